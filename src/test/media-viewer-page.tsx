import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n } from '@/i18n/i18n';
import { MediaViewer } from '@/components/media-viewer/media-viewer';
import type { ViewerItem } from '@/components/media-viewer/viewer-item';

/** What the viewer's tests share: three items, a page that opens the viewer, browser stubs. */
export const items: ViewerItem[] = [1, 2, 3].map((n) => ({
  key: `work-${n}`,
  src: `https://img.test/work-${n}-960.webp`,
  srcSet: `https://img.test/work-${n}-640.webp 640w, https://img.test/work-${n}-960.webp 960w`,
  largeSrc: `https://img.test/work-${n}-1600.webp`,
  alt: `Painting number ${n}`,
  title: `Work ${n}: Title ${n}`,
  caption: <p>Caption of work {n}</p>,
}));

interface PageProps {
  start?: number;
  onIndexChange?: (index: number) => void;
  onClose?: () => void;
}

/** The page around the viewer: a button that opens it at `start`, and the viewer's state. */
function Page({ start = 0, onIndexChange, onClose }: PageProps) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setIndex(start)}>
        Open
      </button>
      <MediaViewer
        items={items}
        index={index}
        onIndexChange={(next) => {
          onIndexChange?.(next);
          setIndex(next);
        }}
        onClose={() => {
          onClose?.();
          setIndex(null);
        }}
      />
    </>
  );
}

/** Renders the page and opens the viewer the way a visitor does, with a click. */
export async function openViewer(props: PageProps = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
}

export const zoomLevel = () => screen.getByRole('status', { name: 'Zoom level' });
export const shownImage = () => screen.getByRole('img');

/** Registers the hooks; returns the stub of HTMLImageElement.decode for the test to steer. */
export function setUpViewerTests() {
  const decode = vi.fn<() => Promise<void>>();
  beforeAll(async () => {
    await initI18n();
    // jsdom has no modal dialogs: open and close the way a browser would, attribute and event.
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
    HTMLImageElement.prototype.decode = decode;
  });
  beforeEach(async () => {
    await i18next.changeLanguage('en');
    decode.mockReset();
    decode.mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return decode;
}

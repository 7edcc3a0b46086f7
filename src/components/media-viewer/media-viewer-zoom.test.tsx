import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  items,
  openViewer,
  setUpViewerTests,
  shownImage,
  zoomLevel,
} from '@/test/media-viewer-page';

const decode = setUpViewerTests();

describe('MediaViewer zoom', () => {
  it('zooms in with + and =, out with -, and back to fit with 0', async () => {
    const user = await openViewer();
    await user.keyboard('+');
    expect(zoomLevel()).toHaveTextContent('150%');
    await user.keyboard('=');
    expect(zoomLevel()).toHaveTextContent('225%');
    await user.keyboard('-');
    expect(zoomLevel()).toHaveTextContent('150%');
    await user.keyboard('0');
    expect(zoomLevel()).toHaveTextContent('100%');
    // Fitted is the least: zooming out further does nothing, and the button says it is unavailable.
    await user.keyboard('-');
    expect(zoomLevel()).toHaveTextContent('100%');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('zooms with its buttons too', async () => {
    const user = await openViewer();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoomLevel()).toHaveTextContent('225%');
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(zoomLevel()).toHaveTextContent('150%');
    await user.click(screen.getByRole('button', { name: 'Fit to screen' }));
    expect(zoomLevel()).toHaveTextContent('100%');
  });

  it('loads the large file only once zoomed, and shows it once decoded', async () => {
    let decoded: () => void = () => undefined;
    decode.mockImplementation(() => new Promise<void>((resolve) => (decoded = resolve)));
    const user = await openViewer();
    expect(shownImage()).toHaveAttribute('src', items[0]?.src);
    expect(shownImage()).toHaveAttribute('srcset', items[0]?.srcSet);
    expect(decode).not.toHaveBeenCalled();

    await user.keyboard('+');
    expect(decode).toHaveBeenCalledTimes(1);
    // Until the large file is decoded the display file stays: nothing blank in between.
    expect(shownImage()).toHaveAttribute('src', items[0]?.src);
    await act(() => {
      decoded();
      return Promise.resolve();
    });
    expect(shownImage()).toHaveAttribute('src', items[0]?.largeSrc);
    expect(shownImage()).not.toHaveAttribute('srcset');
    // Back at fit it keeps the sharper file rather than flashing back.
    await user.keyboard('0');
    expect(shownImage()).toHaveAttribute('src', items[0]?.largeSrc);
  });
});

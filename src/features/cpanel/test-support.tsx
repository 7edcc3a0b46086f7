import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, vi } from 'vitest';
import type { Tour } from '@/features/tours/model/tour';
import type { Work } from '@/features/works/model/work';
import { initI18n } from '@/i18n/i18n';

/* What the back-office's unit tests share: the language they start in, fixtures, stand-ins. */

/** Each test of the calling suite starts in the Spanish back-office. */
export function startInSpanish() {
  beforeEach(async () => {
    await initI18n('es');
    await i18next.changeLanguage('es');
  });
}

/** jsdom cannot decode images: the resize step hands back a fixed WebP of this size. */
export function fakeResizeImage(width: number, height: number) {
  return {
    ImageResizeError: class extends Error {},
    resizeImage: vi.fn(() =>
      Promise.resolve({
        contentType: 'image/webp' as const,
        width,
        height,
        data: new Blob(['display'], { type: 'image/webp' }),
        variants: [{ width: 640, data: new Blob(['small'], { type: 'image/webp' }) }],
      }),
    ),
  };
}

/** The works' read API with none stored: the forms find no other work in the tour. */
export function noOtherWorks() {
  return {
    getWork: vi.fn(),
    listWorksOfTourUncached: vi.fn(() => Promise.resolve({ isError: false, data: [] })),
  };
}

export const text = (es: string, en = es) => ({ es, en });

/** A draft tour, not featured, with what the test sets. */
export function aTour(extra: Partial<Tour> = {}): Tour {
  return {
    id: 'tour-1',
    museumId: 'mnba',
    name: text('Realismo social', 'Social realism'),
    description: text('d'),
    resume: text(''),
    address: 'Av. 1',
    museum: text('MNBA'),
    highlight: false,
    likeCount: 0,
    state: 'draft',
    image: null,
    ...extra,
  };
}

/** A work of `tour-1` without files, with what the test sets. */
export function aWork(extra: Partial<Work> = {}): Work {
  return {
    id: 'work-1',
    tourId: 'tour-1',
    order: 1,
    name: text('Manifestación', 'Demonstration'),
    description: text('Óleo', 'Oil'),
    author: 'Antonio Berni',
    transcript: text(''),
    room: text(''),
    media: {},
    ...extra,
  };
}

/** A form at /form, and the page it goes to once saved (a heading at `done.path`). */
export function renderFormPage(form: ReactElement, done: { path: string; heading: string }) {
  render(
    <MemoryRouter initialEntries={['/form']}>
      <Routes>
        <Route path="/form" element={form} />
        <Route path={done.path} element={<h1>{done.heading}</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

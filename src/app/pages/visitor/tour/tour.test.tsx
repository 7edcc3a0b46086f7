import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS, ROUTES } from '@/config/routes';
import { listComments } from '@/features/comments/api/comments';
import {
  getTour,
  listExhibitionsOfMuseum,
  listPublishedToursOfMuseum,
  listSomePublishedToursOfMuseum,
} from '@/features/tours/api/tours';
import { addDays, today } from '@/lib/days';
import type { Tour } from '@/features/tours/model/tour';
import { listWorksOfTour } from '@/features/works/api/works';
import type { Work } from '@/features/works/model/work';
import { aTour, aWork, text } from '@/features/cpanel/test-support';
import { fail, ok, type Result } from '@/lib/result';
import { getSavedTour } from '@/features/offline/lib/offline-store';
import { inSpanish } from '@/test/i18n';
import { renderRoute } from '@/test/router';
import { TourPage } from './tour';

// Only the services are stood in for: the page's loader, its content and its end are the real ones.
vi.mock('@/features/tours/api/tours', () => ({
  getTour: vi.fn(),
  listSomePublishedToursOfMuseum: vi.fn(),
  listPublishedToursOfMuseum: vi.fn(),
  listExhibitionsOfMuseum: vi.fn(),
}));
vi.mock('@/features/works/api/works', () => ({ listWorksOfTour: vi.fn() }));
vi.mock('@/features/comments/api/comments', () => ({ listComments: vi.fn() }));
vi.mock('@/features/offline/lib/offline-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/offline/lib/offline-store')>()),
  getSavedTour: vi.fn(() => Promise.resolve(null)),
}));

const TOUR = aTour({
  id: 'realismo',
  state: 'published',
  museum: text('Museo Nacional de Bellas Artes', 'National Museum of Fine Arts'),
  description: text('Obras sobre el trabajo y la protesta.', 'Works on labour and protest.'),
});
const narration = (work: string, language: string) => ({
  url: `https://storage.test/${work}-${language}.mp3`,
  path: `obras/${work}-${language}.mp3`,
  contentType: 'audio/mpeg',
  size: 1_000_000,
  duration: 120,
});
const WORKS = [
  text('Manifestación', 'Demonstration'),
  text('Desocupados', 'The unemployed'),
  text('Sin pan y sin trabajo', 'Without bread and without work'),
].map((name, index) =>
  aWork({
    id: `w${String(index + 1)}`,
    tourId: 'realismo',
    order: index + 1,
    name,
    media: {
      'audio-es': narration(`w${String(index + 1)}`, 'es'),
      'audio-en': narration(`w${String(index + 1)}`, 'en'),
    },
  }),
);

function openTour(
  path = ROUTES.tour('realismo'),
  tour: Result<Tour> = ok(TOUR),
  works: Result<Work[]> = ok(WORKS),
) {
  vi.mocked(getTour).mockResolvedValue(tour);
  vi.mocked(listWorksOfTour).mockResolvedValue(works);
  renderRoute(path, PATHS.tour, <TourPage />);
}
const title = () => screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
const works = () => within(screen.getByRole('region', { name: /^Las obras/ }));

/** What jsdom lacks: media queries, scrolling, and telling when the tour's end comes near. */
const scrolled = vi.fn();
class NeverNear {
  observe() {}
  disconnect() {}
}
beforeEach(async () => {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.stubGlobal('IntersectionObserver', NeverNear);
  scrolled.mockReset();
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    value: scrolled,
  });
  await inSpanish();
  vi.mocked(listComments).mockResolvedValue(ok([]));
  vi.mocked(listSomePublishedToursOfMuseum).mockResolvedValue(ok([]));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('a tour’s page', { timeout: 20_000 }, () => {
  it('says it is loading until the tour and its works arrive', async () => {
    let answer: (result: Result<Tour>) => void = () => undefined;
    vi.mocked(getTour).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    vi.mocked(listWorksOfTour).mockResolvedValue(ok(WORKS));
    renderRoute(ROUTES.tour('realismo'), PATHS.tour, <TourPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando…');
    act(() => answer(ok(TOUR)));
    expect(await title()).toHaveTextContent('Realismo social');
  });

  it('shows the tour’s title, its museum, the play button and the works in order', async () => {
    openTour();
    expect(await title()).toHaveTextContent('Realismo social');
    await waitFor(() => expect(document.title).toBe('Realismo social · Museo Guía'));
    expect(screen.getByRole('link', { name: 'Museo Nacional de Bellas Artes' })).toHaveAttribute(
      'href',
      ROUTES.museum('mnba'),
    );
    expect(screen.getByText(/^3 obras · 6 min de audio/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Escuchar el recorrido' })).toBeVisible();
    const first = works().getByRole('article', { name: /^Obra 1: ?Manifestación$/ });
    expect(within(first).getByText('Antonio Berni')).toBeVisible();
    expect(within(first).getByRole('button', { name: /^Escuchar/ })).toBeVisible();
    // The first works come with the first screen, the rest right after it.
    await waitFor(() => expect(works().getAllByRole('article')).toHaveLength(3));
    expect(
      works()
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual([
      'Las obras (3)',
      'Obra 1: Manifestación',
      'Obra 2: Desocupados',
      'Obra 3: Sin pan y sin trabajo',
    ]);
  });

  it('brings the work asked for by its number into view', async () => {
    openTour(ROUTES.tourWork('realismo', 3));
    await title();
    await waitFor(() =>
      expect(document.activeElement).toHaveTextContent('Obra 3: Sin pan y sin trabajo'),
    );
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(document.activeElement?.closest('article'));
  });

  it('opens a work by the number on its label, which stays with it when the tour is reordered', async () => {
    // Sin pan y sin trabajo was added first (label 1) and moved last; Manifestación took label 3.
    const reordered = [
      { ...WORKS[0], code: 3 },
      { ...WORKS[1], code: 2 },
      { ...WORKS[2], code: 1 },
    ] as Work[];
    openTour(ROUTES.tourWork('realismo', 1), ok(TOUR), ok(reordered));
    await title();
    await waitFor(() =>
      expect(document.activeElement).toHaveTextContent('Obra 1: Sin pan y sin trabajo'),
    );
    // Listed in the tour's order, each badge and title with its label's number.
    expect(
      works()
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Obra 3: Manifestación', 'Obra 2: Desocupados', 'Obra 1: Sin pan y sin trabajo']);
    // Like a gallery's keypad, the number plays its work: the one labelled 3, listed first.
    const played: string[] = [];
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      played.push(this.src);
      return Promise.resolve();
    });
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Ir al número' }), '3{Enter}');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Obra 3: Manifestación'));
    expect(played).toEqual(['https://storage.test/w1-es.mp3']);
  });

  it('speaks the visitor’s language', async () => {
    openTour();
    await title();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Social realism');
    expect(screen.getByRole('button', { name: 'Play the tour' })).toBeVisible();
    expect(screen.getByRole('article', { name: /^Work 1: ?Demonstration$/ })).toBeVisible();
  });

  it('says so when the tour has no works yet, with nothing to play', async () => {
    openTour(ROUTES.tour('realismo'), ok(TOUR), ok([]));
    expect(await title()).toHaveTextContent('Realismo social');
    expect(screen.getByText('No hay obras en esta exposición aún')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Escuchar el recorrido' })).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says a tour that is not there (or not published) was not found, and leads to the museums', async () => {
    openTour(ROUTES.tour('realismo'), fail('permissionDenied'));
    expect(await title()).toHaveTextContent('No encontramos este recorrido');
    expect(screen.getByRole('link', { name: 'Todos los museos' })).toHaveAttribute(
      'href',
      ROUTES.museums,
    );
  });

  it('plays the copy saved on the device of a tour taken out of the guide, says so, and leads to its museum', async () => {
    vi.mocked(getSavedTour).mockResolvedValueOnce({
      id: 'realismo',
      savedAt: 0,
      bytes: 1,
      files: [],
      data: { tour: TOUR, works: WORKS, comments: [] },
    });
    openTour(ROUTES.tour('realismo'), fail('permissionDenied'));
    expect(await title()).toHaveTextContent('Realismo social');
    expect(screen.getByText(/^Este recorrido ya no está publicado en la guía/)).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Ver los recorridos de Museo Nacional de Bellas Artes' }),
    ).toHaveAttribute('href', ROUTES.museum(TOUR.museumId));
    expect(works().getByRole('heading', { name: /Manifestación/ })).toBeVisible();
  });

  it('says why the tour could not be read, and tries again', async () => {
    openTour(ROUTES.tour('realismo'), fail('network'));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('No pudimos cargar esta sección');
    vi.mocked(getTour).mockResolvedValue(ok(TOUR));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await title()).toHaveTextContent('Realismo social');
  });
});

describe('a temporary exhibition’s page', { timeout: 20_000 }, () => {
  const day = today();
  const exhibition = (opensIn: number, closesIn: number, playsBeforeOpening = false): Tour => ({
    ...TOUR,
    opensOn: addDays(day, opensIn),
    closesOn: addDays(day, closesIn),
    playsBeforeOpening,
  });
  const OTHER = aTour({ id: 'pampa', name: text('Pampa y frontera', 'Pampas and frontier') });

  beforeEach(() => {
    vi.mocked(listPublishedToursOfMuseum).mockResolvedValue(ok([OTHER]));
    vi.mocked(listExhibitionsOfMuseum).mockResolvedValue(ok([]));
  });

  it('open, says until when under its title, and plays', async () => {
    openTour(ROUTES.tour('realismo'), ok(exhibition(-10, 30)));
    expect(await title()).toHaveTextContent('Realismo social');
    expect(screen.getByText(/^Hasta el \d+ de \w+/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Escuchar el recorrido' })).toBeVisible();
  });

  it('in its last days, says so', async () => {
    openTour(ROUTES.tour('realismo'), ok(exhibition(-60, 2)));
    await title();
    expect(screen.getByText(/^Últimos días · hasta el \d+ de \w+/)).toBeVisible();
  });

  it('closed, says when it closed and offers its museum’s tours of today, with nothing to play', async () => {
    openTour(ROUTES.tour('realismo'), ok(exhibition(-60, -1)));
    expect(await title()).toHaveTextContent('Realismo social');
    expect(screen.getByText(/^Esta muestra terminó el \d+ de \w+/)).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Pampa y frontera' })).toHaveAttribute(
      'href',
      ROUTES.tour('pampa'),
    );
    expect(screen.queryByRole('button', { name: 'Escuchar el recorrido' })).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByText(/^This exhibition closed on \w+ \d+/)).toBeVisible();
  });

  it('not open yet, says when it opens and leads to its museum, unless its admin lets it play', async () => {
    openTour(ROUTES.tour('realismo'), ok(exhibition(10, 60)));
    expect(await title()).toHaveTextContent('Realismo social');
    expect(screen.getByText(/^Esta muestra abre el \d+ de \w+/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Escuchar el recorrido' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Ver los recorridos de Museo Nacional de Bellas Artes' }),
    ).toHaveAttribute('href', ROUTES.museum(TOUR.museumId));
  });

  it('not open yet but playable, plays and says from when', async () => {
    openTour(ROUTES.tour('realismo'), ok(exhibition(10, 60, true)));
    await title();
    expect(screen.getByText(/^Desde el \d+ de \w+/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Escuchar el recorrido' })).toBeVisible();
  });

  it('closed and saved on the device, plays offline and says it closed', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.mocked(getSavedTour).mockResolvedValue({
      id: 'realismo',
      savedAt: 0,
      bytes: 1,
      files: [],
      data: { tour: exhibition(-60, -1), works: WORKS, comments: [] },
    });
    openTour();
    expect(await title()).toHaveTextContent('Realismo social');
    expect(
      screen.getByText(/^Esta muestra terminó el .*estás viendo la copia guardada/),
    ).toBeVisible();
    expect(works().getByRole('heading', { name: /Manifestación/ })).toBeVisible();
  });
});

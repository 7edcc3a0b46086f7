import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS, ROUTES } from '@/config/routes';
import { getMuseum } from '@/features/museums/api/museums';
import type { Museum } from '@/features/museums/model/museum';
import { listExhibitionsOfMuseum, listPublishedToursOfMuseum } from '@/features/tours/api/tours';
import type { Tour } from '@/features/tours/model/tour';
import { addDays, today } from '@/lib/days';
import { fail, ok, type Result } from '@/lib/result';
import { inSpanish } from '@/test/i18n';
import { renderRoute } from '@/test/router';
import { MuseumPage } from './museum';

vi.mock('@/features/museums/api/museums', () => ({ getMuseum: vi.fn() }));
vi.mock('@/features/tours/api/tours', () => ({
  listPublishedToursOfMuseum: vi.fn(),
  listExhibitionsOfMuseum: vi.fn(),
}));

const both = (es: string, en: string) => ({ es, en });
const MNBA: Museum = {
  id: 'mnba',
  name: both('Museo Nacional de Bellas Artes', 'National Museum of Fine Arts'),
  description: both(
    'La colección pública de arte más grande del país, en Recoleta.',
    'The country’s largest public art collection, in Recoleta.',
  ),
  image: {
    url: 'https://storage.test/tematics/mnba/mainImg.webp',
    path: 'tematics/mnba/mainImg.webp',
    contentType: 'image/webp',
    size: 240_000,
  },
  publishedTours: 2,
};
const tour = (id: string, es: string, en: string): Tour => ({
  id,
  museumId: 'mnba',
  name: both(es, en),
  description: both(`Un recorrido: ${es}`, `A tour: ${en}`),
  resume: both('', ''),
  address: 'Av. del Libertador 1473',
  museum: MNBA.name,
  highlight: false,
  likeCount: 4,
  state: 'published',
  image: null,
});
const TOURS = [
  tour('realismo', 'Realismo social', 'Social realism'),
  tour('pampa', 'Pampa y frontera', 'Pampas and frontier'),
];

/** The museum's page as a visitor opens it, `museum` what the service answers for it. */
const museum = { current: ok<Museum>(MNBA) };
function openMuseum() {
  vi.mocked(getMuseum).mockImplementation((asked) =>
    Promise.resolve(asked === 'mnba' ? museum.current : fail('notFound')),
  );
  renderRoute(ROUTES.museum('mnba'), PATHS.museum, <MuseumPage />);
}
const hero = () => screen.findByRole('heading', { level: 1 }, { timeout: 5000 });

beforeEach(async () => {
  await inSpanish();
  museum.current = ok(MNBA);
  vi.mocked(listPublishedToursOfMuseum).mockReset().mockResolvedValue(ok(TOURS));
  vi.mocked(listExhibitionsOfMuseum).mockReset().mockResolvedValue(ok([]));
});

describe('a museum’s page', () => {
  it('says it is loading until the museum arrives', async () => {
    let answer: (result: Result<Museum>) => void = () => undefined;
    vi.mocked(getMuseum).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderRoute(ROUTES.museum('lento'), PATHS.museum, <MuseumPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    act(() => answer(ok(MNBA)));
    expect(await hero()).toHaveTextContent('Museo Nacional de Bellas Artes');
  });

  it('shows the museum, its picture, the way back, and its tours as cards', async () => {
    openMuseum();
    expect(await hero()).toHaveTextContent('Museo Nacional de Bellas Artes');
    // The tab says it too (set once the page has rendered).
    await waitFor(() => expect(document.title).toBe('Museo Nacional de Bellas Artes · Museo Guía'));
    expect(
      screen.getByText('La colección pública de arte más grande del país, en Recoleta.'),
    ).toBeVisible();
    expect(document.querySelector('.museum-hero__image')).toHaveAttribute(
      'src',
      expect.stringContaining('tematics/mnba/mainImg'),
    );
    expect(screen.getByRole('link', { name: '← Todos los museos' })).toHaveAttribute(
      'href',
      ROUTES.museums,
    );
    const tours = within(await screen.findByRole('list', { name: 'Recorridos' }));
    expect(tours.getAllByRole('article')).toHaveLength(2);
    expect(tours.getByRole('link', { name: 'Realismo social' })).toHaveAttribute(
      'href',
      ROUTES.tour('realismo'),
    );
    expect(tours.getByText('Un recorrido: Pampa y frontera')).toBeVisible();
    expect(listPublishedToursOfMuseum).toHaveBeenCalledWith('mnba');
  });

  it('shows its exhibitions open today first, then its collection, then what is coming', async () => {
    const day = today();
    const exhibition = (id: string, name: string, opensOn: number, closesOn: number) => ({
      ...tour(id, name, name),
      opensOn,
      closesOn,
      playsBeforeOpening: false,
    });
    // As read: closing first first. One that closed yesterday is still in a list cached before
    // midnight: the page leaves it out.
    vi.mocked(listExhibitionsOfMuseum).mockResolvedValue(
      ok([
        exhibition('ayer', 'Cerró ayer', addDays(day, -40), addDays(day, -1)),
        exhibition('ultimos', 'Últimos días de Xul', addDays(day, -60), addDays(day, 3)),
        exhibition('abierta', 'Berni abierta', addDays(day, -5), addDays(day, 40)),
        exhibition('proxima', 'Próxima de Kuitca', addDays(day, 30), addDays(day, 120)),
      ]),
    );
    openMuseum();
    await hero();
    const names = (title: string) =>
      within(screen.getByRole('list', { name: title }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    await screen.findByRole('heading', { level: 2, name: 'Muestras temporarias' });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Muestras temporarias', 'Colección permanente', 'Próximamente']);
    expect(names('Muestras temporarias')).toEqual(['Últimos días de Xul', 'Berni abierta']);
    expect(names('Colección permanente')).toEqual(['Realismo social', 'Pampa y frontera']);
    expect(names('Próximamente')).toEqual(['Próxima de Kuitca']);
    expect(screen.queryByText('Cerró ayer')).toBeNull();
    expect(screen.getByText(/^Últimos días · hasta el \d+ de \w+/)).toBeVisible();
    expect(screen.getByText(/^Desde el \d+ de \w+/)).toBeVisible();
    expect(listExhibitionsOfMuseum).toHaveBeenCalledWith('mnba', day);
  });

  it('speaks the visitor’s language', async () => {
    openMuseum();
    await hero();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'National Museum of Fine Arts',
    );
    expect(await screen.findByRole('link', { name: 'Social realism' })).toBeVisible();
    expect(screen.getByRole('link', { name: '← All museums' })).toBeVisible();
  });

  it('says so when the museum has no tour yet', async () => {
    vi.mocked(listPublishedToursOfMuseum).mockResolvedValue(ok([]));
    openMuseum();
    await hero();
    expect(await screen.findByText('No hay exposiciones en esta temática aún')).toBeVisible();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('keeps the museum on screen when its tours fail, and reads them again', async () => {
    vi.mocked(listPublishedToursOfMuseum).mockResolvedValueOnce(fail('network'));
    const user = userEvent.setup();
    openMuseum();
    await hero();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Sin conexión con el servidor/);
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Realismo social' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Museo Nacional de Bellas Artes',
    );
  });

  it('says a museum that is not there was not found, and leads to the others', async () => {
    museum.current = fail('notFound');
    openMuseum();
    expect(await hero()).toHaveTextContent('No encontramos este museo');
    await waitFor(() => expect(document.title).toBe('No encontramos este museo · Museo Guía'));
    expect(screen.getByRole('link', { name: 'Todos los museos' })).toHaveAttribute(
      'href',
      ROUTES.museums,
    );
    expect(listPublishedToursOfMuseum).not.toHaveBeenCalled();
  });

  it('says why the museum could not be read, and tries again', async () => {
    museum.current = fail('network');
    const user = userEvent.setup();
    openMuseum();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('No pudimos cargar esta sección');
    museum.current = ok(MNBA);
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await hero()).toHaveTextContent('Museo Nacional de Bellas Artes');
  });
});

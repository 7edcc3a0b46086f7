import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CPANEL_PATHS, CPANEL_ROUTES } from '@/config/cpanel-routes';
import { getMuseum } from '@/features/museums/api/museums';
import { getTour, publishTour } from '@/features/tours/api/tours';
import type { Tour } from '@/features/tours/model/tour';
import { listWorksOfTourUncached } from '@/features/works/api/works';
import type { Work } from '@/features/works/model/work';
import { aTour, aWork, startInSpanish, text } from '@/features/cpanel/test-support';
import { fail, ok, type Result } from '@/lib/result';
import { PreviewPage } from './preview';

vi.mock('@/features/tours/api/tours', () => ({
  getTour: vi.fn(),
  publishTour: vi.fn(),
  unpublishTour: vi.fn(),
}));
vi.mock('@/features/works/api/works', () => ({ listWorksOfTourUncached: vi.fn() }));
vi.mock('@/features/museums/api/museums', () => ({ getMuseum: vi.fn() }));

const audio = (language: string) => ({
  url: `https://storage.test/${language}.mp3`,
  path: `works/${language}.mp3`,
  contentType: 'audio/mpeg',
  size: 1_000_000,
  duration: 90,
});
const TOUR = aTour({
  description: text('Obras sobre el trabajo y la protesta.', 'Works on labour and protest.'),
  resume: text('Para seguir: «La hora de los hornos».', 'Next: «The Hour of the Furnaces».'),
});
const TITLES = [
  text('Manifestación', 'Demonstration'),
  text('Desocupados', 'The unemployed'),
  text('Sin pan y sin trabajo', 'Without bread and without work'),
  text('La huelga', 'The strike'),
];
/** Four works with both narrations and both texts: a tour that can be published. */
const WORKS = TITLES.map((name, index) =>
  aWork({
    id: `w${String(index + 1)}`,
    order: index + 1,
    name,
    media: {
      'audio-es': audio('es'),
      'audio-en': audio('en'),
    },
  }),
);

function renderPreview() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[CPANEL_ROUTES.preview('tour-1')]}>
      <Routes>
        <Route path={CPANEL_PATHS.preview} element={<PreviewPage />} />
      </Routes>
      <ToastContainer />
    </MemoryRouter>,
  );
  return user;
}

function openPreview(tour: Result<Tour> = ok(TOUR), works: Result<Work[]> = ok(WORKS)) {
  vi.mocked(getTour).mockResolvedValue(tour);
  vi.mocked(listWorksOfTourUncached).mockResolvedValue(works);
  return renderPreview();
}
/** The back-office's banner above the tour, once the tour is there. */
const banner = (name = 'Vista previa') =>
  screen.findByRole('complementary', { name }, { timeout: 5000 });
const workTitles = () =>
  screen.getAllByRole('article').map((work) => within(work).getByRole('heading').textContent);

startInSpanish();
beforeEach(() => {
  vi.mocked(publishTour).mockReset().mockResolvedValue(ok(undefined));
  vi.mocked(getMuseum).mockResolvedValue(
    ok({ id: 'mnba', name: text('MNBA'), description: text('d'), image: null }),
  );
});

describe('the preview of a tour', { timeout: 20_000 }, () => {
  it('shows the page’s shape while the tour loads', async () => {
    let answer: (result: Result<Tour>) => void = () => undefined;
    vi.mocked(getTour).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    vi.mocked(listWorksOfTourUncached).mockResolvedValue(ok(WORKS));
    renderPreview();
    expect(await screen.findByText('Cargando…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    act(() => answer(ok(TOUR)));
    expect(await banner()).toHaveTextContent('Vista previa en español.');
    expect(screen.queryByText('Cargando…')).toBeNull();
  });

  it('shows the tour as visitors will: its title, works in order, the play button, the resume', async () => {
    openPreview();
    expect(await banner()).toHaveTextContent(
      'Vista previa en español. Es un borrador: los visitantes todavía no lo ven.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Realismo social');
    expect(screen.getByText('Obras sobre el trabajo y la protesta.')).toBeVisible();
    expect(workTitles()).toEqual(TITLES.map(({ es }, index) => `Obra ${String(index + 1)}: ${es}`));
    expect(screen.getByRole('button', { name: 'Escuchar el recorrido' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Después del recorrido' })).toBeVisible();
    expect(screen.getByText('Para seguir: «La hora de los hornos».')).toBeVisible();
    expect(screen.getByRole('link', { name: '← Recorridos' })).toHaveAttribute(
      'href',
      CPANEL_ROUTES.tours,
    );
    expect(screen.getByRole('link', { name: 'Ver obras' })).toHaveAttribute(
      'href',
      CPANEL_ROUTES.works('tour-1'),
    );
  });

  it('shows the tour in Spanish to an admin who reads the back-office in English', async () => {
    await i18next.changeLanguage('en');
    openPreview();
    expect(await banner('Preview')).toHaveTextContent(
      'Preview in Spanish. It is a draft: visitors cannot see it yet.',
    );
    expect(screen.getByRole('button', { name: 'Publish' })).toBeVisible();
    const tour = screen.getByRole('heading', { level: 1 }).closest('[lang]');
    expect(tour).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Realismo social');
    expect(workTitles()[0]).toBe('Obra 1: Manifestación');
    expect(screen.getByRole('button', { name: 'Escuchar el recorrido' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Preview: Realismo social · Museo Guía'));
  });

  it('shows the English version when asked, texts, works, player and resume, and back', async () => {
    const user = openPreview();
    await banner();
    const languages = screen.getByRole('group', { name: 'Ver en' });
    expect(within(languages).getByRole('button', { name: 'Español' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(languages).getByRole('button', { name: 'English' }));
    expect(await banner()).toHaveTextContent('Vista previa en inglés.');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')).toHaveAttribute(
        'lang',
        'en',
      ),
    );
    expect(workTitles()[0]).toBe('Work 1: Demonstration');
    expect(screen.getByText('Works on labour and protest.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Play the tour' })).toBeVisible();
    expect(screen.getByText('Next: «The Hour of the Furnaces».')).toBeVisible();
    // The back-office itself stays in Spanish.
    expect(screen.getByRole('link', { name: '← Recorridos' })).toBeVisible();

    await user.click(within(languages).getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(workTitles()[0]).toBe('Obra 1: Manifestación'));
  });

  it('publishes the tour once the admin confirms, and says it is published', async () => {
    const user = openPreview();
    await banner();
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    const dialog = within(await screen.findByRole('dialog', { name: '¿Publicar el recorrido?' }));
    await user.click(dialog.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Recorrido publicado')).toBeVisible();
    expect(publishTour).toHaveBeenCalledExactlyOnceWith('tour-1');
    expect(await banner()).toHaveTextContent('Este recorrido está publicado.');
    expect(screen.getByRole('button', { name: 'Marcar como borrador' })).toBeVisible();
  });

  it('says what a tour without works lacks, and publishes nothing', async () => {
    const user = openPreview(ok(TOUR), ok([]));
    await banner();
    expect(screen.getByText('No hay obras en esta exposición aún')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Todavía no se puede publicar' });
    expect(dialog).toHaveTextContent('Tiene 0 obras: hacen falta al menos 4.');
    expect(publishTour).not.toHaveBeenCalled();
  });

  it('says a tour that is not there was not found, and leads back to the tours', async () => {
    openPreview(fail('notFound'));
    expect(
      await screen.findByRole('heading', { name: 'No encontramos ese recorrido' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Recorridos' })).toHaveAttribute(
      'href',
      CPANEL_ROUTES.tours,
    );
  });

  it('says why the tour could not be read, and tries again', async () => {
    const user = openPreview(fail('network'));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(/Sin conexión con el servidor/);
    vi.mocked(getTour).mockResolvedValue(ok(TOUR));
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await banner()).toHaveTextContent('Vista previa en español.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Realismo social');
  });
});

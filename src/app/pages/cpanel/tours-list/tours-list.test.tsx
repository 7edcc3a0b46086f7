import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getUserRecord } from '@/features/accounts/api/users';
import { getMuseum, listMuseums } from '@/features/museums/api/museums';
import type { Museum } from '@/features/museums/model/museum';
import {
  getTour,
  listAllTours,
  publishTour,
  setHighlight,
  unpublishTour,
} from '@/features/tours/api/tours';
import type { Tour } from '@/features/tours/model/tour';
import { trashTour } from '@/features/tours/api/tour-trash';
import { listWorksOfTourUncached } from '@/features/works/api/works';
import { ok } from '@/lib/result';
import { aTour, aWork, startInSpanish, text } from '@/features/cpanel/test-support';
import { toastSuccess } from '@/features/cpanel/toasts';
import i18next from 'i18next';
import { ToursListPage } from './tours-list';

vi.mock('@/features/museums/api/museums', () => ({ listMuseums: vi.fn(), getMuseum: vi.fn() }));
vi.mock('@/features/accounts/api/users', () => ({ getUserRecord: vi.fn() }));
// One: the list below has one highlighted published tour, so the home page is full.
vi.mock('@/config/public-lists', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/config/public-lists')>()),
  HIGHLIGHTS_MAX: 1,
}));
vi.mock('@/features/tours/api/tours', () => ({
  getTour: vi.fn(),
  listAllTours: vi.fn(),
  publishTour: vi.fn(),
  unpublishTour: vi.fn(),
  setHighlight: vi.fn(),
}));
vi.mock('@/features/tours/api/tour-trash', () => ({ trashTour: vi.fn() }));
vi.mock('@/features/works/api/works', () => ({ listWorksOfTourUncached: vi.fn() }));
vi.mock('@/features/cpanel/toasts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

function tour(id: string, name: string, museumId: string, extra: Partial<Tour> = {}) {
  return aTour({
    id,
    museumId,
    name: text(name, `${name} (en)`),
    museum: text(museumId.toUpperCase()),
    ...extra,
  });
}

const museums = [
  { id: 'mnba', name: text('Museo Nacional de Bellas Artes'), description: text('d'), image: null },
  { id: 'malba', name: text('Malba'), description: text('d'), image: null },
] as unknown as Museum[];

const TOURS = [
  tour('t1', 'Pampa y frontera', 'mnba', { state: 'published', highlight: true }),
  tour('t2', 'Realismo social', 'mnba'),
  tour('t3', 'Vanguardias', 'malba', { state: 'published' }),
];

function Address() {
  const location = useLocation();
  return <p>{`address:${location.search}`}</p>;
}

function renderList(search = '') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[`/cpanel/expositions${search}`]}>
      <Routes>
        <Route
          path="/cpanel/expositions"
          element={
            <>
              <ToursListPage />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

/** A row control's name: jsdom drops the space before the visually hidden row name. */
const named = (action: string, row: string) => new RegExp(`^${action} ?${row}$`);
const titles = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
/** Waits for the list (a slow, shared machine can take a few seconds on the first render). */
const loaded = () => screen.findByText(/ de 3 recorridos$/, {}, { timeout: 5000 });
const address = () => screen.getByText(/^address:/).textContent.slice('address:'.length);

startInSpanish();
beforeEach(() => {
  vi.mocked(listAllTours).mockResolvedValue(ok(TOURS));
  vi.mocked(listMuseums).mockResolvedValue(ok(museums));
  vi.mocked(setHighlight).mockResolvedValue(ok(undefined));
  vi.mocked(publishTour).mockReset().mockResolvedValue(ok(undefined));
  vi.mocked(unpublishTour).mockReset().mockResolvedValue(ok(undefined));
  vi.mocked(trashTour).mockReset();
  vi.mocked(getTour).mockImplementation((id) =>
    Promise.resolve(ok(TOURS.find((each) => each.id === id) ?? TOURS[0] ?? aTour())),
  );
  // The museum's name as its tours copied it: the publish check compares the two.
  vi.mocked(getMuseum).mockImplementation((id = '') =>
    Promise.resolve(ok({ id, name: text(id.toUpperCase()), description: text('d'), image: null })),
  );
});

/** Four works with both narrations and both texts: a tour that can be published. */
const AUDIO = { url: 'https://x.test/a.mp3', path: 'a.mp3', contentType: 'audio/mpeg', size: 1 };
const COMPLETE = [1, 2, 3, 4].map((order) =>
  aWork({ id: `w${order}`, order, media: { 'audio-es': AUDIO, 'audio-en': AUDIO } }),
);

/** Opens the menu of the row named `name` and chooses `action`. */
async function rowAction(user: ReturnType<typeof userEvent.setup>, name: string, action: string) {
  const row = screen.getByRole('heading', { name }).closest('li');
  if (!row) throw new Error(`no row ${name}`);
  await user.click(within(row).getByRole('button', { name: /^Más acciones/ }));
  await user.click(screen.getByRole('menuitem', { name: action }));
  return row;
}

describe('the tours list', () => {
  it('shows a skeleton, then every tour with its count', async () => {
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    await loaded();
    expect(titles()).toHaveLength(3);
    expect(screen.getByText('3 de 3 recorridos')).toBeInTheDocument();
  });

  it('filters by name (either language, any accents), museum and state, in the address', async () => {
    const user = renderList();
    await loaded();
    const search = screen.getByRole('searchbox', { name: 'Buscar por nombre' });
    await user.type(search, 'REALÍSMO');
    expect(titles()).toEqual(['Realismo social']);
    expect(address()).toBe('?q=REAL%C3%8DSMO');
    await user.clear(search);
    expect(titles()).toHaveLength(3);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Museo' }), 'mnba');
    expect(titles()).toEqual(['Pampa y frontera', 'Realismo social']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'published');
    expect(titles()).toEqual(['Pampa y frontera']);
    expect(screen.getByText('1 de 3 recorridos')).toBeInTheDocument();
    expect(address()).toBe('?museum=mnba&state=published');
  });

  it('takes its filters from the address, and says when nothing matches, with a way out', async () => {
    const user = renderList('?state=draft&q=vanguard');
    await loaded();
    expect(screen.getByText('0 de 3 recorridos')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('draft');
    expect(screen.getByRole('searchbox', { name: 'Buscar por nombre' })).toHaveValue('vanguard');
    expect(titles()).toEqual([]);
    expect(
      screen.getByText('Ningún recorrido coincide con la búsqueda y los filtros.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(titles()).toHaveLength(3);
    expect(address()).toBe('');
  });

  it('offers one primary action per row, the featured state as a toggle, and the rest in a menu', async () => {
    const user = renderList();
    await loaded();
    const row = screen.getByRole('heading', { name: 'Realismo social' }).closest('li');
    if (!row) throw new Error('no row');
    const inRow = within(row);
    expect(inRow.getByRole('link', { name: named('Editar', 'Realismo social') })).toHaveAttribute(
      'href',
      '/cpanel/edit-exposition/t2',
    );
    const toggle = inRow.getByRole('button', { name: named('Destacar', 'Realismo social') });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // The only other control is the menu button.
    expect(inRow.getAllByRole('button')).toHaveLength(2);
    expect(inRow.getAllByRole('link')).toHaveLength(1);

    await user.click(toggle);
    expect(setHighlight).toHaveBeenCalledWith('t2', true);
    const on = await inRow.findByRole('button', { name: named('Destacado ✓', 'Realismo social') });
    expect(on).toHaveAttribute('aria-pressed', 'true');
    // A draft: the row says the mark does not put it on the home page yet.
    expect(
      inRow.getByText('Destacado, pero no sale en la portada hasta que lo publiques'),
    ).toBeVisible();
    const published = screen.getByRole('heading', { name: 'Pampa y frontera' }).closest('li');
    expect(within(published ?? document.body).queryByText(/no sale en la portada/)).toBeNull();

    await user.click(inRow.getByRole('button', { name: 'Más acciones para Realismo social' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Publicar',
      'Vista previa',
      'Ver obras',
      'Eliminar',
    ]);
  });

  it('says so when the home page already shows as many highlighted tours as it can', async () => {
    vi.mocked(toastSuccess).mockReset();
    const user = renderList();
    await loaded();
    // A draft highlighted does not show on the home page: nothing to say.
    await user.click(screen.getByRole('button', { name: named('Destacar', 'Realismo social') }));
    await screen.findByRole('button', { name: named('Destacado ✓', 'Realismo social') });
    const worded = () =>
      vi.mocked(toastSuccess).mock.calls.map(([message]) => {
        const { key, values } = message;
        return i18next.t(key, values);
      });
    expect(worded()).toEqual(['Recorrido destacado']);

    await user.click(screen.getByRole('button', { name: named('Destacar', 'Vanguardias') }));
    await screen.findByRole('button', { name: named('Destacado ✓', 'Vanguardias') });
    expect(worded()[1]).toBe(
      'Recorrido destacado. Hay 2 destacados y la portada muestra 1: quitale el destacado a alguno para elegir cuáles se ven.',
    );
  });

  it('publishes from the menu only once the tour has four complete works', async () => {
    vi.mocked(listWorksOfTourUncached).mockResolvedValue(ok([]));
    const user = renderList();
    await loaded();
    await rowAction(user, 'Realismo social', 'Publicar');
    expect(await screen.findByText('Tiene 0 obras: hacen falta al menos 4.')).toBeInTheDocument();
    expect(publishTour).not.toHaveBeenCalled();
  });

  it('asks before publishing a complete tour, and publishes only once confirmed', async () => {
    vi.mocked(listWorksOfTourUncached).mockResolvedValue(ok(COMPLETE));
    const user = renderList();
    await loaded();
    const row = await rowAction(user, 'Realismo social', 'Publicar');
    const dialog = await screen.findByRole('dialog', { name: '¿Publicar el recorrido?' });
    expect(dialog).toHaveTextContent(
      '«Realismo social» quedará a la vista de todos los visitantes, en la página de su museo y desde sus códigos QR.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(publishTour).not.toHaveBeenCalled();

    await rowAction(user, 'Realismo social', 'Publicar');
    const again = await screen.findByRole('dialog', { name: '¿Publicar el recorrido?' });
    await user.click(within(again).getByRole('button', { name: 'Publicar' }));
    expect(publishTour).toHaveBeenCalledTimes(1);
    expect(publishTour).toHaveBeenCalledWith('t2');
    expect(await within(row).findByText('Publicado')).toBeInTheDocument();
  });

  it('asks before unpublishing, saying its QR codes stop working', async () => {
    const user = renderList();
    await loaded();
    const row = await rowAction(user, 'Vanguardias', 'Marcar como borrador');
    const dialog = await screen.findByRole('dialog', { name: '¿Marcar como borrador?' });
    expect(dialog).toHaveTextContent(/sus códigos QR impresos dejarán de funcionar/);
    expect(unpublishTour).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como borrador' }));
    expect(unpublishTour).toHaveBeenCalledWith('t3');
    expect(await within(row).findByText('Borrador')).toBeInTheDocument();
  });

  it('says a published tour is live, and that its QR codes stop working, before deleting it', async () => {
    const user = renderList();
    await loaded();
    await rowAction(user, 'Vanguardias', 'Eliminar');
    const dialog = screen.getByRole('dialog', { name: '¿Mover el recorrido a la papelera?' });
    expect(dialog).toHaveTextContent(
      '«Vanguardias» está publicado: los visitantes lo ven ahora, y sus códigos QR impresos dejarán de funcionar.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    // A draft has no visitors and no live codes: no such warning.
    await rowAction(user, 'Realismo social', 'Eliminar');
    expect(
      screen.getByRole('dialog', { name: '¿Mover el recorrido a la papelera?' }),
    ).not.toHaveTextContent(/está publicado/);
    expect(trashTour).not.toHaveBeenCalled();
  });

  it('moves a tour to the trash once, saying it can be restored, and lists it no more', async () => {
    let finish: (value: Awaited<ReturnType<typeof trashTour>>) => void = () => undefined;
    vi.mocked(trashTour).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = renderList();
    await loaded();
    await rowAction(user, 'Realismo social', 'Eliminar');
    const dialog = screen.getByRole('dialog', { name: '¿Mover el recorrido a la papelera?' });
    expect(dialog).toHaveTextContent('Podés restaurarlo desde la Papelera durante 30 días');
    const confirm = within(dialog).getByRole('button', { name: 'Mover a la papelera' });
    await user.click(confirm);
    await user.click(confirm);
    expect(trashTour).toHaveBeenCalledTimes(1);
    expect(trashTour).toHaveBeenCalledWith('t2');
    vi.mocked(listAllTours).mockResolvedValue(ok([TOURS[0], TOURS[2]] as Tour[]));
    act(() => finish(ok(undefined)));
    await waitFor(() => expect(screen.queryByText('Realismo social')).not.toBeInTheDocument());
    expect(toastSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'cpanel.tours.deleted' }),
    );
  });

  it('says on each row who changed the tour last and when, reading each admin once', async () => {
    const HOUR = 3_600_000;
    vi.mocked(listAllTours).mockResolvedValue(
      ok([
        tour('t1', 'Pampa y frontera', 'mnba', {
          updatedBy: 'ada',
          updatedAt: Date.now() - 2 * HOUR,
        }),
        tour('t2', 'Realismo social', 'mnba', { updatedBy: 'ada', updatedAt: Date.now() - HOUR }),
        tour('t3', 'Vanguardias', 'malba'),
      ]),
    );
    vi.mocked(getUserRecord).mockResolvedValue(
      ok({
        id: 'ada',
        email: 'ada@museo.test',
        name: 'Ada',
        surname: 'Lovelace',
        isAdmin: true,
        authProvider: 'local',
      }),
    );
    renderList();
    await loaded();
    const row = (name: string) => screen.getByRole('heading', { name }).closest('li');
    await waitFor(() =>
      expect(row('Pampa y frontera')).toHaveTextContent(
        'Modificado por Ada Lovelace · hace 2 horas',
      ),
    );
    expect(row('Realismo social')).toHaveTextContent('Modificado por Ada Lovelace · hace 1 hora');
    // Stored before who changed it was kept.
    expect(row('Vanguardias')).toHaveTextContent('Modificado por —');
    expect(getUserRecord).toHaveBeenCalledTimes(1);
  });
});

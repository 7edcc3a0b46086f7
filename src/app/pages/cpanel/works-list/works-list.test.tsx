import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getMuseum } from '@/features/museums/api/museums';
import { getTour } from '@/features/tours/api/tours';
import { listWorksOfTourUncached } from '@/features/works/api/works';
import type { Work } from '@/features/works/model/work';
import { moveWorkTo, renumberWorks } from '@/features/works/api/work-edits';
import { ok } from '@/lib/result';
import { aTour, aWork, startInSpanish, text } from '@/features/cpanel/test-support';
import { renderRoute } from '@/test/router';
import { WorksListPage } from './works-list';

vi.mock('@/features/museums/api/museums', () => ({ getMuseum: vi.fn() }));
vi.mock('@/features/tours/api/tours', () => ({ getTour: vi.fn() }));
vi.mock('@/features/works/api/works', () => ({ listWorksOfTourUncached: vi.fn() }));
vi.mock('@/features/works/api/work-edits', () => ({
  trashWork: vi.fn(),
  moveWorkTo: vi.fn(),
  renumberWorks: vi.fn(),
}));
vi.mock('@/features/cpanel/toasts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const AUDIO = { url: 'https://x.test/a.mp3', path: 'a.mp3', contentType: 'audio/mpeg', size: 1 };
const BOTH = { 'audio-es': AUDIO, 'audio-en': AUDIO };
const work = (order: number, name: string, media: object = BOTH) =>
  aWork({ id: `w${order}`, order, name: text(name, `${name} (en)`), media });
/** The tour's works as stored: «Uno», then complete ones whose numbers need not follow their ids. */
const unoThen = (...others: [id: string, order: number, name: string][]) =>
  ok([
    work(1, 'Uno'),
    ...others.map(([id, order, name]) => aWork({ id, order, name: text(name), media: BOTH })),
  ]);

/** Waits for the page (a slow, shared machine can take a few seconds on the first render). */
const loaded = () => screen.findByRole('region', { name: 'Para publicar' }, { timeout: 5000 });

/** The tour's works in memory, moved as the service does: to the new number, then all 1..n. */
function storedInMemory(works: Work[]) {
  let stored = works;
  vi.mocked(listWorksOfTourUncached).mockImplementation(() => Promise.resolve(ok(stored)));
  vi.mocked(moveWorkTo).mockImplementation((id, order) => {
    const moved = stored.find((each) => each.id === id);
    if (!moved) throw new Error(`no work ${String(id)}`);
    const others = stored.filter((each) => each !== moved);
    others.splice(order - 1, 0, moved);
    stored = others.map((each, index) => ({ ...each, order: index + 1 }));
    return Promise.resolve(ok([]));
  });
}

/** The works' list as an admin sees it, top to bottom: each row's number and name. */
function shownWorks() {
  const list = screen.getByRole('list', { name: /^Obras/ });
  const numbers = within(list).getAllByLabelText(/^Orden \d+$/);
  const names = within(list).getAllByRole('heading', { level: 2 });
  return names.map((name, row) => `${numbers[row]?.textContent ?? '?'} ${name.textContent}`);
}

const renderWorks = () =>
  renderRoute(
    '/cpanel/my-works-of-art/tour-1',
    '/cpanel/my-works-of-art/:tourId',
    <WorksListPage />,
  );

startInSpanish();
beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(getTour).mockResolvedValue(ok(aTour()));
  vi.mocked(getMuseum).mockResolvedValue(
    ok({ id: 'mnba', name: text('MNBA'), description: text('d'), image: null }),
  );
});

describe('a tour’s works page', () => {
  it('says how far the tour is from publishable, and what each work lacks', async () => {
    vi.mocked(listWorksOfTourUncached).mockResolvedValue(
      ok([
        work(1, 'Manifestación'),
        work(2, 'Autorretrato'),
        work(3, 'Sin título', { 'audio-es': AUDIO }),
        work(4, 'Omi Obini'),
      ]),
    );
    renderWorks();
    const progress = await loaded();
    expect(within(progress).getByText('3 de 4 obras listas')).toBeInTheDocument();
    expect(within(progress).queryByText(/Se puede publicar/)).toBeNull();
    const row = screen.getByRole('heading', { name: 'Sin título' }).closest('li');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Le falta: audio en inglés')).toBeInTheDocument();
    expect(screen.getAllByText(/^Le falta:/)).toHaveLength(1);
  });

  it('with four complete works, says it can be published and leads to the preview', async () => {
    vi.mocked(listWorksOfTourUncached).mockResolvedValue(
      ok([work(1, 'Uno'), work(2, 'Dos'), work(3, 'Tres'), work(4, 'Cuatro')]),
    );
    renderWorks();
    const progress = await loaded();
    expect(within(progress).getByText('4 de 4 obras listas')).toBeInTheDocument();
    expect(within(progress).getByText(/^Se puede publicar/)).toBeInTheDocument();
    expect(within(progress).getByRole('link', { name: 'Vista previa' })).toHaveAttribute(
      'href',
      '/cpanel/preview/tour-1',
    );
  });

  it('with no works yet, counts none of four and links back to the tour to edit', async () => {
    vi.mocked(listWorksOfTourUncached).mockResolvedValue(ok([]));
    renderWorks();
    expect(within(await loaded()).getByText('0 de 4 obras listas')).toBeInTheDocument();
    expect(screen.getByText('Este recorrido todavía no tiene obras.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar recorrido' })).toHaveAttribute(
      'href',
      '/cpanel/edit-exposition/tour-1',
    );
  });

  it('says a work without its own map shows the tour’s plan, or none, without a warning', async () => {
    const PLAN = {
      url: 'https://x.test/plan.webp',
      path: 'plan.webp',
      contentType: 'image/webp',
      size: 1,
    };
    vi.mocked(listWorksOfTourUncached).mockResolvedValue(ok([work(1, 'Uno')]));
    vi.mocked(getTour).mockResolvedValue(ok(aTour({ map: PLAN })));
    const { unmount } = renderWorks();
    await loaded();
    const files = () => screen.getByRole('list', { name: 'Archivos' });
    expect(within(files()).getByText('Mapa: usa el plano del recorrido')).toBeInTheDocument();
    expect(within(files()).getByText('Usa el plano del recorrido').closest('li')).not.toHaveClass(
      'badge--draft',
    );
    expect(within(files()).queryByText(/^Mapa: falta/)).toBeNull();
    unmount();

    vi.mocked(getTour).mockResolvedValue(ok(aTour()));
    renderWorks();
    await loaded();
    expect(within(files()).getByText('Mapa: ninguno (es opcional)')).toBeInTheDocument();
    // What a work does need still warns.
    expect(within(files()).getByText('Imagen ✗').closest('li')).toHaveClass('badge--draft');
  });

  it('while a move is stored, keeps the list and the focus, and the row says where it goes', async () => {
    storedInMemory([work(1, 'Uno'), work(2, 'Dos'), work(3, 'Tres')]);
    const store = vi.mocked(moveWorkTo).getMockImplementation();
    let finish: () => void = () => undefined;
    vi.mocked(moveWorkTo).mockImplementationOnce(
      (id, order) =>
        new Promise((resolve) => {
          finish = () => void store?.(id, order).then(resolve);
        }),
    );
    renderWorks();
    await loaded();
    const user = userEvent.setup();
    const down = screen.getByRole('button', { name: 'Bajar Uno' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Moviendo al lugar 2 del recorrido…',
    );
    expect(shownWorks()).toEqual(['1 Uno', '2 Dos', '3 Tres']);
    // Waiting, not disabled: the keyboard stays on the arrow, and another press does nothing.
    expect(down).toHaveFocus();
    expect(down).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(moveWorkTo).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(shownWorks()).toEqual(['1 Dos', '2 Uno', '3 Tres']), {
      timeout: 5000,
    });
    await waitFor(() => expect(screen.queryByText(/^Moviendo/)).toBeNull());
    expect(screen.getByRole('button', { name: 'Bajar Uno' })).toHaveFocus();
    // Moved to the end, the arrow that can still act takes the focus.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownWorks()).toEqual(['1 Dos', '2 Tres', '3 Uno']), {
      timeout: 5000,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subir Uno' })).toHaveFocus());
  });

  it('moves a work up or down: the list shows it in its new place, with its label’s number', async () => {
    storedInMemory(
      [work(1, 'Uno'), work(2, 'Dos'), work(3, 'Tres')].map((each) => ({
        ...each,
        code: each.order,
      })),
    );
    renderWorks();
    await loaded();
    expect(shownWorks()).toEqual(['1 Uno', '2 Dos', '3 Tres']);
    // The arrows are described by the sentence saying that the printed labels stay.
    const up = screen.getByRole('button', { name: 'Subir Dos' });
    expect(up).toHaveAccessibleDescription(
      'Subir y bajar cambia el orden del recorrido. El número de cada etiqueta y su código QR no cambian: lo impreso sigue valiendo.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Subir Dos' }));
    await waitFor(() => expect(shownWorks()).toEqual(['1 Dos', '2 Uno', '3 Tres']), {
      timeout: 5000,
    });
    // First now, it cannot go higher.
    expect(screen.getByRole('button', { name: 'Subir Dos' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Bajar Uno' }));
    await waitFor(() => expect(shownWorks()).toEqual(['1 Dos', '2 Tres', '3 Uno']), {
      timeout: 5000,
    });
    expect(screen.getByRole('button', { name: 'Bajar Uno' })).toBeDisabled();
    // Each row keeps its label's number, whatever its place.
    const list = screen.getByRole('list', { name: /^Obras/ });
    expect(
      within(list)
        .getAllByText(/^Etiqueta \d+$/)
        .map((chip) => chip.textContent),
    ).toEqual(['Etiqueta 2', 'Etiqueta 3', 'Etiqueta 1']);
  });

  it('says which works changed place since it last showed them, and that their labels stay', async () => {
    vi.mocked(listWorksOfTourUncached).mockResolvedValueOnce(
      ok([work(1, 'Uno'), work(2, 'Dos'), work(3, 'Tres')]),
    );
    const first = renderWorks();
    await loaded();
    expect(screen.queryByRole('region', { name: 'Cambiaron de lugar' })).toBeNull();
    first.unmount();

    // Back from the form, where a new work was given number 2.
    vi.mocked(listWorksOfTourUncached).mockResolvedValueOnce(
      unoThen(['new', 2, 'Nueva'], ['w2', 3, 'Dos'], ['w3', 4, 'Tres']),
    );
    renderWorks();
    const notice = await screen.findByRole('region', { name: 'Cambiaron de lugar' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['«Dos»: del lugar 2 al 3', '«Tres»: del lugar 3 al 4']);
    expect(within(notice).getByText(/no hace falta imprimirlos de nuevo/)).toBeInTheDocument();
  });

  it('with numbers stored repeated or skipped, says which and renumbers them 1..n on request', async () => {
    vi.mocked(listWorksOfTourUncached).mockResolvedValue(
      unoThen(['b', 2, 'Dos'], ['c', 2, 'Otra dos'], ['d', 5, 'Cinco']),
    );
    vi.mocked(renumberWorks).mockResolvedValue(ok([]));
    renderWorks();
    const notice = await screen.findByRole('region', { name: 'Números repetidos o salteados' });
    expect(within(notice).getByText('Repetidos: 2. Faltan: 3, 4.')).toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Renumerar del 1 al 4' }));
    await waitFor(() => expect(renumberWorks).toHaveBeenCalledWith('tour-1'));
  });

  it('with numbers 1..n, offers no renumbering', async () => {
    vi.mocked(listWorksOfTourUncached).mockResolvedValue(ok([work(1, 'Uno'), work(2, 'Dos')]));
    renderWorks();
    await loaded();
    expect(screen.queryByRole('region', { name: 'Números repetidos o salteados' })).toBeNull();
  });
});

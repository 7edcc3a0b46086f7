import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  trashModerated,
  listCommentsForModeration,
  listReports,
  moderateComment,
} from '@/features/comments/api/moderation';
import type { Comment } from '@/features/comments/model/comment';
import { listAllTours } from '@/features/tours/api/tours';
import { aTour, startInSpanish, text } from '@/features/cpanel/test-support';
import { toastError } from '@/features/cpanel/toasts';
import { fail, ok } from '@/lib/result';
import { CommentsPage } from './comments';

vi.mock('@/features/comments/api/moderation', async (original) => ({
  // hiding(), showing() and moderationOf() as they are: what the page writes is the point.
  ...(await original<typeof import('@/features/comments/api/moderation')>()),
  listCommentsForModeration: vi.fn(),
  moderateComment: vi.fn(),
  listReports: vi.fn(),
  trashModerated: vi.fn(),
}));
vi.mock('@/features/tours/api/tours', () => ({ listAllTours: vi.fn() }));
vi.mock('@/features/cpanel/toasts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

function aComment(id: string, extra: Partial<Comment> = {}): Comment {
  return {
    id,
    tourId: 't1',
    userId: 'u1',
    author: { name: 'Lucía', surname: 'Pérez' },
    comment: `Texto ${id}`,
    likes: [],
    hidden: false,
    reportCount: 0,
    reported: false,
    reviewed: false,
    staff: false,
    createdAt: Date.UTC(2026, 9, 3, 15),
    ...extra,
  };
}

const REPORTED = aComment('c1', {
  comment: '<b>¡Horrible!</b>',
  reportCount: 3,
  reported: true,
  hidden: true,
});
const STAFF = aComment('c2', {
  tourId: 't2',
  author: { name: 'Ana', surname: 'Admin' },
  staff: true,
  hidden: true,
  reviewed: true,
  hiddenReason: 'Spam',
});
const PLAIN = aComment('c3', { author: { name: 'Martín', surname: 'Gómez' } });

function Address() {
  return <p>{`address:${useLocation().search}`}</p>;
}
const address = () => screen.getByText(/^address:/).textContent.slice('address:'.length);

function renderPage(search = '') {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[`/cpanel/comments${search}`]}>
      <Routes>
        <Route
          path="/cpanel/comments"
          element={
            <>
              <CommentsPage />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...view };
}

const rowOf = (textShown: string) => {
  const row = screen.getByText(textShown).closest('li');
  if (!row) throw new Error(`no row with ${textShown}`);
  return within(row);
};
/** A row control's name: jsdom drops the space before the visually hidden row name. */
const named = (action: string, author: string) =>
  new RegExp(`^${action} ?comentario de ${author}$`);
const loaded = () => screen.findByText('Texto c3', {}, { timeout: 5000 });

startInSpanish();
beforeEach(() => {
  vi.mocked(listCommentsForModeration)
    .mockReset()
    .mockResolvedValue(ok([REPORTED, STAFF, PLAIN]));
  vi.mocked(moderateComment).mockReset().mockResolvedValue(ok(undefined));
  vi.mocked(trashModerated).mockReset().mockResolvedValue(ok(undefined));
  vi.mocked(toastError).mockReset();
  vi.mocked(listReports).mockResolvedValue(
    ok([
      { reason: 'offensive', createdAt: 1 },
      { reason: 'spam', createdAt: 2 },
      { reason: 'offensive', createdAt: 3 },
    ]),
  );
  vi.mocked(listAllTours).mockResolvedValue(
    ok([
      aTour({ id: 't1', name: text('Realismo social', 'Social realism') }),
      aTour({ id: 't2', name: text('Pampa y frontera', 'Pampa and frontier') }),
    ]),
  );
});

// Whole journeys through the page: a few seconds each on a busy shared machine.
describe('the comments page', { timeout: 20_000 }, () => {
  it('shows each comment as text, with its tour, author, staff mark, date, state and reports', async () => {
    renderPage();
    await loaded();
    expect(listCommentsForModeration).toHaveBeenCalledWith({ tourId: undefined, filter: 'all' });

    const reported = rowOf('<b>¡Horrible!</b>');
    expect(reported.getByRole('link', { name: 'Realismo social' })).toHaveAttribute(
      'href',
      '/muestra/t1',
    );
    expect(reported.getByText('Lucía Pérez')).toBeInTheDocument();
    expect(reported.getByText('3 oct 2026')).toBeInTheDocument();
    expect(reported.getByText('Oculto por denuncias')).toBeInTheDocument();
    expect(reported.getByText('Denunciado')).toBeInTheDocument();
    expect(
      await reported.findByText('Denunciado 3 veces: Ofensivo (2) · Spam (1)'),
    ).toBeInTheDocument();
    expect(listReports).toHaveBeenCalledWith('c1');
    expect(listReports).toHaveBeenCalledTimes(1);
    expect(reported.queryByText('Equipo')).toBeNull();
    // Hidden by reports, waiting: show it again, or agree and keep it hidden with a reason.
    expect(
      reported.getByRole('button', { name: named('Mantener oculto', 'Lucía Pérez') }),
    ).toBeEnabled();

    const staff = rowOf('Texto c2');
    expect(staff.getByText('Equipo')).toBeInTheDocument();
    expect(staff.getByText('Oculto · Spam')).toBeInTheDocument();
    expect(staff.getByRole('link', { name: 'Pampa y frontera' })).toHaveAttribute(
      'href',
      '/muestra/t2',
    );
    expect(
      staff.getByRole('button', { name: named('Mostrar de nuevo', 'Ana Admin') }),
    ).toBeEnabled();

    const plain = rowOf('Texto c3');
    expect(plain.getByText('Visible')).toBeInTheDocument();
    expect(plain.getByRole('button', { name: named('Ocultar', 'Martín Gómez') })).toBeEnabled();
    expect(plain.queryByText(/Denunciado/)).toBeNull();
  });

  it('filters by tour and state in the address, and says when a filter leaves nothing', async () => {
    const { user } = renderPage('?tour=t2&state=hidden');
    await loaded();
    expect(listCommentsForModeration).toHaveBeenLastCalledWith({ tourId: 't2', filter: 'hidden' });
    expect(await screen.findByRole('option', { name: 'Pampa y frontera' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Recorrido' })).toHaveValue('t2');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('hidden');
    // The tours by name.
    expect(
      within(screen.getByRole('combobox', { name: 'Recorrido' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos los recorridos', 'Pampa y frontera', 'Realismo social']);

    vi.mocked(listCommentsForModeration).mockResolvedValue(ok([]));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'reported');
    expect(address()).toBe('?tour=t2&state=reported');
    expect(
      await screen.findByText('No hay comentarios denunciados esperando una decisión.'),
    ).toBeInTheDocument();
    expect(listCommentsForModeration).toHaveBeenLastCalledWith({
      tourId: 't2',
      filter: 'reported',
    });
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(address()).toBe('');
    expect(await screen.findByText('No hay comentarios.')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    vi.mocked(listCommentsForModeration).mockResolvedValueOnce(fail('network'));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await loaded();
  });

  it('shows 20 at a time, the next 20 after the last shown', async () => {
    const first = Array.from({ length: 20 }, (_, i) =>
      aComment(`p${String(i)}`, { createdAt: 2_000_000 - i }),
    );
    vi.mocked(listCommentsForModeration)
      .mockResolvedValueOnce(ok(first))
      .mockResolvedValueOnce(ok([aComment('c3')]));
    const { user } = renderPage('?state=reported');
    await screen.findByText('Texto p19', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Ver más comentarios' }));
    await loaded();
    expect(listCommentsForModeration).toHaveBeenLastCalledWith(
      { tourId: undefined, filter: 'reported' },
      first[19],
    );
    expect(screen.queryByRole('button', { name: 'Ver más comentarios' })).toBeNull();
    // Focus on the first comment just shown.
    expect(document.activeElement).toBe(screen.getByText('Texto c3').closest('li'));
  });

  it('hides with a reason, and Undo writes back exactly what was there before', async () => {
    const { user } = renderPage();
    await loaded();
    const row = rowOf('<b>¡Horrible!</b>');
    // Reported and hidden by reports: Show again; the reason is asked for when hiding.
    await user.click(row.getByRole('button', { name: named('Mostrar de nuevo', 'Lucía Pérez') }));
    expect(moderateComment).toHaveBeenLastCalledWith('c1', {
      hidden: false,
      reported: false,
      reviewed: true,
    });
    expect(await row.findByText('Comentario visible de nuevo.')).toBeInTheDocument();
    expect(row.getByText('Visible')).toBeInTheDocument();
    const undo = row.getByRole('button', { name: named('Deshacer', 'Lucía Pérez') });
    expect(document.activeElement).toBe(undo);

    await user.click(undo);
    expect(moderateComment).toHaveBeenLastCalledWith('c1', {
      hidden: true,
      reported: true,
      reviewed: false,
      hiddenReason: null,
    });
    expect(await row.findByText('Oculto por denuncias')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Deshacer/ })).toBeNull();

    // Now hide the visible one, with a quick reason.
    const plain = rowOf('Texto c3');
    await user.click(plain.getByRole('button', { name: named('Ocultar', 'Martín Gómez') }));
    const dialog = within(screen.getByRole('dialog', { name: 'Ocultar el comentario' }));
    const reason = dialog.getByRole('textbox', { name: 'Motivo' });
    expect(document.activeElement).toBe(reason);
    await user.click(dialog.getByRole('button', { name: 'Ocultar comentario' }));
    expect(dialog.getByText('Escribí el motivo.')).toBeInTheDocument();
    expect(moderateComment).toHaveBeenCalledTimes(2);
    await user.click(dialog.getByRole('button', { name: 'Ofensivo' }));
    expect(reason).toHaveValue('Ofensivo');
    await user.type(reason, ': insulta');
    await user.click(dialog.getByRole('button', { name: 'Ocultar comentario' }));
    expect(moderateComment).toHaveBeenLastCalledWith('c3', {
      hidden: true,
      reported: false,
      reviewed: true,
      hiddenReason: 'Ofensivo: insulta',
    });
    expect(await plain.findByText('Oculto · Ofensivo: insulta')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(plain.getByRole('button', { name: named('Deshacer', 'Martín Gómez') }));
    expect(moderateComment).toHaveBeenLastCalledWith('c3', {
      hidden: false,
      reported: false,
      reviewed: false,
      hiddenReason: null,
    });
    expect(await plain.findByText('Visible')).toBeInTheDocument();
  });

  it('keeps the reason typed when hiding fails, and says why', async () => {
    vi.mocked(moderateComment).mockResolvedValueOnce(fail('network'));
    const { user } = renderPage();
    await loaded();
    await user.click(
      rowOf('Texto c3').getByRole('button', { name: named('Ocultar', 'Martín Gómez') }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Ocultar el comentario' }));
    await user.click(dialog.getByRole('textbox', { name: 'Motivo' }));
    await user.paste('x'.repeat(201));
    await user.click(dialog.getByRole('button', { name: 'Ocultar comentario' }));
    expect(dialog.getByText('El motivo pasa de 200 caracteres: acortalo.')).toBeInTheDocument();
    expect(moderateComment).not.toHaveBeenCalled();
    await user.clear(dialog.getByRole('textbox', { name: 'Motivo' }));
    await user.type(dialog.getByRole('textbox', { name: 'Motivo' }), 'Insulta');
    await user.click(dialog.getByRole('button', { name: 'Ocultar comentario' }));
    expect(toastError).toHaveBeenCalledWith({ key: 'errors.network', values: undefined });
    expect(dialog.getByRole('textbox', { name: 'Motivo' })).toHaveValue('Insulta');
    expect(rowOf('Texto c3').getByText('Visible')).toBeInTheDocument();
  });

  it('ignores a second click while an action is on its way', async () => {
    let answer: (value: ReturnType<typeof ok<undefined>>) => void = () => undefined;
    vi.mocked(moderateComment).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { user } = renderPage();
    await loaded();
    const show = rowOf('Texto c2').getByRole('button', {
      name: named('Mostrar de nuevo', 'Ana Admin'),
    });
    await user.click(show);
    expect(show).toBeDisabled();
    await user.click(show);
    act(() => answer(ok(undefined)));
    expect(await screen.findByText('Comentario visible de nuevo.')).toBeInTheDocument();
    expect(moderateComment).toHaveBeenCalledTimes(1);
  });

  it('moves to the trash only when the page is left: hidden at once, trashed on leaving, never after Undo', async () => {
    const { user, unmount } = renderPage();
    await loaded();
    const remove = async (author: string, textShown: string) => {
      await user.click(rowOf(textShown).getByRole('button', { name: named('Eliminar', author) }));
      const dialog = within(screen.getByRole('dialog', { name: '¿Eliminar el comentario?' }));
      await user.click(dialog.getByRole('button', { name: 'Eliminar' }));
    };
    await remove('Martín Gómez', 'Texto c3');
    // Out of public view at once, nothing else changed.
    expect(moderateComment).toHaveBeenLastCalledWith('c3', {
      hidden: true,
      reported: false,
      reviewed: false,
    });
    expect(
      await screen.findByText(
        'Comentario eliminado: el público ya no lo ve, y va a la Papelera al salir de esta página.',
      ),
    ).toBeInTheDocument();
    expect(
      rowOf('Texto c3').queryByRole('button', { name: named('Ocultar', 'Martín Gómez') }),
    ).toBeNull();

    await remove('Ana Admin', 'Texto c2');
    await user.click(
      rowOf('Texto c2').getByRole('button', { name: named('Deshacer', 'Ana Admin') }),
    );
    expect(moderateComment).toHaveBeenLastCalledWith('c2', {
      hidden: true,
      reported: false,
      reviewed: true,
      hiddenReason: 'Spam',
    });
    expect(await rowOf('Texto c2').findByText('Oculto · Spam')).toBeInTheDocument();
    expect(trashModerated).not.toHaveBeenCalled();

    unmount();
    expect(trashModerated).toHaveBeenCalledTimes(1);
    expect(trashModerated).toHaveBeenCalledWith('c3');
  });

  it('moves it to the trash when the tab is closed or reloaded (pagehide), once', async () => {
    const { user, unmount } = renderPage();
    await loaded();
    await user.click(
      rowOf('Texto c3').getByRole('button', { name: named('Eliminar', 'Martín Gómez') }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: '¿Eliminar el comentario?' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    await screen.findByText(/va a la Papelera al salir/);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(trashModerated).toHaveBeenCalledWith('c3');
    expect(await screen.findByText('Comentario en la Papelera.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deshacer/ })).toBeNull();
    unmount();
    expect(trashModerated).toHaveBeenCalledTimes(1);
  });
});

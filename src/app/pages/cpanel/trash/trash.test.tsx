import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteForEver, listTrash, restoreEntry } from '@/features/cpanel/api/trash';
import type { TrashEntry } from '@/features/cpanel/api/trash-entry';
import { toastError, toastSuccess } from '@/features/cpanel/toasts';
import { fail, ok } from '@/lib/result';
import { inSpanish, withPageTexts } from '@/test/i18n';
import { TRASH_TEXTS, TrashPage } from './trash';

vi.mock('@/features/cpanel/api/trash', () => ({
  listTrash: vi.fn(),
  restoreEntry: vi.fn(),
  deleteForEver: vi.fn(),
}));
vi.mock('@/features/cpanel/toasts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const AT = new Date(2026, 10, 20, 10, 0).getTime();
const both = (es: string) => ({ es, en: `${es} (en)` });

const MUSEUM: TrashEntry = {
  kind: 'museum',
  id: 'm1',
  name: both('Museo Moderno'),
  trashedAt: AT,
  trashedBy: 'ada',
};
const WITH_IT: TrashEntry = {
  kind: 'tour',
  id: 't1',
  name: both('Arte óptico'),
  parent: 'm1',
  parentName: both('Museo Moderno'),
  within: 'm1',
  trashedAt: AT,
  trashedBy: 'ada',
};
const WORK: TrashEntry = {
  kind: 'work',
  id: 'w1',
  name: both('La manifestación'),
  parent: 't9',
  parentName: both('Realismo social'),
  trashedAt: AT,
  trashedBy: 'ada',
};
const COMMENT: TrashEntry = {
  kind: 'comment',
  id: 'c1',
  comment: { text: 'Spam spam', author: 'Ana Paz' },
  parent: 't9',
  parentName: both('Realismo social'),
  trashedAt: AT,
  trashedBy: 'ada',
};

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <TrashPage />
    </MemoryRouter>,
  );
  return user;
}

/** A row's button, named with its row for screen readers. */
const named = (action: string, row: string) => new RegExp(`^${action} ?${row}$`);

/** The list has arrived (its first render also loads the page's texts). */
const loaded = () => screen.findByRole('heading', { name: 'La manifestación' }, { timeout: 5000 });

const row = (name: string) =>
  within(
    screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name })) ??
      document.body,
  );

beforeEach(async () => {
  await inSpanish();
  await withPageTexts(TRASH_TEXTS);
  vi.mocked(listTrash)
    .mockReset()
    .mockResolvedValue(ok([WORK, MUSEUM, WITH_IT, COMMENT]));
  vi.mocked(restoreEntry).mockReset();
  vi.mocked(deleteForEver).mockReset();
  vi.mocked(toastError).mockReset();
  vi.mocked(toastSuccess).mockReset();
});

describe('the trash page', () => {
  it('lists what was deleted, where it was and until when, a museum with the tours it took', async () => {
    renderPage();
    await loaded();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'La manifestación',
      'Museo Moderno',
      'Ana Paz: «Spam spam»',
    ]);
    expect(row('La manifestación').getByText('del recorrido «Realismo social»')).toBeVisible();
    expect(row('Museo Moderno').getByText('Con 1 recorrido')).toBeVisible();
    expect(
      row('La manifestación').getByText(
        'Eliminado el 20 nov 2026 · se elimina para siempre el 20 dic 2026',
      ),
    ).toBeVisible();
  });

  it('says so when it is empty', async () => {
    vi.mocked(listTrash).mockResolvedValue(ok([]));
    renderPage();
    expect(await screen.findByText('La papelera está vacía.')).toBeVisible();
  });

  it('restores once however often it is clicked, and says what came back', async () => {
    let finish: (value: Awaited<ReturnType<typeof restoreEntry>>) => void = () => undefined;
    vi.mocked(restoreEntry).mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = renderPage();
    await loaded();
    const restore = screen.getByRole('button', { name: named('Restaurar', 'La manifestación') });
    await user.click(restore);
    await user.click(restore);
    expect(restoreEntry).toHaveBeenCalledTimes(1);
    expect(restoreEntry).toHaveBeenCalledWith(WORK);
    vi.mocked(listTrash).mockResolvedValue(ok([MUSEUM, WITH_IT, COMMENT]));
    await act(async () => {
      finish(ok(undefined));
      await Promise.resolve();
    });
    expect(toastSuccess).toHaveBeenCalledWith({ key: 'cpanel.trashDone.work' });
    expect(screen.queryByRole('heading', { name: 'La manifestación' })).toBeNull();
  });

  it('says why something cannot come back yet, and keeps it listed', async () => {
    vi.mocked(restoreEntry).mockResolvedValue(fail('parentInTrash'));
    const user = renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: named('Restaurar', 'La manifestación') }));
    expect(toastError).toHaveBeenCalledWith({ key: 'errors.parentInTrash' });
    expect(screen.getByRole('heading', { name: 'La manifestación' })).toBeVisible();
  });

  it('deletes for ever only after asking, showing how far a long delete has come', async () => {
    let finish: (value: Awaited<ReturnType<typeof deleteForEver>>) => void = () => undefined;
    vi.mocked(deleteForEver).mockImplementation((_, onProgress) => {
      onProgress?.({ step: 'comments', done: 450, total: 20_000, tour: { index: 1, total: 1 } });
      return new Promise((resolve) => (finish = resolve));
    });
    const user = renderPage();
    await loaded();
    await user.click(
      screen.getByRole('button', { name: named('Eliminar para siempre', 'Museo Moderno') }),
    );
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar para siempre?' });
    expect(dialog).toHaveTextContent('«Museo Moderno» se eliminará para siempre');
    expect(deleteForEver).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar para siempre' }));
    expect(deleteForEver).toHaveBeenCalledWith(MUSEUM, expect.any(Function));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Recorrido 1 de 1. Eliminando comentarios: 450 de 20.000',
    );
    await act(async () => {
      finish(ok(undefined));
      await Promise.resolve();
    });
    expect(toastSuccess).toHaveBeenCalledWith({ key: 'cpanel.trashDone.deleted' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteMessage, listMessages, setMessageHandled } from '@/features/contact/api/messages';
import type { Message } from '@/features/contact/model/message';
import { startInSpanish } from '@/features/cpanel/test-support';
import { toastError, toastSuccess } from '@/features/cpanel/toasts';
import { fail, ok } from '@/lib/result';
import { groupMessages } from './message-groups';
import { MessagesPage } from './messages';

vi.mock('@/features/contact/api/messages', () => ({
  listMessages: vi.fn(),
  setMessageHandled: vi.fn(),
  deleteMessage: vi.fn(),
}));
vi.mock('@/features/cpanel/toasts', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const START = new Date(2026, 10, 20, 10, 2).getTime();

function aMessage(id: string, extra: Partial<Message> = {}): Message {
  return {
    id,
    nombre: 'Lucía',
    email: 'lucia@example.com',
    message: `Mensaje ${id}`,
    handled: false,
    createdAt: START,
    ...extra,
  };
}

/** 500 messages from Lucía between 10:02 and 10:40, newest first, with capitals varying. */
const FLOOD = Array.from({ length: 500 }, (_, i) =>
  aMessage(`f${String(i)}`, {
    email: i % 2 ? 'Lucia@Example.com' : 'lucia@example.com',
    createdAt: START + Math.round(((499 - i) * 38 * 60_000) / 499),
    handled: i === 7,
  }),
);
const MARTIN = aMessage('m1', { nombre: 'Martín', email: 'martin@example.com' });
const ANA = [
  aMessage('a1', { nombre: 'Ana', email: 'ana@example.com' }),
  aMessage('a2', { nombre: 'Ana', email: 'ana@example.com' }),
];

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <MessagesPage />
    </MemoryRouter>,
  );
  return user;
}

const titles = () =>
  screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const theGroup = () => {
  const item = screen.getByText(/500 mensajes el 20 nov 2026, entre/).closest('li');
  if (!item) throw new Error('no group');
  return within(item);
};

startInSpanish();
beforeEach(() => {
  vi.mocked(listMessages).mockResolvedValue(ok([MARTIN, ...FLOOD, ...ANA]));
  vi.mocked(setMessageHandled).mockReset().mockResolvedValue(ok(undefined));
  vi.mocked(deleteMessage).mockReset().mockResolvedValue(ok(undefined));
  vi.mocked(toastError).mockReset();
  vi.mocked(toastSuccess).mockReset();
});

describe('grouping the inbox', () => {
  it('groups runs of three or more from one address, whatever its capitals; shorter runs stay single', () => {
    const entries = groupMessages([MARTIN, ...FLOOD, ...ANA, aMessage('l2')]);
    expect(entries.map((entry) => (entry.kind === 'one' ? entry.message.id : entry.id))).toEqual([
      'm1',
      'group-f0',
      'a1',
      'a2',
      'l2',
    ]);
    const group = entries[1];
    expect(group?.kind === 'group' && group.messages.length).toBe(500);
    // Another sender in between breaks a run.
    const broken = [aMessage('1'), aMessage('2'), MARTIN, aMessage('3')];
    expect(groupMessages(broken).every((entry) => entry.kind === 'one')).toBe(true);
  });
});

describe('the messages page', { timeout: 30_000 }, () => {
  it('shows a flood of 500 as one group, newest shown, the rest folded until opened', async () => {
    const user = renderPage();
    await screen.findByText(/500 mensajes el 20 nov 2026, entre/, {}, { timeout: 5000 });
    // Martín, Lucía's group, and Ana's two single messages.
    expect(titles()).toEqual(['Martín', 'Lucía', 'Ana', 'Ana']);
    const group = theGroup();
    expect(group.getByText('500 mensajes el 20 nov 2026, entre 10:02 y 10:40')).toBeInTheDocument();
    expect(group.getByText('Mensaje f0')).toBeInTheDocument();
    expect(group.queryByText('Mensaje f499')).toBeNull();

    await user.click(group.getByText('Ver los 500 mensajes'));
    expect(await group.findByText('Mensaje f499')).toBeInTheDocument();
    // The newest above, and all 500 below.
    expect(group.getAllByText(/^Mensaje f\d+$/)).toHaveLength(501);
  });

  it('marks every open message of the group handled, one call each', async () => {
    const user = renderPage();
    await screen.findByText(/500 mensajes el 20 nov 2026, entre/, {}, { timeout: 5000 });
    await user.click(theGroup().getByRole('button', { name: /^Marcar todos como atendidos/ }));
    await vi.waitFor(() => expect(toastSuccess).toHaveBeenCalled(), { timeout: 10_000 });
    // 499: one was handled already.
    expect(setMessageHandled).toHaveBeenCalledTimes(499);
    expect(new Set(vi.mocked(setMessageHandled).mock.calls.map(([id]) => id)).size).toBe(499);
    expect(setMessageHandled).not.toHaveBeenCalledWith('f7', true);
    expect(toastSuccess).toHaveBeenCalledWith({
      key: 'cpanel.messages.markedAllHandled',
      values: { count: 499 },
    });
    expect(theGroup().getByRole('button', { name: /^Marcar todos como atendidos/ })).toBeDisabled();
  });

  it('deletes the whole group after one confirmation; what failed stays', async () => {
    vi.mocked(deleteMessage).mockImplementation((id) =>
      Promise.resolve(id === 'f3' ? fail('network') : ok(undefined)),
    );
    const user = renderPage();
    await screen.findByText(/500 mensajes el 20 nov 2026, entre/, {}, { timeout: 5000 });
    await user.click(theGroup().getByRole('button', { name: /^Borrar todos/ }));
    const dialog = within(screen.getByRole('dialog', { name: '¿Borrar todos los mensajes?' }));
    expect(
      dialog.getByText(
        'Se eliminarán los 500 mensajes de Lucía <lucia@example.com>. No se puede deshacer.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Borrar todos' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    expect(deleteMessage).toHaveBeenCalledTimes(500);
    expect(toastError).toHaveBeenCalledWith({ key: 'errors.network', values: undefined });
    // The one that failed is still there, alone.
    expect(titles()).toEqual(['Martín', 'Lucía', 'Ana', 'Ana']);
    expect(screen.getByText('Mensaje f3')).toBeInTheDocument();
    expect(screen.queryByText(/mensajes (el .*, )?entre/)).toBeNull();
  });
});

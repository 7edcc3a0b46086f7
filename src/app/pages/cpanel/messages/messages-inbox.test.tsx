import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteMessage, listMessages, setMessageHandled } from '@/features/contact/api/messages';
import type { Message } from '@/features/contact/model/message';
import { startInSpanish } from '@/features/cpanel/test-support';
import { fail, ok, type Result } from '@/lib/result';
import { MessagesPage } from './messages';

// The page one message at a time, as an admin reads it: its states and each message's actions.
// Floods of one sender, shown as one group, are in messages.test.tsx.

vi.mock('@/features/contact/api/messages', () => ({
  listMessages: vi.fn(),
  setMessageHandled: vi.fn(),
  deleteMessage: vi.fn(),
}));

const AT = new Date(2026, 10, 20, 10, 2).getTime();
const LUCIA: Message = {
  id: 'm1',
  nombre: 'Lucía Pérez',
  email: 'lucia@example.com',
  message: '¿El recorrido de Berni tiene audio en inglés?',
  handled: false,
  createdAt: AT,
};
const MARTIN: Message = {
  id: 'm2',
  nombre: 'Martín Gómez',
  email: 'martin@example.com',
  message: 'La obra 3 tiene mal el año.',
  handled: true,
  createdAt: AT - 86_400_000,
};

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <MessagesPage />
      <ToastContainer />
    </MemoryRouter>,
  );
  return user;
}

/** A row's button: its action, then (for screen readers) the row's name. */
const named = (action: string, row: string) => new RegExp(`^${action} ?${row}$`);
const message = (name: string) => {
  const item = screen.getByRole('heading', { name }).closest('li');
  if (!item) throw new Error(`no message from ${name}`);
  return within(item);
};
const loaded = () => screen.findByRole('heading', { name: 'Lucía Pérez' }, { timeout: 5000 });

startInSpanish();
beforeEach(() => {
  vi.mocked(listMessages)
    .mockReset()
    .mockResolvedValue(ok([LUCIA, MARTIN]));
  vi.mocked(setMessageHandled).mockReset().mockResolvedValue(ok(undefined));
  vi.mocked(deleteMessage).mockReset().mockResolvedValue(ok(undefined));
});

describe('the messages page', { timeout: 20_000 }, () => {
  it('says it is loading under its title until the messages arrive', async () => {
    let answer: (result: Result<Message[]>) => void = () => undefined;
    vi.mocked(listMessages).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Mensajes de contacto' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    answer(ok([LUCIA]));
    await loaded();
    expect(screen.queryByText('Cargando…')).toBeNull();
  });

  it('shows each message with who wrote, how to answer, what they wrote and whether it was handled', async () => {
    renderPage();
    await loaded();
    const lucia = message('Lucía Pérez');
    expect(lucia.getByText('¿El recorrido de Berni tiene audio en inglés?')).toBeVisible();
    // Answering is writing back to the address the visitor gave.
    expect(lucia.getByRole('link', { name: 'lucia@example.com' })).toHaveAttribute(
      'href',
      'mailto:lucia@example.com',
    );
    expect(lucia.getByText('Pendiente')).toBeVisible();
    expect(
      lucia.getByRole('button', { name: named('Marcar como atendido', 'Lucía Pérez') }),
    ).toBeEnabled();
    const martin = message('Martín Gómez');
    expect(martin.getByText('Atendido')).toBeVisible();
    expect(
      martin.getByRole('button', { name: named('Marcar como pendiente', 'Martín Gómez') }),
    ).toBeEnabled();
  });

  it('marks a message handled, and says so', async () => {
    const user = renderPage();
    await loaded();
    await user.click(
      message('Lucía Pérez').getByRole('button', {
        name: named('Marcar como atendido', 'Lucía Pérez'),
      }),
    );
    expect(await screen.findByText('Mensaje marcado como atendido')).toBeVisible();
    expect(setMessageHandled).toHaveBeenCalledExactlyOnceWith('m1', true);
    expect(message('Lucía Pérez').getByText('Atendido')).toBeVisible();
    expect(
      message('Lucía Pérez').getByRole('button', {
        name: named('Marcar como pendiente', 'Lucía Pérez'),
      }),
    ).toBeEnabled();
  });

  it('keeps a message open when marking it fails, and says why', async () => {
    vi.mocked(setMessageHandled).mockResolvedValue(fail('network'));
    const user = renderPage();
    await loaded();
    await user.click(
      message('Lucía Pérez').getByRole('button', {
        name: named('Marcar como atendido', 'Lucía Pérez'),
      }),
    );
    expect(await screen.findByText(/^Sin conexión con el servidor/)).toBeVisible();
    expect(message('Lucía Pérez').getByText('Pendiente')).toBeVisible();
  });

  it('deletes a message once the admin confirms', async () => {
    const user = renderPage();
    await loaded();
    await user.click(
      message('Martín Gómez').getByRole('button', { name: named('Eliminar', 'Martín Gómez') }),
    );
    const dialog = within(screen.getByRole('dialog', { name: '¿Eliminar el mensaje?' }));
    expect(dialog.getByText('Se eliminará el mensaje de Martín Gómez.')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Mensaje eliminado')).toBeVisible();
    expect(deleteMessage).toHaveBeenCalledExactlyOnceWith('m2');
    expect(screen.queryByRole('heading', { name: 'Martín Gómez' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Lucía Pérez' })).toBeVisible();
  });

  it('says so when there are no messages', async () => {
    vi.mocked(listMessages).mockResolvedValue(ok([]));
    renderPage();
    expect(await screen.findByText('No hay mensajes.', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('says why the messages could not be read, and tries again', async () => {
    vi.mocked(listMessages).mockResolvedValueOnce(fail('network'));
    const user = renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('No pudimos cargar esta sección');
    expect(alert).toHaveTextContent(/Sin conexión con el servidor/);
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await loaded();
    expect(listMessages).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

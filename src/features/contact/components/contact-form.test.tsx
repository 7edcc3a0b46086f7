import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendMessage } from '@/features/contact/api/messages';
import type { Result } from '@/lib/result';
import { SessionContext } from '@/lib/session';
import { ContactForm } from './contact-form';
import { inSpanish } from '@/test/i18n';

vi.mock('@/features/contact/api/messages', () => ({ sendMessage: vi.fn() }));

const endpoint = vi.hoisted(() => ({ url: null as string | null }));
vi.mock('@/config/env', async (importOriginal) => {
  const { envWith } = await import('@/test/env');
  return envWith(await importOriginal(), () => ({ contactEndpoint: endpoint.url }));
});

const send = vi.mocked(sendMessage);
const saved: Result<string> = { isError: false, data: 'message-1' };

function setup() {
  const user = userEvent.setup();
  render(<ContactForm />);
  return {
    user,
    name: screen.getByLabelText('Nombre'),
    email: screen.getByLabelText('Email'),
    message: screen.getByLabelText('Mensaje'),
    submit: () => screen.getByRole('button', { name: /Enviar mensaje|Enviando/ }),
  };
}

const VALID = {
  nombre: 'Ana Pérez',
  email: 'ana@example.com',
  message: 'Hola, ¿hay recorridos en el Moderno?',
};

async function fillValid(
  user: ReturnType<typeof userEvent.setup>,
  fields: ReturnType<typeof setup>,
) {
  await user.type(fields.name, VALID.nombre);
  await user.type(fields.email, VALID.email);
  await user.type(fields.message, VALID.message);
}

/** What the three fields hold. */
function expectValues(fields: ReturnType<typeof setup>, values: typeof VALID) {
  expect(fields.name).toHaveValue(values.nombre);
  expect(fields.email).toHaveValue(values.email);
  expect(fields.message).toHaveValue(values.message);
}

/** A name, an email without its domain and a message over the 5000-character limit. */
async function submitBadEmailAndLongMessage(fields: ReturnType<typeof setup>) {
  await fields.user.type(fields.name, 'Ana');
  await fields.user.type(fields.email, 'ana@');
  await fields.user.click(fields.message);
  await fields.user.paste('x'.repeat(5001));
  await fields.user.click(fields.submit());
}

describe('ContactForm', () => {
  beforeEach(async () => {
    await inSpanish();
    send.mockReset();
    endpoint.url = null;
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says which fields are missing, focuses the first one and sends nothing', async () => {
    const fields = setup();
    await fields.user.click(fields.submit());

    // The schema is fetched on the first submit: wait for its verdict.
    await waitFor(() => expect(fields.name).toHaveFocus(), { timeout: 10_000 });
    expect(fields.name).toHaveAccessibleDescription('Escribí tu nombre.');
    expect(fields.email).toHaveAccessibleDescription('Escribí tu email.');
    expect(fields.message).toHaveAccessibleDescription('Escribí tu mensaje.');
    expect(fields.name).toHaveAttribute('aria-invalid', 'true');
    expect(fields.name).toHaveFocus();
    expect(send).not.toHaveBeenCalled();

    // Only blank text counts as missing.
    await fields.user.type(fields.name, '   ');
    expect(fields.name).toHaveAccessibleDescription('');
    await fields.user.click(fields.submit());
    await waitFor(() => expect(fields.name).toHaveAccessibleDescription('Escribí tu nombre.'), {
      timeout: 10_000,
    });
  });

  it('rejects a malformed email and text over the limit, and clears a message once edited', async () => {
    const fields = setup();
    await submitBadEmailAndLongMessage(fields);

    await waitFor(() => expect(fields.email).toHaveFocus(), { timeout: 10_000 });
    expect(fields.name).not.toHaveAttribute('aria-invalid');
    expect(fields.email).toHaveAccessibleDescription(
      'Revisá el email: tiene que ser como nombre@ejemplo.com.',
    );
    expect(fields.message).toHaveAccessibleDescription(
      'Es demasiado largo: hasta 5000 caracteres.',
    );
    expect(fields.email).toHaveFocus();
    expect(send).not.toHaveBeenCalled();

    await fields.user.type(fields.email, 'example.com');
    expect(fields.email).not.toHaveAttribute('aria-invalid');
    expect(fields.email).toHaveAccessibleDescription('');
  });

  it('words its messages again after a language switch, values included', async () => {
    send.mockResolvedValue({ isError: true, error: { code: 'network' } });
    const fields = setup();
    await submitBadEmailAndLongMessage(fields);
    await waitFor(() => expect(fields.email).toHaveFocus(), { timeout: 10_000 });

    await act(() => i18next.changeLanguage('en'));
    expect(fields.email).toHaveAccessibleDescription(
      'Check the email: it should look like name@example.com.',
    );
    expect(fields.message).toHaveAccessibleDescription(
      'That is too long: 5000 characters at most.',
    );

    await fields.user.type(fields.email, 'example.com');
    await fields.user.clear(fields.message);
    await fields.user.type(fields.message, 'Hola');
    await fields.user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^No connection to the server/);
    await act(() => i18next.changeLanguage('es'));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Sin conexión con el servidor/);
  });

  it('shows the translated error and keeps everything typed when saving fails', async () => {
    send.mockResolvedValue({ isError: true, error: { code: 'network' } });
    const fetchMock = vi.fn(() => Promise.resolve(new Response()));
    vi.stubGlobal('fetch', fetchMock);
    endpoint.url = 'https://example.com/contacto.php';
    const fields = setup();
    await fillValid(fields.user, fields);
    await fields.user.click(fields.submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sin conexión con el servidor. Revisá tu conexión e intentá de nuevo.',
    );
    expectValues(fields, VALID);
    expect(fields.submit()).toBeEnabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // A message that was not saved is not forwarded either.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends once however often it is submitted, then says so and clears the fields', async () => {
    let finish: (result: Result<string>) => void = () => undefined;
    send.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const fields = setup();
    await fillValid(fields.user, fields);
    await fields.user.click(fields.submit());

    expect(fields.submit()).toBeDisabled();
    expect(fields.submit()).toHaveTextContent('Enviando…');
    await fields.user.click(fields.submit());
    // A disabled button stops clicks; a submit event still reaches the form.
    const form = fields.name.closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    expect(send).toHaveBeenCalledTimes(1);
    // Signed out: the message names no account.
    expect(send).toHaveBeenCalledWith(
      {
        nombre: 'Ana Pérez',
        email: 'ana@example.com',
        message: 'Hola, ¿hay recorridos en el Moderno?',
      },
      undefined,
    );

    finish(saved);
    // The status region is there from the start, empty: wait for its words, not for it.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '¡Gracias! Recibimos tu mensaje y te vamos a responder por email.',
      ),
    );
    expectValues(fields, { nombre: '', email: '', message: '' });
    expect(fields.submit()).toBeEnabled();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('sends trimmed text', async () => {
    send.mockResolvedValue(saved);
    const fields = setup();
    await fields.user.type(fields.name, '  Ana  ');
    await fields.user.type(fields.email, 'ana@example.com');
    await fields.user.type(fields.message, ' Hola ');
    await fields.user.click(fields.submit());
    await screen.findByText(/Recibimos tu mensaje/);
    expect(send).toHaveBeenCalledWith(
      { nombre: 'Ana', email: 'ana@example.com', message: 'Hola' },
      undefined,
    );
  });

  it('signed in, names the sender’s account, so the message is among their data', async () => {
    send.mockResolvedValue(saved);
    const user = userEvent.setup();
    const session = {
      status: 'signedIn' as const,
      user: {
        uid: 'ana-uid',
        email: 'ana@example.com',
        emailVerified: true,
        name: 'Ana',
        surname: 'Pérez',
        isAdmin: false,
      },
    };
    render(
      <SessionContext
        value={{ session, known: true, requireAuth: () => undefined, signOut: async () => {} }}
      >
        <ContactForm />
      </SessionContext>,
    );
    await user.type(screen.getByLabelText('Nombre'), VALID.nombre);
    await user.type(screen.getByLabelText('Email'), VALID.email);
    await user.type(screen.getByLabelText('Mensaje'), VALID.message);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await screen.findByText(/Recibimos tu mensaje/);
    expect(send).toHaveBeenCalledWith(VALID, 'ana-uid');
  });

  it('also posts the fields form-encoded to the configured endpoint, and its failure is no error', async () => {
    send.mockResolvedValue(saved);
    const fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    endpoint.url = 'https://example.com/contacto.php';
    const fields = setup();
    await fillValid(fields.user, fields);
    await fields.user.click(fields.submit());

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/Recibimos tu mensaje/),
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://example.com/contacto.php');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeInstanceOf(URLSearchParams);
    expect((init?.body as URLSearchParams).toString()).toBe(
      new URLSearchParams({
        nombre: 'Ana Pérez',
        email: 'ana@example.com',
        message: 'Hola, ¿hay recorridos en el Moderno?',
      }).toString(),
    );
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('speaks English when the language is English', async () => {
    await i18next.changeLanguage('en');
    render(<ContactForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Write your message.');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, type Result } from '@/lib/result';
import { SessionContext, type Session, type SessionUser } from '@/lib/session';
import { join, signIn } from '@/features/accounts/api/session';
import { LogInPage } from './log-in';
import { submitWhileBusy } from '@/test/forms';
import { inSpanish } from '@/test/i18n';

vi.mock('@/features/accounts/api/session', () => ({ join: vi.fn(), signIn: vi.fn() }));

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

/** The sign-in page's route, and any other address, opened at `path` in `session`. */
function renderLogIn(path: string, session: Session) {
  render(
    <SessionContext
      value={{
        session,
        known: true,
        requireAuth: () => undefined,
        signOut: () => Promise.resolve(),
      }}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/log-in" element={<LogInPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </SessionContext>,
  );
}

function renderSignedIn(path: string, isAdmin: boolean) {
  const user: SessionUser = {
    uid: 'u1',
    email: 'a@b.test',
    emailVerified: true,
    name: 'Ana',
    surname: 'B',
    isAdmin,
  };
  renderLogIn(path, { status: 'signedIn', user });
}

beforeEach(async () => {
  await inSpanish();
  vi.mocked(join).mockReset();
  vi.mocked(signIn).mockReset();
});

/** The sign-in page's address with `?next=` asking for `path`. */
const askingFor = (path: string) => `/log-in?next=${encodeURIComponent(path)}`;

describe('where signing in leads', () => {
  it.each([
    ['takes an admin to the back-office when nothing else was asked', '/log-in', true, '/cpanel'],
    [
      'takes an admin to the page they came for, query included',
      askingFor('/cpanel/expositions?state=draft'),
      true,
      '/cpanel/expositions?state=draft',
    ],
    [
      'never takes an admin to another site: the back-office instead',
      askingFor('//evil.example/cpanel'),
      true,
      '/cpanel',
    ],
    ['takes a visitor home when nothing was asked', '/log-in', false, '/'],
    [
      'takes a visitor back to the page that sent them to sign in',
      askingFor('/muestra/x'),
      false,
      '/muestra/x',
    ],
  ])('%s', (_name, path, isAdmin, where) => {
    renderSignedIn(path, isAdmin);
    expect(screen.getByText(`at ${where}`)).toBeInTheDocument();
  });
});

describe('the sign-in and join forms', () => {
  function renderSignedOut(path: string) {
    renderLogIn(path, { status: 'signedOut' });
    return userEvent.setup();
  }

  it('says every empty field at once, each beside its field, under the spec’s summary', async () => {
    const user = renderSignedOut('/log-in?mode=join');
    await user.type(screen.getByLabelText('Nombre'), 'Clara');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(screen.getByRole('alert')).toHaveTextContent('*Completar todos los campos');
    for (const label of ['Apellido', 'Email', 'Contraseña']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining('*Completá este campo'),
      );
    }
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');
    expect(vi.mocked(join)).not.toHaveBeenCalled();
  });

  it('asks for the verification mail in the page language, leading back where they were going', async () => {
    vi.mocked(join).mockResolvedValue(fail('network'));
    const user = renderSignedOut(`${askingFor('/muestra/t1')}&mode=join`);
    await user.type(screen.getByLabelText('Nombre'), 'Clara');
    await user.type(screen.getByLabelText('Apellido'), 'Molina');
    await user.type(screen.getByLabelText('Email'), 'clara@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(vi.mocked(join)).toHaveBeenCalledWith(
      { name: 'Clara', lastName: 'Molina', email: 'clara@example.com', password: 'secreta' },
      { language: 'es', continueUrl: `${window.location.origin}/muestra/t1` },
    );
  });

  it('offers to sign in with a registered address, or to reset its password', async () => {
    vi.mocked(join).mockResolvedValue(fail('emailInUse'));
    const user = renderSignedOut('/log-in?mode=join');
    await user.type(screen.getByLabelText('Nombre'), 'Clara');
    await user.type(screen.getByLabelText('Apellido'), 'Molina');
    await user.type(screen.getByLabelText('Email'), 'clara@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(
      '*Esta cuenta ya está registrada',
    );
    expect(screen.getByRole('link', { name: 'Recuperar la contraseña' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await user.click(screen.getByRole('link', { name: 'Ingresar con este email' }));
    expect(screen.getByRole('heading', { name: 'Ingresar' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('clara@example.com');
    // What was wrong with joining is not said of signing in.
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('says under the join button what the account keeps, with a link to the privacy notice', () => {
    renderSignedOut('/log-in?mode=join');
    const link = screen.getByRole('link', { name: 'Cómo cuidamos tus datos' });
    expect(link).toHaveAttribute('href', '/privacidad');
    expect(link.closest('p')).toHaveTextContent(
      /^Guardamos tu nombre, tu apellido y tu email para tu cuenta;/,
    );
    expect(screen.getByRole('button', { name: 'Crear cuenta' }).closest('form')).toContainElement(
      link,
    );
  });

  it('signs in once however often it is submitted while the request is out', async () => {
    let finish: (result: Result<void>) => void = () => undefined;
    vi.mocked(signIn).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = renderSignedOut('/log-in');
    await user.type(screen.getByLabelText('Email'), 'clara@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta');
    await submitWhileBusy('Ingresar', 'Un momento…');
    expect(vi.mocked(signIn)).toHaveBeenCalledTimes(1);
    finish(fail('badCredentials'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '*Email y/o contraseñas incorrectas',
    );
  });
});

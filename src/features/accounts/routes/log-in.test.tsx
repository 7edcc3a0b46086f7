import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type SessionUser } from '@/lib/session';
import { LogInPage } from './log-in';
import { inSpanish } from '@/test/i18n';

vi.mock('../api/session', () => ({ join: vi.fn(), signIn: vi.fn() }));

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

function renderSignedIn(path: string, isAdmin: boolean) {
  const user: SessionUser = { uid: 'u1', email: 'a@b.test', name: 'Ana', surname: 'B', isAdmin };
  render(
    <SessionContext
      value={{
        session: { status: 'signedIn', user },
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

beforeEach(async () => {
  await inSpanish();
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

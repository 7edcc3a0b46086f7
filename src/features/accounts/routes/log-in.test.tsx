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

describe('where signing in leads', () => {
  it('takes an admin to the back-office when nothing else was asked', () => {
    renderSignedIn('/log-in', true);
    expect(screen.getByText('at /cpanel')).toBeInTheDocument();
  });

  it('takes an admin to the page they came for, query included', () => {
    renderSignedIn(`/log-in?next=${encodeURIComponent('/cpanel/expositions?state=draft')}`, true);
    expect(screen.getByText('at /cpanel/expositions?state=draft')).toBeInTheDocument();
  });

  it('never takes an admin to another site: the back-office instead', () => {
    renderSignedIn(`/log-in?next=${encodeURIComponent('//evil.example/cpanel')}`, true);
    expect(screen.getByText('at /cpanel')).toBeInTheDocument();
  });

  it('takes a visitor home when nothing was asked', () => {
    renderSignedIn('/log-in', false);
    expect(screen.getByText('at /')).toBeInTheDocument();
  });

  it('takes a visitor back to the page that sent them to sign in', () => {
    renderSignedIn(`/log-in?next=${encodeURIComponent('/muestra/x')}`, false);
    expect(screen.getByText('at /muestra/x')).toBeInTheDocument();
  });
});

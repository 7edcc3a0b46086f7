import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session, type SessionApi } from '@/lib/session';
import { CpanelLayout } from '@/app/layouts/cpanel-layout';
import { RequireAdmin } from './guards';
import { inSpanish } from '@/test/i18n';

const admin = {
  uid: 'a1',
  email: 'admin@museo.test',
  emailVerified: true,
  name: 'Ada',
  surname: 'Admin',
  isAdmin: true,
};

/** A back-office page that would load admin data as soon as it mounts. */
const mounted = vi.fn();
function ToursPage() {
  mounted();
  return <h1>Recorridos: la lista real</h1>;
}

function renderAt(path: string, session: Session, known: boolean, preload = vi.fn()) {
  const api: SessionApi = {
    session,
    known,
    requireAuth: vi.fn(),
    signOut: () => Promise.resolve(),
  };
  const view = render(
    <SessionContext value={api}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/cpanel" element={<RequireAdmin preload={preload} />}>
            <Route element={<CpanelLayout />}>
              <Route path="expositions" element={<ToursPage />} />
            </Route>
          </Route>
          <Route path="/" element={<h1>Inicio</h1>} />
        </Routes>
      </MemoryRouter>
    </SessionContext>,
  );
  return { ...view, api, preload };
}

beforeEach(async () => {
  await inSpanish();
  mounted.mockClear();
});

describe('RequireAdmin with the back-office frame', () => {
  it('while Auth answers, shows the navigation and the page’s skeleton, never the page', () => {
    const { api, preload } = renderAt(
      '/cpanel/expositions',
      { status: 'loading', hint: { name: 'Ada', isAdmin: true } },
      false,
    );
    expect(screen.getByRole('navigation', { name: 'Administración' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recorridos' })).toBeInTheDocument();
    // The list's own title and a polite "loading", before anything is known about the person.
    expect(screen.getByRole('heading', { level: 1, name: 'Recorridos' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(mounted).not.toHaveBeenCalled();
    expect(api.requireAuth).toHaveBeenCalled();
    // The page's code (never its data) is fetched meanwhile.
    expect(preload).toHaveBeenCalledWith('/cpanel/expositions');
  });

  it('waits for Auth even when nobody is remembered on this device', () => {
    renderAt('/cpanel/expositions', { status: 'signedOut' }, false);
    expect(screen.getByRole('heading', { level: 1, name: 'Recorridos' })).toBeInTheDocument();
    expect(mounted).not.toHaveBeenCalled();
  });

  it('shows the page once Auth says the person is an admin', () => {
    renderAt('/cpanel/expositions', { status: 'signedIn', user: admin }, true);
    expect(screen.getByRole('heading', { name: 'Recorridos: la lista real' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(mounted).toHaveBeenCalled();
  });

  it('sends a signed-in visitor and a signed-out one home without mounting the page', () => {
    const visitor = { ...admin, uid: 'v1', isAdmin: false };
    const first = renderAt('/cpanel/expositions', { status: 'signedIn', user: visitor }, true);
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Administración' })).not.toBeInTheDocument();
    first.unmount();
    renderAt('/cpanel/expositions', { status: 'signedOut' }, true);
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    expect(mounted).not.toHaveBeenCalled();
  });
});

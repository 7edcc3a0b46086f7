import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '@/lib/session';
import { Header } from './header';
import { inSpanish } from '@/test/i18n';

const blog = vi.hoisted(() => ({ url: null as string | null }));
vi.mock('@/config/env', async (importOriginal) => {
  const { envWith } = await import('@/test/env');
  return envWith(await importOriginal(), () => ({ blogUrl: blog.url }));
});

function renderHeader(session: Session = { status: 'signedOut' }) {
  return render(
    <SessionContext
      value={{
        session,
        known: session.status !== 'loading',
        requireAuth: () => undefined,
        signOut: () => Promise.resolve(),
      }}
    >
      <MemoryRouter>
        <Header />
      </MemoryRouter>
    </SessionContext>,
  );
}

const person = (isAdmin: boolean) => ({
  uid: 'u1',
  email: 'ana@museo.test',
  emailVerified: true,
  name: 'Ana',
  surname: 'Paz',
  isAdmin,
});

describe('Header', () => {
  beforeEach(async () => {
    await inSpanish();
    blog.url = null;
  });

  it('links to the blog only when one is configured', () => {
    const { unmount } = renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).queryByRole('link', { name: /Blog/ })).toBeNull();
    unmount();

    blog.url = 'https://blog.example.org/';
    renderHeader();
    const link = screen.getByRole('link', { name: 'Blog (se abre en una pestaña nueva)' });
    expect(link).toHaveAttribute('href', 'https://blog.example.org/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the navigation in Spanish by default', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Museos' })).toHaveAttribute('href', '/museos');
    expect(within(nav).getByRole('link', { name: 'Contacto' })).toHaveAttribute(
      'href',
      '/#contact',
    );
    expect(within(nav).getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/log-in');
    expect(document.documentElement.lang).toBe('es');
  });

  it('switches every header text to English, marks the choice and remembers it', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'EN, Cambiar a English' }));

    // The English texts are a chunk of their own, downloaded on this first switch.
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Museums' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'About us' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EN, Switch to English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'ES, Switch to Español' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
  });

  it('opens and closes the phone menu, announcing its state', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: 'Menú' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows an admin the way to the back-office in the bar, outside the phone menu', () => {
    renderHeader({ status: 'signedIn', user: person(true) });
    const link = screen.getByRole('link', { name: 'Administración' });
    expect(link).toHaveAttribute('href', '/cpanel');
    // Not inside the navigation a phone folds away behind "Menú".
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(nav).not.toContainElement(link);
    // One way in: the user menu no longer repeats it.
    expect(screen.getAllByRole('link', { name: 'Administración', hidden: true })).toHaveLength(1);
  });

  it('shows it from the remembered session while Auth loads, and never to a visitor', () => {
    const first = renderHeader({ status: 'loading', hint: { name: 'Ana', isAdmin: true } });
    expect(screen.getByRole('link', { name: 'Administración' })).toBeInTheDocument();
    first.unmount();
    const second = renderHeader({ status: 'signedIn', user: person(false) });
    expect(screen.queryByRole('link', { name: 'Administración', hidden: true })).toBeNull();
    second.unmount();
    renderHeader({ status: 'loading', hint: { name: 'Ana', isAdmin: false } });
    expect(screen.queryByRole('link', { name: 'Administración', hidden: true })).toBeNull();
  });

  it('names the way in English as "Back office"', async () => {
    await i18next.changeLanguage('en');
    renderHeader({ status: 'signedIn', user: person(true) });
    expect(await screen.findByRole('link', { name: 'Back office' })).toHaveAttribute(
      'href',
      '/cpanel',
    );
  });

  describe('signed in', () => {
    /** The header on `at`, with a probe saying where the router is, and a sign-out spy. */
    function signedInAt(at: string) {
      const signOut = vi.fn(() => Promise.resolve());
      function Where() {
        return <p data-testid="where">{useLocation().pathname}</p>;
      }
      render(
        <SessionContext
          value={{
            session: { status: 'signedIn', user: person(false) },
            known: true,
            requireAuth: () => undefined,
            signOut,
          }}
        >
          <MemoryRouter initialEntries={[at]}>
            <Header />
            <Routes>
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </SessionContext>,
      );
      return signOut;
    }

    it('puts the account one tap from the bar, and in the menu with its name', () => {
      signedInAt('/');
      const links = screen.getAllByRole('link', { name: 'Mi cuenta (Ana)' });
      expect(links).toHaveLength(2);
      for (const link of links) expect(link).toHaveAttribute('href', '/mi-cuenta');
      const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
      // One in the bar, outside the navigation a phone folds away; one in it, with the name.
      expect(links.filter((link) => nav.contains(link))).toHaveLength(1);
      expect(within(nav).getByText('Ana')).toBeInTheDocument();
    });

    it('signs out without leaving a public page', async () => {
      const signOut = signedInAt('/muestra/berni');
      await userEvent.click(screen.getByRole('button', { name: 'Salir' }));
      expect(signOut).toHaveBeenCalledTimes(1);
      expect(screen.getByTestId('where')).toHaveTextContent('/muestra/berni');
    });

    it('signs out of the account page to the home page', async () => {
      signedInAt('/mi-cuenta');
      await userEvent.click(screen.getByRole('button', { name: 'Salir' }));
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    });
  });
});

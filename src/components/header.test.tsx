import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
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
});

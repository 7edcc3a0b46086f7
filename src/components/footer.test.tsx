import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@/config/env';
import { Footer } from './footer';
import { inSpanish } from '@/test/i18n';

const links = vi.hoisted(() => ({
  blogUrl: null as string | null,
  founderUrl: null as string | null,
}));
vi.mock('@/config/env', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/config/env')>();
  return {
    ...original,
    getConfig: (): AppConfig => ({ ...original.getConfig(), ...links }),
  };
});

function renderFooter() {
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  return within(screen.getByRole('contentinfo'));
}

describe('Footer', () => {
  beforeEach(async () => {
    await inSpanish();
    links.blogUrl = null;
    links.founderUrl = null;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the current year, not a fixed one', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 2, 14));
    const footer = renderFooter();
    expect(footer.getByText('© 2031 Museo Guía. Todos los derechos reservados.')).toBeVisible();
  });

  it('links to the contact section, and leaves out the blog and founder when not configured', () => {
    const footer = renderFooter();
    const nav = within(footer.getByRole('navigation', { name: 'Enlaces del pie de página' }));
    expect(nav.getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/#contact');
    expect(nav.getAllByRole('link')).toHaveLength(1);
  });

  it('links to the privacy notice, in this tab, beside the copyright', async () => {
    const footer = renderFooter();
    const privacy = footer.getByRole('link', { name: 'Privacidad' });
    expect(privacy).toHaveAttribute('href', '/privacidad');
    expect(privacy).not.toHaveAttribute('target');
    await userEvent.setup().click(footer.getByRole('button', { name: 'EN, Cambiar a English' }));
    expect(await footer.findByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/privacidad',
    );
  });

  it('links to the configured blog and founder page, in a new tab that says so', () => {
    links.blogUrl = 'https://blog.example.org/';
    links.founderUrl = 'https://example.org/fundadora';
    const footer = renderFooter();
    const founder = footer.getByRole('link', {
      name: 'Sobre la fundadora (se abre en una pestaña nueva)',
    });
    expect(founder).toHaveAttribute('href', 'https://example.org/fundadora');
    expect(founder).toHaveAttribute('target', '_blank');
    expect(founder).toHaveAttribute('rel', 'noopener noreferrer');
    const blog = footer.getByRole('link', { name: 'Blog (se abre en una pestaña nueva)' });
    expect(blog).toHaveAttribute('href', 'https://blog.example.org/');
  });

  it('switches the language from the end of the page', async () => {
    const user = userEvent.setup();
    const footer = renderFooter();
    await user.click(footer.getByRole('button', { name: 'EN, Cambiar a English' }));
    expect(await footer.findByRole('navigation', { name: 'Footer links' })).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Contact' })).toBeInTheDocument();
    expect(footer.getByText(/All rights reserved\.$/)).toBeVisible();
    expect(footer.getByRole('button', { name: 'EN, Switch to English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(document.documentElement.lang).toBe('en');
  });
});

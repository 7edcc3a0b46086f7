import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from './home';
import { inSpanish } from '@/test/i18n';

// The highlighted tours wait for the covers and the network: never, here.
vi.mock('./home-loader', () => ({
  highlightsKey: 'highlights',
  loadHighlights: () => new Promise(() => undefined),
  exhibitionsKey: () => 'exhibitions',
  loadExhibitions: () => new Promise(() => undefined),
}));

const founder = vi.hoisted(() => ({ url: null as string | null }));
vi.mock('@/config/env', async (importOriginal) => {
  const { envWith } = await import('@/test/env');
  return envWith(await importOriginal(), () => ({ founderUrl: founder.url }));
});

function aboutSection() {
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
  return within(screen.getByRole('region', { name: 'Nosotros' }));
}

describe('the home page’s about section', () => {
  beforeEach(async () => {
    await inSpanish();
  });

  it('links to the founder’s page when one is configured, in a new tab', () => {
    founder.url = 'https://example.org/fundadora';
    const link = aboutSection().getByRole('link', {
      name: 'Más sobre la fundadora (se abre en una pestaña nueva)',
    });
    expect(link).toHaveAttribute('href', 'https://example.org/fundadora');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no founder link at all when none is configured', () => {
    founder.url = null;
    const about = aboutSection();
    expect(about.getByText(/curados por su fundadora/)).toBeInTheDocument();
    expect(about.queryByRole('link')).toBeNull();
  });
});

describe('the home page’s contact form', () => {
  beforeEach(async () => {
    await inSpanish();
  });

  it('says under its button what is kept of a message, with a link to the privacy notice', async () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    const contact = within(screen.getByRole('region', { name: 'Contacto' }));
    const link = await contact.findByRole('link', { name: 'Cómo cuidamos tus datos' });
    expect(link).toHaveAttribute('href', '/privacidad');
    expect(link.closest('p')).toHaveTextContent(
      /^Guardamos tu nombre, tu email y tu mensaje para responderte: .* 12 meses\./,
    );
    const button = contact.getByRole('button', { name: 'Enviar mensaje' });
    expect(button.closest('form')).toContainElement(link);
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listMuseums } from '@/features/museums/api/museums';
import type { Museum } from '@/features/museums/model/museum';
import { MuseumsPage } from './museums';
import { inSpanish } from '@/test/i18n';

vi.mock('@/features/museums/api/museums', () => ({ listMuseums: vi.fn() }));
const list = vi.mocked(listMuseums);

/** A museum with `publishedTours` published tours; undefined: stored before the count. */
const museum = (id: string, es: string, en: string, publishedTours?: number): Museum => ({
  id,
  name: { es, en },
  description: { es: `Descripción de ${es}`, en: `About ${en}` },
  image: null,
  ...(publishedTours !== undefined && { publishedTours }),
});

function renderPage() {
  return render(
    <MemoryRouter>
      <MuseumsPage />
    </MemoryRouter>,
  );
}

/** The page listing `data`, once shown: its items, in the order it puts them. */
async function renderMuseums(...data: Museum[]) {
  list.mockResolvedValue({ isError: false, data });
  renderPage();
  return within(await screen.findByRole('list', { name: 'Museos' })).getAllByRole('listitem');
}

describe('/museos', () => {
  beforeEach(async () => {
    await inSpanish();
    list.mockReset();
  });

  it('marks a museum without published tours "Coming soon", last and not a link', async () => {
    const items = await renderMuseums(
      museum('sivori', 'Museo Sívori', 'Sívori Museum', 0),
      museum('mnba', 'Bellas Artes', 'Fine Arts', 2),
    );
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Bellas Artes.*Ver recorridos →$/),
      expect.stringMatching(/^Museo Sívori.*Próximamente$/),
    ]);
    const [open, soon] = items as [HTMLElement, HTMLElement];
    expect(within(open).getByRole('link', { name: 'Bellas Artes' })).toHaveAttribute(
      'href',
      '/recorridos/mnba',
    );
    expect(within(soon).queryByRole('link')).toBeNull();
    expect(within(soon).getByRole('heading', { level: 2, name: 'Museo Sívori' })).toBeVisible();

    await i18next.changeLanguage('en');
    expect(await within(soon).findByText('Coming soon')).toBeVisible();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('shows a museum whose count of published tours is unknown as open, never coming soon', async () => {
    const items = await renderMuseums(
      museum('sivori', 'Museo Sívori', 'Sívori Museum', 0),
      museum('mnba', 'Bellas Artes', 'Fine Arts'),
      museum('moderno', 'Museo Moderno', 'Modern Art Museum', 1),
    );
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Bellas Artes.*Ver recorridos →$/),
      expect.stringMatching(/^Museo Moderno.*Ver recorridos →$/),
      expect.stringMatching(/^Museo Sívori.*Próximamente$/),
    ]);
    expect(screen.getByRole('link', { name: 'Bellas Artes' })).toHaveAttribute(
      'href',
      '/recorridos/mnba',
    );
    expect(screen.getAllByText('Próximamente')).toHaveLength(1);
  });

  it('says so when there are no museums, in both languages', async () => {
    list.mockResolvedValue({ isError: false, data: [] });
    renderPage();
    expect(await screen.findByText('No se encuentran temáticas')).toBeInTheDocument();
    await i18next.changeLanguage('en');
    expect(await screen.findByText('No museums found')).toBeInTheDocument();
  });

  it('shows a translated error with a retry that loads again', async () => {
    list.mockResolvedValueOnce({ isError: true, error: { code: 'network' } });
    list.mockResolvedValueOnce({ isError: false, data: [] });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sin conexión con el servidor. Revisá tu conexión e intentá de nuevo.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No se encuentran temáticas')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });
});

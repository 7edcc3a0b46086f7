import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listMuseumsPage } from '@/features/museums/api/museums';
import type { Museum } from '@/features/museums/model/museum';
import { MuseumsPage } from './museums';
import { inSpanish } from '@/test/i18n';

vi.mock('@/features/museums/api/museums', () => ({ listMuseumsPage: vi.fn() }));
const list = vi.mocked(listMuseumsPage);

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

  it('shows six museums, then six more on "Ver más museos", and focuses the first one added', async () => {
    const all = Array.from({ length: 9 }, (_, i) =>
      museum(`m${i + 1}`, `Museo ${i + 1}`, `Museum ${i + 1}`, i === 1 ? 0 : 1),
    );
    // Each page is read with one museum more, which tells whether more follow.
    list.mockResolvedValueOnce({ isError: false, data: all.slice(0, 7) });
    list.mockResolvedValueOnce({ isError: true, error: { code: 'network' } });
    list.mockResolvedValueOnce({ isError: false, data: all.slice(6) });
    renderPage();
    const museums = await screen.findByRole('list', { name: 'Museos' });
    const names = () =>
      within(museums)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);
    // Coming soon stays last among those shown.
    expect(names()).toEqual(['Museo 1', 'Museo 3', 'Museo 4', 'Museo 5', 'Museo 6', 'Museo 2']);
    expect(screen.queryByText('Museo 7')).toBeNull();

    // A failure says why, keeps the list, and the button tries again.
    await userEvent.click(screen.getByRole('button', { name: 'Ver más museos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Sin conexión con el servidor/);
    expect(names()).toHaveLength(6);
    await i18next.changeLanguage('en');
    expect(await screen.findByRole('alert')).toHaveTextContent(/connection/i);
    await userEvent.click(screen.getByRole('button', { name: 'Show more museums' }));

    expect(await within(museums).findByRole('heading', { name: 'Museum 7' })).toBeVisible();
    expect(names()).toEqual([
      'Museum 1',
      'Museum 3',
      'Museum 4',
      'Museum 5',
      'Museum 6',
      'Museum 7',
      'Museum 8',
      'Museum 9',
      'Museum 2',
    ]);
    // The next page starts after the last museum read, not the last one shown.
    expect(list).toHaveBeenNthCalledWith(2, 'm6');
    expect(list).toHaveBeenNthCalledWith(3, 'm6');
    expect(document.activeElement).toHaveTextContent(/^Museum 7/);
    // Three came, fewer than a page and its extra one: the end.
    expect(screen.queryByRole('button', { name: 'Show more museums' })).toBeNull();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listMuseums } from '@/features/museums/api/museums';
import type { Museum } from '@/features/museums/model/museum';
import { listMuseumIdsWithPublishedTours } from '@/features/tours/api/tours';
import { MuseumsPage } from './museums';
import { inSpanish } from '@/test/i18n';

vi.mock('@/features/museums/api/museums', () => ({ listMuseums: vi.fn() }));
vi.mock('@/features/tours/api/tours', () => ({
  listMuseumIdsWithPublishedTours: vi.fn(),
}));
const list = vi.mocked(listMuseums);
const withTours = vi.mocked(listMuseumIdsWithPublishedTours);

const museum = (id: string, es: string, en: string): Museum => ({
  id,
  name: { es, en },
  description: { es: `Descripción de ${es}`, en: `About ${en}` },
  image: null,
});

function renderPage() {
  return render(
    <MemoryRouter>
      <MuseumsPage />
    </MemoryRouter>,
  );
}

describe('/museos', () => {
  beforeEach(async () => {
    await inSpanish();
    list.mockReset();
    withTours.mockReset();
    withTours.mockResolvedValue({ isError: false, data: [] });
  });

  it('marks a museum without published tours "Coming soon", last and not a link', async () => {
    list.mockResolvedValue({
      isError: false,
      data: [
        museum('sivori', 'Museo Sívori', 'Sívori Museum'),
        museum('mnba', 'Bellas Artes', 'Fine Arts'),
      ],
    });
    withTours.mockResolvedValue({ isError: false, data: ['mnba', 'gone'] });
    renderPage();
    const items = within(await screen.findByRole('list', { name: 'Museos' })).getAllByRole(
      'listitem',
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
    expect(withTours).toHaveBeenCalledTimes(1);
  });

  it('shows the error with a retry when the tours cannot be read, not every museum as coming soon', async () => {
    list.mockResolvedValue({ isError: false, data: [museum('mnba', 'Bellas Artes', 'Fine Arts')] });
    withTours.mockResolvedValueOnce({ isError: true, error: { code: 'network' } });
    withTours.mockResolvedValueOnce({ isError: false, data: ['mnba'] });
    renderPage();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Próximamente')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Bellas Artes' })).toBeInTheDocument();
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

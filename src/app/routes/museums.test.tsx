import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listMuseums } from '@/features/museums/api/tematics';
import { initI18n } from '@/i18n/i18n';
import { MuseumsPage } from './museums';

vi.mock('@/features/museums/api/tematics', () => ({ listMuseums: vi.fn() }));
const list = vi.mocked(listMuseums);

function renderPage() {
  return render(
    <MemoryRouter>
      <MuseumsPage />
    </MemoryRouter>,
  );
}

describe('/museos', () => {
  beforeEach(async () => {
    await initI18n('es');
    await i18next.changeLanguage('es');
    list.mockReset();
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

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@/config/routes';
import { CPANEL_ROUTES } from '@/config/cpanel-routes';
import { getUserRecord } from '@/features/accounts/api/users';
import { trashMuseum } from '@/features/museums/api/museum-edits';
import { listMuseums } from '@/features/museums/api/museums';
import type { Museum } from '@/features/museums/model/museum';
import { startInSpanish, text } from '@/features/cpanel/test-support';
import { fail, ok, type Result } from '@/lib/result';
import { MuseumsListPage } from './museums-list';

vi.mock('@/features/museums/api/museums', () => ({ listMuseums: vi.fn() }));
vi.mock('@/features/museums/api/museum-edits', () => ({ trashMuseum: vi.fn() }));
vi.mock('@/features/accounts/api/users', () => ({ getUserRecord: vi.fn() }));

const HOUR = 3_600_000;
const picture = (id: string) => ({
  url: `https://storage.test/${id}/mainImg-640.webp`,
  path: `${id}/mainImg.webp`,
  contentType: 'image/webp',
  size: 180_000,
});
const MNBA: Museum = {
  id: 'mnba',
  name: text('Museo Nacional de Bellas Artes', 'National Museum of Fine Arts'),
  description: text(
    'Arte argentino y europeo, del siglo XIX a hoy.',
    'Argentine and European art.',
  ),
  image: picture('mnba'),
  updatedBy: 'ada',
  updatedAt: Date.now() - 2 * HOUR,
};
const MODERNO: Museum = {
  id: 'moderno',
  name: text('Museo de Arte Moderno', 'Museum of Modern Art'),
  description: text('En San Telmo, un antiguo depósito de tabaco.', 'In San Telmo.'),
  image: null,
};

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <MuseumsListPage />
      <ToastContainer />
    </MemoryRouter>,
  );
  return user;
}

const loaded = () => screen.findByText('2 de 2 museos', {}, { timeout: 5000 });
const row = (name: string) => {
  const item = screen.getByRole('heading', { name }).closest('li');
  if (!item) throw new Error(`no row ${name}`);
  return within(item);
};

startInSpanish();
beforeEach(() => {
  vi.mocked(listMuseums)
    .mockReset()
    .mockResolvedValue(ok([MNBA, MODERNO]));
  vi.mocked(trashMuseum)
    .mockReset()
    .mockResolvedValue(ok({ tours: 3 }));
  vi.mocked(getUserRecord).mockResolvedValue(
    ok({
      id: 'ada',
      email: 'ada@museo.test',
      name: 'Ada',
      surname: 'Lovelace',
      isAdmin: true,
      authProvider: 'local',
    }),
  );
});

describe('the back-office museums list', { timeout: 20_000 }, () => {
  it('shows its title and the way to add one while the museums load', async () => {
    let answer: (result: Result<Museum[]>) => void = () => undefined;
    vi.mocked(listMuseums).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Museos' })).toBeVisible();
    expect(screen.getByRole('link', { name: '+ Agregar museo' })).toHaveAttribute(
      'href',
      CPANEL_ROUTES.addMuseum,
    );
    expect(screen.getByText('Cargando…')).toHaveAttribute('role', 'status');
    answer(ok([MNBA, MODERNO]));
    await loaded();
    expect(screen.queryByText('Cargando…')).toBeNull();
  });

  it('shows a row per museum: picture, name, description, who changed it and its actions', async () => {
    const user = renderPage();
    await loaded();
    const mnba = row('Museo Nacional de Bellas Artes');
    expect(mnba.getByText('Arte argentino y europeo, del siglo XIX a hoy.')).toBeVisible();
    expect(mnba.getByRole('presentation')).toHaveAttribute('src', picture('mnba').url);
    await waitFor(() =>
      expect(mnba.getByText(/^Modificado por/)).toHaveTextContent(
        'Modificado por Ada Lovelace · hace 2 horas',
      ),
    );
    expect(
      mnba.getByRole('link', { name: /^Editar ?Museo Nacional de Bellas Artes$/ }),
    ).toHaveAttribute('href', CPANEL_ROUTES.editMuseum('mnba'));
    await user.click(
      mnba.getByRole('button', { name: 'Más acciones para Museo Nacional de Bellas Artes' }),
    );
    expect(screen.getByRole('menuitem', { name: 'Ver' })).toHaveAttribute(
      'href',
      ROUTES.museum('mnba'),
    );
    expect(screen.getByRole('menuitem', { name: 'Eliminar' })).toBeVisible();
    // Stored before who changed it was kept.
    expect(row('Museo de Arte Moderno').getByText('Modificado por —')).toBeVisible();
  });

  it('finds a museum by its name', async () => {
    const user = renderPage();
    await loaded();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), 'moderno');
    expect(await screen.findByText('1 de 2 museos')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Museo de Arte Moderno' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Museo Nacional de Bellas Artes' })).toBeNull();
  });

  it('moves a museum to the trash once the admin confirms, and lists what is left', async () => {
    const user = renderPage();
    await loaded();
    vi.mocked(listMuseums).mockResolvedValue(ok([MODERNO]));
    await user.click(
      row('Museo Nacional de Bellas Artes').getByRole('button', {
        name: 'Más acciones para Museo Nacional de Bellas Artes',
      }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    const dialog = within(screen.getByRole('dialog', { name: '¿Mover el museo a la papelera?' }));
    expect(
      dialog.getByText(/^«Museo Nacional de Bellas Artes» y todos sus recorridos/),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Mover a la papelera' }));
    expect(await screen.findByText('Museo movido a la papelera')).toBeVisible();
    expect(trashMuseum).toHaveBeenCalledExactlyOnceWith('mnba');
    expect(await screen.findByText('1 de 1 museos')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Museo Nacional de Bellas Artes' })).toBeNull();
  });

  it('says how to start when there is no museum yet', async () => {
    vi.mocked(listMuseums).mockResolvedValue(ok([]));
    renderPage();
    expect(
      await screen.findByText('Todavía no hay museos. Agregá el primero.', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('says why the museums could not be read, and tries again', async () => {
    vi.mocked(listMuseums).mockResolvedValueOnce(fail('permissionDenied'));
    const user = renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('No tenés permiso para hacer esto.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await loaded();
    expect(listMuseums).toHaveBeenCalledTimes(2);
  });
});

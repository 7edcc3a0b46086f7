import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@/config/routes';
import { aTour, text } from '@/features/cpanel/test-support';
import type { ErrorCode } from '@/lib/error-codes';
import { inSpanish } from '@/test/i18n';
import { DataPageState } from './page-states';

// The museum's and the tour's pages show these until their data is ready (each page's own test
// shows them in place); here, every case, the offline one with tours saved on the device.

const retry = vi.fn();
function renderState(of: 'museum' | 'tour', state: Parameters<typeof DataPageState>[0]['state']) {
  render(
    <MemoryRouter>
      <DataPageState of={of} state={state} retry={retry} />
    </MemoryRouter>,
  );
}
const failed = (code: ErrorCode) => ({ status: 'error' as const, error: { code } });

/** A tour saved on this device as the tour page saves it: its data in Cache Storage. */
function savedOnTheDevice() {
  const saved = {
    id: 'realismo',
    savedAt: new Date(2026, 10, 20).getTime(),
    bytes: 14_500_000,
    files: [],
    data: {
      tour: aTour({ id: 'realismo', museum: text('Museo Nacional de Bellas Artes') }),
      works: [],
      comments: [],
    },
  };
  const entry = { url: `${window.location.origin}/__offline__/tours/realismo.json` };
  vi.stubGlobal('caches', {
    open: () =>
      Promise.resolve({
        keys: () => Promise.resolve([entry]),
        match: () => Promise.resolve({ json: () => Promise.resolve(saved) }),
      }),
  });
}

beforeEach(async () => {
  await inSpanish();
  retry.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a data page until its data is ready', () => {
  it('says it is loading', () => {
    renderState('tour', { status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });

  it('says a museum that is not there was not found, in the tab too, and leads to the museums', async () => {
    renderState('museum', failed('notFound'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'No encontramos este museo',
    );
    expect(
      screen.getByText('Puede que el enlace esté incompleto o que el museo ya no esté en la guía.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Todos los museos' })).toHaveAttribute(
      'href',
      ROUTES.museums,
    );
    await waitFor(() => expect(document.title).toBe('No encontramos este museo · Museo Guía'));
  });

  it('says a draft tour, which visitors may not read, was not found', () => {
    renderState('tour', failed('permissionDenied'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'No encontramos este recorrido',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why the data could not be read, and tries again', async () => {
    renderState('museum', failed('network'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar esta sección');
    expect(alert).toHaveTextContent(/Sin conexión con el servidor/);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('with no connection, says the tour is not saved and leads to the tours that are', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    savedOnTheDevice();
    renderState('tour', failed('network'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Este recorrido no está guardado en este dispositivo');
    const saved = within(await screen.findByRole('region', { name: 'Mis recorridos guardados' }));
    expect(await saved.findByRole('link', { name: 'Realismo social' })).toHaveAttribute(
      'href',
      ROUTES.tour('realismo'),
    );
    // Its museum, its size and when it was saved.
    expect(saved.getByRole('listitem')).toHaveTextContent(
      /Museo Nacional de Bellas Artes · 15 MB · guardado el 20 nov 2026$/,
    );
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('with no connection, says a museum’s page needs one', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderState('museum', failed('network'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta página necesita conexión');
    expect(
      await screen.findByText(/^Todavía no guardaste recorridos en este dispositivo/),
    ).toBeVisible();
  });
});

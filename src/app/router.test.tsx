import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { lazy } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n/i18n';
import { RouteBoundary } from './router';

function Broken(): never {
  throw new Error('a bug in a page');
}

const Slow = lazy(
  () => new Promise<{ default: () => React.JSX.Element }>(() => undefined), // never arrives
);

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <nav>
        <Link to="/fine">fine</Link>
      </nav>
      <Routes>
        <Route element={<RouteBoundary />}>
          <Route path="/broken" element={<Broken />} />
          <Route path="/slow" element={<Slow />} />
          <Route path="/fine" element={<p>a working page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  await initI18n('es');
  await i18next.changeLanguage('es');
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the error too
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('RouteBoundary', () => {
  it('shows a page that failed as an error with a way on, and the next page normally', async () => {
    const user = userEvent.setup();
    renderAt('/broken');
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo salió mal');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');

    await user.click(screen.getByRole('link', { name: 'fine' }));
    expect(await screen.findByText('a working page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the loading state while a page’s code is on its way', async () => {
    renderAt('/slow');
    expect(await screen.findByRole('status')).toBeInTheDocument();
  });
});

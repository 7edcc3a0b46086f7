import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadChunk } from '@/lib/chunks';
import { page } from './lazy-page';
import { RouteBoundary } from './route-boundary';
import { inSpanish } from '@/test/i18n';

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
  await inSpanish();
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

describe('a page in a chunk of its own', () => {
  const Ready = () => <p>the page</p>;

  function renderPage(element: React.JSX.Element) {
    render(
      <MemoryRouter>
        <Routes>
          <Route element={<RouteBoundary />}>
            <Route path="/" element={element} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
  }

  it('renders at once when its code has arrived, with no loading screen before it', async () => {
    const importer = () => Promise.resolve({ Ready });
    await loadChunk(importer);
    renderPage(page(importer, (module) => module.Ready));
    // In the same render: React.lazy would show the loading screen and hold the page back.
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the loading screen until its code arrives, then the page', async () => {
    let arrive: (module: { Ready: typeof Ready }) => void = () => undefined;
    const importer = () =>
      new Promise<{ Ready: typeof Ready }>((resolve) => {
        arrive = resolve;
      });
    renderPage(page(importer, (module) => module.Ready));
    expect(screen.getByRole('status')).toBeInTheDocument();
    arrive({ Ready });
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { prefetch, settledPrefetch } from './prefetch';
import type { Result } from './result';
import { useResult } from './use-result';

function Page({ load, id }: { load: () => Promise<Result<string>>; id: string }) {
  const { state } = useResult(load, id);
  if (state.status === 'loading') return <p>Cargando…</p>;
  if (state.status === 'error') return <p>Error</p>;
  return <h1>{state.data}</h1>;
}

const ok = (data: string): Result<string> => ({ isError: false, data });

describe('useResult', () => {
  it('shows data that arrived before the page rendered at once, without asking again', async () => {
    const arrived = Promise.resolve(ok('La sopa de los pobres'));
    prefetch('tour:arrived', () => arrived);
    await arrived;
    const load = vi.fn(() => Promise.resolve(ok('asked again')));
    render(<Page load={load} id="tour:arrived" />);
    // The first render already has it: no loading state in between.
    expect(screen.getByRole('heading', { name: 'La sopa de los pobres' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).toBeNull();
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();
    // Taken: a later page under the same key reads for itself.
    expect(settledPrefetch('tour:arrived')).toBeUndefined();
  });

  it('shows a loading state while prefetched data is still on its way, then the data', async () => {
    let arrive: (result: Result<string>) => void = () => undefined;
    prefetch('tour:coming', () => new Promise((resolve) => (arrive = resolve)));
    const load = vi.fn(() => Promise.resolve(ok('asked again')));
    render(<Page load={load} id="tour:coming" />);
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    act(() => arrive(ok('Sin pan y sin trabajo')));
    expect(
      await screen.findByRole('heading', { name: 'Sin pan y sin trabajo' }),
    ).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads for itself when nothing was prefetched', async () => {
    const load = vi.fn(() => Promise.resolve(ok('El despertar de la criada')));
    render(<Page load={load} id="tour:cold" />);
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'El despertar de la criada' }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads once when the page’s data code is gone (a deployment), then shows the error', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ reload } as unknown as Location);
    sessionStorage.clear();
    const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    render(<Page load={gone} id="tour:deployed-over" />);
    await act(() => Promise.resolve());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    // The reload already happened once in this tab: no loop, the section says it failed.
    render(<Page load={gone} id="tour:deployed-over-again" />);
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('keeps showing the data while a refresh loads, where a retry shows loading', async () => {
    const answers = ['1 obra', '2 obras', '3 obras'];
    const load = vi.fn(() => Promise.resolve(ok(answers.shift() ?? '?')));
    function Reloading() {
      const { state, retry, refresh } = useResult(load, 'works:reloading');
      return (
        <>
          {state.status === 'ready' ? <h1>{state.data}</h1> : <p>Cargando…</p>}
          <button onClick={refresh}>Actualizar</button>
          <button onClick={retry}>Reintentar</button>
        </>
      );
    }
    render(<Reloading />);
    const shown = await screen.findByRole('heading', { name: '1 obra' });
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    // The same element stays (a keyboard's focus in it stays), and the new answer replaces it.
    expect(screen.getByRole('heading', { name: '1 obra' })).toBe(shown);
    expect(screen.queryByText('Cargando…')).toBeNull();
    expect(await screen.findByRole('heading', { name: '2 obras' })).toBe(shown);
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '3 obras' })).toBeInTheDocument();
  });
});

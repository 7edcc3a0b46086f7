import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { KEEP_SCROLL } from './keep-scroll';
import { ScrollRestoration } from './scroll-restoration';

function Controls() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate('/b')}>
        to b
      </button>
      <button type="button" onClick={() => void navigate('/a/3', { state: KEEP_SCROLL })}>
        jump
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
    </>
  );
}

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/a']}>
      <ScrollRestoration />
      <Controls />
      <Routes>
        <Route path="/a/:n?" element={<p>page a</p>} />
        <Route path="/b" element={<p>page b</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});

/** The visitor scrolls to `y` (the position is remembered on the next frame). */
async function scrollBy(y: number) {
  scrollY = y;
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

beforeEach(() => {
  scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
});
afterEach(() => {
  vi.restoreAllMocks();
  scrollTo.mockClear();
});

describe('ScrollRestoration', () => {
  it('opens a new page at the top, and going back returns to where the visitor was', async () => {
    const user = userEvent.setup();
    renderApp();
    await scrollBy(700);
    await user.click(screen.getByRole('button', { name: 'to b' }));
    expect(screen.getByText('page b')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByText('page a')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 700);
  });

  it('leaves the position alone for a jump within the page', async () => {
    const user = userEvent.setup();
    renderApp();
    await scrollBy(300);
    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: 'jump' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

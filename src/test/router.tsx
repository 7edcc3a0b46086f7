import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';

/** `element` as the screen of the route `path`, opened at `entry` (which fills in its params). */
export function renderRoute(entry: InitialEntry, path: string, element: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path={path} element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

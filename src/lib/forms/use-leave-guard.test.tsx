import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { BrowserRouter, Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { LeaveDialog } from '@/components/forms/leave-dialog';
import { inSpanish } from '@/test/i18n';
import { useLeaveGuard } from './use-leave-guard';

/** A page with a text box: unsaved while it holds text, saved by "save". */
function Editor() {
  const [text, setText] = useState('');
  // Read at the moment of leaving: a save that navigates at once must count.
  const saved = useRef('');
  const navigate = useNavigate();
  const guard = useLeaveGuard(() => text !== saved.current, {
    stays: (pathname) => pathname === '/editor/2',
  });
  return (
    <>
      <label>
        text
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Link to="/elsewhere">elsewhere</Link>
      <Link to="/editor?mode=other">same page</Link>
      <Link to="/editor/2">part 2</Link>
      <button
        type="button"
        onClick={() => {
          saved.current = text;
          void navigate('/elsewhere');
        }}
      >
        save
      </button>
      <LeaveDialog guard={guard} place="local" />
    </>
  );
}

function renderEditor() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/editor']}>
      <Routes>
        <Route path="/editor/*" element={<Editor />} />
        <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

/** The editor with `text` typed and not saved. */
async function renderEdited(text: string) {
  const user = renderEditor();
  await user.type(screen.getByLabelText('text'), text);
  return user;
}

const dialog = () => screen.queryByRole('dialog', { name: '¿Salir sin guardar?' });

describe('useLeaveGuard', () => {
  beforeEach(async () => {
    await inSpanish();
  });

  it('lets a link through when nothing is unsaved', async () => {
    const user = renderEditor();
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeVisible();
  });

  it('asks before a link leaves unsaved changes: staying keeps them, leaving leaves', async () => {
    const user = await renderEdited('a half-typed text');
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(dialog()).toBeVisible();
    expect(dialog()).toHaveTextContent(
      'Hay cambios que todavía no guardaste. Quedan como borrador en este dispositivo',
    );
    await user.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(dialog()).toBeNull();
    expect(screen.getByLabelText('text')).toHaveValue('a half-typed text');

    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Salir' }));
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeVisible();
  });

  it('does not ask for a move within the page, or to a part that keeps the form', async () => {
    const user = await renderEdited('typed');
    await user.click(screen.getByRole('link', { name: 'same page' }));
    await user.click(screen.getByRole('link', { name: 'part 2' }));
    expect(dialog()).toBeNull();
    expect(screen.getByLabelText('text')).toHaveValue('typed');
  });

  it('does not stop the navigation that follows a save', async () => {
    const user = await renderEdited('typed');
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(dialog()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Elsewhere' })).toBeVisible();
  });

  it('asks the browser before a reload or closing the tab, only while unsaved', async () => {
    const user = renderEditor();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText('text'), 'typed');
    expect(unload()).toBe(true);
  });

  it('asks before Back leaves, where the browser has no Navigation API: staying stays', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/elsewhere');
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/editor/*" element={<Editor />} />
          <Route path="/elsewhere" element={<Link to="/editor">to the editor</Link>} />
        </Routes>
      </BrowserRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'to the editor' }));
    await user.type(screen.getByLabelText('text'), 'typed');
    window.history.back();
    await waitFor(() => expect(dialog()).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(window.location.pathname).toBe('/editor'));
    expect(screen.getByLabelText('text')).toHaveValue('typed');

    window.history.back();
    await waitFor(() => expect(dialog()).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(window.location.pathname).toBe('/elsewhere'));
    expect(screen.getByRole('link', { name: 'to the editor' })).toBeVisible();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { startInSpanish } from '@/features/cpanel/test-support';
import { RowMenu } from './row-menu';

function renderMenu() {
  const publish = vi.fn();
  const remove = vi.fn();
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/list']}>
      <Routes>
        <Route
          path="/list"
          element={
            <>
              <RowMenu
                name="Pampa y frontera"
                items={[
                  { key: 'publish', label: 'Publicar', onSelect: publish },
                  { key: 'preview', label: 'Vista previa', to: '/preview' },
                  { key: 'delete', label: 'Eliminar', danger: true, onSelect: remove },
                ]}
              />
              <button type="button">después</button>
            </>
          }
        />
        <Route path="/preview" element={<h1>La vista previa</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  const button = screen.getByRole('button', { name: 'Más acciones para Pampa y frontera' });
  return { user, button, publish, remove };
}

startInSpanish();

describe('RowMenu', () => {
  it('is a menu button that says whether it is open, and lists the actions', async () => {
    const { user, button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveTextContent('Más');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Más acciones para Pampa y frontera' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Publicar', 'Vista previa', 'Eliminar']);
    expect(items[0]).toHaveFocus();
  });

  it('moves with the arrows, Home and End, and Escape closes it back on the button', async () => {
    const { user, button } = renderMenu();
    button.focus();
    // Each key, and the action it leaves focused.
    const steps = [
      ['{ArrowDown}', 'Publicar'],
      ['{ArrowDown}', 'Vista previa'],
      ['{End}', 'Eliminar'],
      ['{ArrowDown}', 'Publicar'],
      ['{ArrowUp}', 'Eliminar'],
      ['{Home}', 'Publicar'],
    ] as const;
    for (const [key, focused] of steps) {
      await user.keyboard(key);
      expect(screen.getByRole('menuitem', { name: focused })).toHaveFocus();
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    // ArrowUp on the button opens it on the last action.
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Eliminar' })).toHaveFocus();
  });

  it('runs an action once, closes, and leaves focus on the button', async () => {
    const { user, button, publish, remove } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Publicar' }));
    expect(publish).toHaveBeenCalledTimes(1);
    expect(remove).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.keyboard('{End}{Enter}');
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('follows a link action', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Vista previa' }));
    expect(screen.getByRole('heading', { name: 'La vista previa' })).toBeInTheDocument();
  });

  it('closes on Tab (focus goes on past it) and on a click elsewhere', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'después' })).toHaveFocus();

    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'después' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

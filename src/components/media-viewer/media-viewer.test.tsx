import { fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { openViewer, setUpViewerTests, zoomLevel, shownImage } from '@/test/media-viewer-page';

setUpViewerTests();

describe('MediaViewer', () => {
  it('opens named by the item, with the close button focused, the counter and the caption', async () => {
    await openViewer({ start: 1 });
    const dialog = screen.getByRole('dialog', { name: 'Work 2: Title 2' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    expect(shownImage()).toHaveAttribute('alt', 'Painting number 2');
    expect(screen.getByRole('region', { name: 'Information' })).toHaveTextContent(
      'Caption of work 2',
    );
    expect(zoomLevel()).toHaveTextContent('100%');
  });

  it('moves between items with the arrow keys, starting each one fitted', async () => {
    const onIndexChange = vi.fn();
    const user = await openViewer({ onIndexChange });
    await user.keyboard('{ArrowLeft}');
    expect(onIndexChange).not.toHaveBeenCalled();
    await user.keyboard('+');
    await user.keyboard('{ArrowRight}');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('dialog', { name: 'Work 2: Title 2' })).toBeInTheDocument();
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    expect(zoomLevel()).toHaveTextContent('100%');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    expect(onIndexChange).toHaveBeenCalledTimes(2);
    await user.keyboard('{ArrowLeft}');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
  });

  it('has previous and next buttons, unavailable at the ends', async () => {
    const onIndexChange = vi.fn();
    const user = await openViewer({ onIndexChange });
    const previous = screen.getByRole('button', { name: 'Previous image' });
    const next = screen.getByRole('button', { name: 'Next image' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(onIndexChange).not.toHaveBeenCalled();
    await user.click(next);
    await user.click(next);
    expect(onIndexChange.mock.calls).toEqual([[1], [2]]);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // Focus stays on the button that became unavailable, inside the viewer.
    expect(next).toHaveFocus();
  });

  it('closes with Escape and with the close button, and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    const user = await openViewer({ onClose });
    // What the browser fires on Escape in a modal dialog.
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('hides and shows the caption', async () => {
    const user = await openViewer();
    const toggle = screen.getByRole('button', { name: 'Hide information' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByText('Caption of work 1')).not.toBeInTheDocument();
    expect(toggle).toHaveAccessibleName('Show information');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The choice holds for the next item.
    await user.keyboard('{ArrowRight}');
    expect(screen.queryByText('Caption of work 2')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByText('Caption of work 2')).toBeInTheDocument();
  });

  it('speaks Rioplatense Spanish', async () => {
    await i18next.changeLanguage('es');
    await openViewer({ start: 1 });
    expect(screen.getByText('2 de 3')).toBeInTheDocument();
    for (const name of ['Cerrar', 'Acercar', 'Alejar', 'Imagen anterior', 'Imagen siguiente']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(/Tocá dos veces/);
  });
});

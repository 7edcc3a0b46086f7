import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n/i18n';
import { translatable } from '@/lib/translatable';
import { toastError, toastSuccess } from '@/features/cpanel/toasts';

describe('back-office toasts', () => {
  beforeEach(async () => {
    await initI18n('es');
    await i18next.changeLanguage('es');
  });

  it('an open toast switches language with the page', async () => {
    render(<ToastContainer />);
    act(() => {
      toastSuccess(translatable('cpanel.cleanup.done', { count: 3 }));
      toastError(translatable('errors.network'));
    });
    expect(await screen.findByText(/^Sin conexión con el servidor/)).toBeVisible();
    expect(screen.getByText('Listo: se borraron 3 archivos huérfanos.')).toBeVisible();

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByText(/^No connection to the server/)).toBeVisible();
    expect(screen.queryByText(/^Sin conexión/)).not.toBeInTheDocument();
    expect(screen.getByText('Done: 3 orphaned files deleted.')).toBeVisible();
  });
});

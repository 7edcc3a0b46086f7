import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inSpanish } from '@/test/i18n';
import { ErrorState } from './status';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(async () => {
  await inSpanish();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('ErrorState', () => {
  it('online, says the section could not be read and offers to try again', async () => {
    const retry = vi.fn();
    render(<ErrorState error={{ code: 'network' }} onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar esta sección');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('offline, waits calmly for the signal, and reads the section again when it returns', () => {
    const retry = vi.fn();
    setOnline(false);
    render(<ErrorState error={{ code: 'network' }} onRetry={retry} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Esta sección aparece cuando vuelve la conexión.',
    );
    expect(retry).not.toHaveBeenCalled();

    act(() => setOnline(true));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('does not read again on its own when it failed with the connection up', () => {
    const retry = vi.fn();
    setOnline(true);
    render(<ErrorState error={{ code: 'network' }} onRetry={retry} />);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(retry).not.toHaveBeenCalled();
  });
});

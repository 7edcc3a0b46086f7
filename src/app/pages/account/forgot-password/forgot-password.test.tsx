import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendReset } from '@/features/accounts/api/session';
import { ForgotPasswordPage } from './forgot-password';
import { ok, type Result } from '@/lib/result';
import { submitWhileBusy } from '@/test/forms';
import { inSpanish } from '@/test/i18n';
import { renderRoute } from '@/test/router';

vi.mock('@/features/accounts/api/session', () => ({ sendReset: vi.fn() }));

function renderPage(email?: string) {
  const entry = { pathname: '/forgot-password', state: { email } };
  renderRoute(entry, '/forgot-password', <ForgotPasswordPage />);
  return userEvent.setup();
}

describe('ForgotPasswordPage', () => {
  beforeEach(async () => {
    await inSpanish();
    vi.mocked(sendReset).mockReset();
  });

  it('says an empty or malformed address beside the field, and sends nothing', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('*Ingresá tu email');
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('*El email no es válido');
    expect(sendReset).not.toHaveBeenCalled();
  });

  it('starts with the address the sign-in page passed, and sends once', async () => {
    let finish: (result: Result<void>) => void = () => undefined;
    vi.mocked(sendReset).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderPage('clara@example.com');
    expect(screen.getByLabelText('Email')).toHaveValue('clara@example.com');
    await submitWhileBusy('Enviar enlace', 'Un momento…');
    expect(sendReset).toHaveBeenCalledTimes(1);
    // In the page's language, leading back to signing in.
    expect(sendReset).toHaveBeenCalledWith('clara@example.com', {
      language: 'es',
      continueUrl: `${window.location.origin}/log-in`,
    });
    finish(ok(undefined));
    expect(await screen.findByText('Mail enviado')).toBeVisible();
  });
});

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@/lib/error-codes';
import type { Result } from '@/lib/result';

/**
 * "Send the mail again", saying what happened beside it. What sends is the caller's (the
 * accounts feature's), so that shared UI does not reach into a feature.
 */
export function ResendButton({ send }: { send: () => Promise<Result<void>> }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | ErrorCode>('idle');
  const busy = state === 'sending';
  async function resend() {
    if (busy) return;
    setState('sending');
    const result = await send();
    setState(result.isError ? result.error.code : 'sent');
  }
  const said =
    state === 'sent'
      ? t('verify.sent')
      : state === 'idle' || state === 'sending'
        ? ''
        : t(state === 'tooManyRequests' ? 'verify.tooMany' : `errors.${state}`);
  return (
    <span className="resend">
      <button
        type="button"
        className="button button--small"
        onClick={() => void resend()}
        disabled={busy}
      >
        {busy ? t('verify.sending') : t('verify.resend')}
      </button>{' '}
      <span role="status" className="resend__said">
        {said}
      </span>
    </span>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { ResendButton } from '@/components/resend-button';
import { currentUser, useSession } from '@/lib/session';
import { resendFromHere, verifiedNow } from '../api/verification';
import './verify-notice.css';

/** How often a page with the notice asks whether the link has been opened meanwhile. */
export const VERIFY_POLL_MS = 15_000;

/**
 * Notices, without signing out, that the address has been verified: when the visitor comes
 * back to the page (the link opened in the mail app, or on a computer) and every little while
 * as long as it is shown.
 */
export function useNoticeVerified(active: boolean) {
  useEffect(() => {
    if (!active) return;
    let asking = false;
    const ask = () => {
      if (asking || document.visibilityState === 'hidden') return;
      asking = true;
      void verifiedNow().finally(() => {
        asking = false;
      });
    };
    const timer = window.setInterval(ask, VERIFY_POLL_MS);
    window.addEventListener('focus', ask);
    document.addEventListener('visibilitychange', ask);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', ask);
      document.removeEventListener('visibilitychange', ask);
    };
  }, [active]);
}

/**
 * A short notice under the header for an account whose address is not verified yet: why it
 * matters (commenting) and "resend". Once verified it says so, and can be closed.
 */
export function VerifyNotice() {
  const { t, i18n } = useTranslation();
  const user = currentUser(useSession().session);
  const [closed, setClosed] = useState(false);
  const unverified = user !== null && !user.emailVerified;
  useNoticeVerified(unverified);
  if (!user || closed) return null;
  if (!unverified) {
    return (
      <div className="verify-notice verify-notice--done" role="status">
        <p>{t('verify.done')}</p>
        <button type="button" className="button button--small" onClick={() => setClosed(true)}>
          {t('verify.close')}
        </button>
      </div>
    );
  }
  return (
    <div className="verify-notice" role="region" aria-label={t('verify.title')}>
      <p>{t('verify.notice', { email: user.email })}</p>
      <ResendButton send={() => resendFromHere(i18n.language)} />
    </div>
  );
}

/**
 * The back-office for an admin whose address is not verified: what is missing and how to fix
 * it, instead of a page the rules would leave blank.
 */
export function AdminNeedsVerifiedEmail() {
  const { t, i18n } = useTranslation();
  const user = currentUser(useSession().session);
  useNoticeVerified(true);
  const [checking, setChecking] = useState(false);
  const [stillNot, setStillNot] = useState(false);
  async function check() {
    setChecking(true);
    const verified = await verifiedNow();
    setChecking(false);
    setStillNot(!verified);
  }
  return (
    <section className="verify-admin" aria-labelledby="verify-admin-title">
      <h1 id="verify-admin-title">{t('verify.adminTitle')}</h1>
      <p>{t('verify.adminText', { email: user?.email ?? '' })}</p>
      <p>
        <ResendButton send={() => resendFromHere(i18n.language)} />
      </p>
      <p>
        <button type="button" className="button" onClick={() => void check()} disabled={checking}>
          {checking ? t('account.working') : t('verify.checkNow')}
        </button>{' '}
        <span role="status">{stillNot ? t('verify.stillNot') : ''}</span>
      </p>
      <p>
        <Link to={ROUTES.home}>{t('verify.backHome')}</Link>
      </p>
    </section>
  );
}

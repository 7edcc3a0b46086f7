import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { Loading } from '@/components/status';
import { ROUTES } from '@/config/routes';
import { useSession } from '@/lib/session';
import type { PageTexts } from '@/i18n/page-texts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageTextsGate } from '@/components/page-texts-gate';
import { DataSection } from './data-section';
import { MyCommentsSection } from './my-comments-section';
import { MyLikesSection } from './my-likes-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import './my-account.css';

/**
 * /mi-cuenta: what the project holds of the signed-in person, and what they can do with it: their
 * name, address and password, their comments and likes, a copy of all of it, signing out, and
 * deleting the account. Signed out, it leads to signing in and back here.
 */
function MyAccount() {
  const { t } = useTranslation();
  const { session, known, requireAuth } = useSession();
  useEffect(requireAuth, [requireAuth]);
  // The deletion's last step ends the session, before the deletion itself has returned: from
  // its start, a session that ends means the account is gone, and the page says goodbye
  // instead of "sign in".
  const [deletion, setDeletion] = useState<'none' | 'running' | 'done'>('none');
  const deleted = deletion === 'done' || (deletion === 'running' && session.status === 'signedOut');
  useDocumentTitle(t(deleted ? 'myAccount.deleted.title' : 'myAccount.title'));
  // The dialog that had the focus is gone with the account: the goodbye takes it.
  const goodbye = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (deleted) goodbye.current?.focus();
  }, [deleted]);

  if (deleted) {
    return (
      <section className="page page--narrow account-page" aria-labelledby="account-title">
        <h1 id="account-title" tabIndex={-1} ref={goodbye}>
          {t('myAccount.deleted.title')}
        </h1>
        <p>{t('myAccount.deleted.text')}</p>
        <p>{t('myAccount.deleted.remains')}</p>
        <Link className="button" to={ROUTES.home}>
          {t('myAccount.deleted.home')}
        </Link>
      </section>
    );
  }
  if (!known || session.status === 'loading') {
    return (
      <div className="page page--narrow">
        <Loading />
      </div>
    );
  }
  if (session.status !== 'signedIn') {
    return <Navigate to={`${ROUTES.logIn}?next=${encodeURIComponent(ROUTES.account)}`} replace />;
  }
  const { user } = session;
  return (
    <div className="page page--narrow account-page">
      <h1>{t('myAccount.title')}</h1>
      <nav className="account-page__toc" aria-label={t('myAccount.toc')}>
        <ul>
          {(['profile', 'password', 'comments', 'likes', 'data'] as const).map((part) => (
            <li key={part}>
              <a href={`#account-${part}`}>{t(`myAccount.${part}.title`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ProfileSection user={user} />
      <PasswordSection />
      <MyCommentsSection user={user} />
      <MyLikesSection user={user} />
      <DataSection user={user} onDeletion={setDeletion} />
    </div>
  );
}

/** The page's texts, kept out of every page's first texts (only the signed-in read it). */
export const MY_ACCOUNT_TEXTS: PageTexts = {
  probe: 'myAccount.title',
  load: {
    es: () => import('@/i18n/locales/es/my-account.json'),
    en: () => import('@/i18n/locales/en/my-account.json'),
  },
};

export function MyAccountPage() {
  return (
    <PageTextsGate texts={MY_ACCOUNT_TEXTS}>
      <MyAccount />
    </PageTextsGate>
  );
}

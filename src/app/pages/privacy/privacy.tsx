import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getConfig } from '@/config/env';
import { getPrivacyConfig } from '@/config/privacy-env';
import { ROUTES } from '@/config/routes';
import { formatDate } from '@/lib/format';
import { LOCAL_STORES, type LocalStoreKind } from '@/lib/local-stores';
import type { PageTexts } from '@/i18n/page-texts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageTextsGate } from '@/components/page-texts-gate';
import './privacy.css';

/** The day the notice last changed: move it with any change of what it says. */
export const NOTICE_UPDATED = '2026-11-29';

const SECTIONS = ['who', 'server', 'where', 'howLong', 'rights', 'third', 'device'] as const;
const KEPT = ['account', 'comments', 'likes', 'reports', 'messages', 'cooldown'] as const;
// A comment the team deletes waits in the back-office's trash (TRASH_RETENTION_DAYS): it is the
// one thing of a person's that an admin's delete does not remove at once.
const HOW_LONG = ['account', 'trash', 'reports', 'messages', 'backups', 'device'] as const;
const WHERE = ['files', 'processor', 'auth', 'network'] as const;
const RIGHTS = ['see', 'download', 'delete'] as const;
/** Kept until removed first, then what goes with the tab, then other companies'. */
const KINDS: readonly LocalStoreKind[] = [
  'localStorage',
  'indexedDB',
  'cacheStorage',
  'sessionStorage',
  'cookie',
];

/**
 * /privacidad: what the guide keeps, why, where, for how long, whom to ask, and what it keeps on
 * the device (src/lib/local-stores.ts, which a test holds to the code). Whom to write to and
 * where the data lives come from the configuration; unset, the notice says so.
 */
function PrivacyNotice() {
  const { t } = useTranslation();
  useDocumentTitle(t('privacy.title'));
  const { appCheckSiteKey, contactEndpoint } = getConfig();
  const { privacyContact, dataLocation } = getPrivacyConfig();
  const appCheck = appCheckSiteKey !== null;
  const stores = LOCAL_STORES.filter((store) => appCheck || !store.appCheckOnly);
  const contact = privacyContact && <a href={`mailto:${privacyContact}`}>{privacyContact}</a>;
  const heading = (id: (typeof SECTIONS)[number]) => (
    <h2 id={`privacy-${id}-title`}>{t(`privacy.${id}.title`)}</h2>
  );
  const section = (id: (typeof SECTIONS)[number]) => ({
    id: `privacy-${id}`,
    'aria-labelledby': `privacy-${id}-title`,
  });

  return (
    <article className="page page--narrow privacy" aria-labelledby="privacy-title">
      <h1 id="privacy-title">{t('privacy.title')}</h1>
      <p className="page__lead">{t('privacy.lead')}</p>
      <p className="privacy__updated">
        {t('privacy.updated')}{' '}
        <time dateTime={NOTICE_UPDATED}>
          {formatDate(new Date(`${NOTICE_UPDATED}T12:00:00`), t)}
        </time>
      </p>

      <nav className="privacy__contents" aria-labelledby="privacy-contents">
        <h2 id="privacy-contents">{t('privacy.contents')}</h2>
        <ol>
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#privacy-${id}`}>{t(`privacy.${id}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>

      <section {...section('who')}>
        {heading('who')}
        <p>{t('privacy.who.text')}</p>
        <p>
          {contact ? (
            <>
              {t('privacy.who.contact')} {contact}.
            </>
          ) : (
            t('privacy.who.noContact')
          )}
        </p>
      </section>

      <section {...section('server')}>
        {heading('server')}
        <p>{t('privacy.server.intro')}</p>
        <ul className="privacy__list">
          {KEPT.map((item) => (
            <li key={item}>{t(`privacy.server.${item}`)}</li>
          ))}
        </ul>
      </section>

      <section {...section('where')}>
        {heading('where')}
        <p>
          {dataLocation ? (
            <>
              {t('privacy.where.location')} <strong>{dataLocation}</strong>.
            </>
          ) : (
            t('privacy.where.noLocation')
          )}
        </p>
        {WHERE.map((item) => (
          <p key={item}>{t(`privacy.where.${item}`)}</p>
        ))}
      </section>

      <section {...section('howLong')}>
        {heading('howLong')}
        <ul className="privacy__list">
          {HOW_LONG.map((item) => (
            <li key={item}>{t(`privacy.howLong.${item}`)}</li>
          ))}
        </ul>
      </section>

      <section {...section('rights')}>
        {heading('rights')}
        <p>{t('privacy.rights.law')}</p>
        <p>{t('privacy.rights.account')}</p>
        <ul className="privacy__list">
          {RIGHTS.map((item) => (
            <li key={item}>{t(`privacy.rights.${item}`)}</li>
          ))}
        </ul>
        <p>
          <Link className="privacy__account" to={ROUTES.account}>
            {t('privacy.rights.accountLink')}
          </Link>
        </p>
        <p>
          {contact ? (
            <>
              {t('privacy.rights.other')} {contact}.
            </>
          ) : (
            t('privacy.rights.otherNoContact')
          )}
        </p>
        <p>{t('privacy.rights.complaint')}</p>
      </section>

      <section {...section('third')}>
        {heading('third')}
        <p>{t(appCheck ? 'privacy.third.noneWithAppCheck' : 'privacy.third.none')}</p>
        {appCheck && <p>{t('privacy.third.appCheck')}</p>}
        {contactEndpoint && (
          <p>{t('privacy.third.endpoint', { host: new URL(contactEndpoint).host })}</p>
        )}
      </section>

      <section {...section('device')}>
        {heading('device')}
        <p>{t('privacy.device.intro')}</p>
        {KINDS.map((kind) => {
          const kept = stores.filter((store) => store.kind === kind);
          return (
            kept.length > 0 && (
              <div key={kind}>
                <h3>{t(`privacy.device.kinds.${kind}`)}</h3>
                <ul className="privacy__stores">
                  {kept.map((store) => (
                    <li key={store.id}>
                      <code>{`${store.key}${store.prefix ? '…' : ''}`}</code>
                      {store.adminsOnly && (
                        <span className="privacy__tag">{t('privacy.device.admins')}</span>
                      )}
                      <p>{t(store.description)}</p>
                    </li>
                  ))}
                </ul>
              </div>
            )
          );
        })}
      </section>
    </article>
  );
}

/** The notice's texts: a long page few read, kept out of every page's first texts. */
export const PRIVACY_TEXTS: PageTexts = {
  probe: 'privacy.title',
  load: {
    es: () => import('@/i18n/locales/es/privacy.json'),
    en: () => import('@/i18n/locales/en/privacy.json'),
  },
};

export function PrivacyPage() {
  return (
    <PageTextsGate texts={PRIVACY_TEXTS}>
      <PrivacyNotice />
    </PageTextsGate>
  );
}

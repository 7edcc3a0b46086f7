import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router-dom';
// The unstyled build and its stylesheet: the default one injects a <style> the CSP refuses.
import { Bounce, ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { LanguageSwitch } from '@/components/language-switch';
import { ROUTES } from '@/config/routes';
import { CPANEL_ROUTES } from '@/config/cpanel-routes';
import { useAdminAllowed } from '@/app/guards';
import { ScrollRestoration } from '@/app/scroll-restoration';
import { LeftoversNotice } from '@/features/cpanel/components/orphan-cleanup';
import { purgeOnce } from '@/features/cpanel/retention';
import { CpanelSkeleton } from '@/features/cpanel/components/skeleton';
import { TOAST_MS } from '@/features/cpanel/toasts';
import { UploadTray } from '@/features/cpanel/uploads/upload-tray';
import { usePageShown } from '@/lib/use-first-screen';
import './cpanel-layout.css';

/**
 * The back-office shell: its own navigation, the upload tray (saves with files go on from page to
 * page) at the top of every page, and the only place toasts are loaded. It shows
 * from the first frame; the page inside only once the admin guard has let the person in
 * (a skeleton of it until then, and while its code arrives).
 */
export function CpanelLayout() {
  const { t } = useTranslation();
  const allowed = useAdminAllowed();
  usePageShown();
  useEffect(() => {
    if (!allowed) return;
    // Contact messages past the twelve months the privacy notice promises, and what has been in
    // the trash longer than its thirty days.
    purgeOnce(() =>
      Promise.all([
        import('@/features/contact/api/retention').then(({ purgeExpiredMessages }) =>
          purgeExpiredMessages(),
        ),
        import('@/features/cpanel/api/trash').then(({ purgeExpiredTrash }) => purgeExpiredTrash()),
      ]),
    );
  }, [allowed]);
  const links = [
    { to: CPANEL_ROUTES.museums, label: t('cpanel.nav.museums') },
    { to: CPANEL_ROUTES.tours, label: t('cpanel.nav.tours') },
    { to: CPANEL_ROUTES.messages, label: t('cpanel.nav.messages') },
    { to: CPANEL_ROUTES.comments, label: t('cpanel.nav.comments') },
    { to: CPANEL_ROUTES.trash, label: t('cpanel.nav.trash') },
  ];
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="cpanel-header">
        <div className="cpanel-header__bar">
          <Link to={CPANEL_ROUTES.museums} className="cpanel-header__brand">
            {t('app.name')} <span>· {t('cpanel.nav.title')}</span>
          </Link>
          <LanguageSwitch />
        </div>
        <nav className="cpanel-nav" aria-label={t('cpanel.nav.label')}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
            <li className="cpanel-nav__site">
              <Link to={ROUTES.home}>← {t('cpanel.nav.backToSite')}</Link>
            </li>
          </ul>
        </nav>
      </header>
      {allowed && <LeftoversNotice />}
      <main id="main" tabIndex={-1} className="cpanel-main">
        {/* In the page's flow, under the navigation: over the page it hid a list's first rows. */}
        {allowed && <UploadTray />}
        {allowed ? (
          <Suspense fallback={<CpanelSkeleton />}>
            <Outlet />
          </Suspense>
        ) : (
          <CpanelSkeleton />
        )}
      </main>
      {/* At the top, over the header's bar: at the bottom they covered a list's first row. */}
      <ToastContainer
        position="top-center"
        autoClose={TOAST_MS}
        transition={Bounce}
        newestOnTop
        closeOnClick={false}
      />
      <ScrollRestoration />
    </>
  );
}

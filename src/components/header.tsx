import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { getConfig } from '@/config/env';
import { ROUTES, SAVED_ANCHOR } from '@/config/routes';
import { useSession } from '@/lib/session';
import { ExternalLinkItem } from './external-link';
import { Icon } from './icon';
import { LanguageSwitch } from './language-switch';
import { useSheet } from './use-sheet';
import { AccountBarLink, UserMenu } from './user-menu';
import { disclosureButton } from './disclosure';

/** The back-office link's glyph (src/components/icon.tsx draws it). */
const TOOLS =
  'M22.7 19l-9.1-9.1c.9-2.3.4-5-1.5-6.9-2-2-5-2.4-7.4-1.3L9 6 6 9 1.6 4.7C.4 7.1.9 10.1 2.9 12.1c1.9 1.9 4.6 2.4 6.9 1.5l9.1 9.1c.4.4 1 .4 1.4 0l2.3-2.3c.5-.4.5-1.1.1-1.4z';

export function Header() {
  const { t } = useTranslation();
  const { blogUrl } = getConfig();
  const menuId = useId();
  const location = useLocation();
  // The phone menu stays open only on the location where it was opened: navigating closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const menuButton = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpenAt(null), []);
  useSheet({ open, sheet, opener: menuButton, onClose: close });
  const { session } = useSession();
  // The remembered hint shows the way in before Auth has loaded; the guard still decides.
  const isAdmin =
    session.status === 'signedIn'
      ? session.user.isAdmin
      : session.status === 'loading' && (session.hint?.isAdmin ?? false);

  return (
    <header className="site-header">
      <div className={isAdmin ? 'site-header__bar site-header__bar--admin' : 'site-header__bar'}>
        <Link to={ROUTES.home} className="brand">
          <span className="brand__mark" aria-hidden="true">
            MG
          </span>
          <span className="brand__name">{t('app.name')}</span>
        </Link>
        {isAdmin && (
          // In the bar, not in a menu: an admin's way to work, at every width.
          <Link to={ROUTES.cpanel} className="header-admin">
            <Icon glyph={TOOLS} size={20} />
            <span className="header-admin__text">{t('header.cpanel')}</span>
          </Link>
        )}
        <LanguageSwitch />
        <AccountBarLink />
        <button
          ref={menuButton}
          className="menu-button"
          {...disclosureButton(open, menuId, () => setOpenAt(open ? null : location.key))}
        >
          <span className="menu-button__icon" aria-hidden="true" />
          <span className="visually-hidden">{t('header.menu')}</span>
        </button>
      </div>
      {/* On a phone the menu is a sheet over the page: a tap beside it closes it. */}
      {open && <div className="site-nav__backdrop" aria-hidden="true" onClick={close} />}
      <nav
        ref={sheet}
        id={menuId}
        className={open ? 'site-nav site-nav--open' : 'site-nav'}
        aria-label={t('header.mainNav')}
      >
        <button type="button" className="site-nav__close" onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('header.closeMenu')}</span>
        </button>
        <ul>
          <li>
            <NavLink to={ROUTES.museums}>{t('header.museums')}</NavLink>
          </li>
          <li>
            <Link to={`${ROUTES.home}#about`}>{t('header.about')}</Link>
          </li>
          <li>
            <Link to={`${ROUTES.home}#contact`}>{t('header.contact')}</Link>
          </li>
          <li>
            {/* The home page's section, not a page of its own: no route for it in every visit's code. */}
            <Link to={`${ROUTES.home}#${SAVED_ANCHOR}`}>{t('header.saved')}</Link>
          </li>
          <ExternalLinkItem href={blogUrl}>{t('header.blog')}</ExternalLinkItem>
          <li>
            <UserMenu />
          </li>
        </ul>
      </nav>
    </header>
  );
}

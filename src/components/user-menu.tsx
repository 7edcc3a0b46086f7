import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { PATHS, ROUTES } from '@/config/routes';
import { useSession } from '@/lib/session';

/** Who is signed in: the name (from the session, or the remembered hint while Auth loads). */
function useWho(): { name: string } | null {
  const { session } = useSession();
  return session.status === 'signedIn'
    ? { name: session.user.name }
    : session.status === 'loading'
      ? session.hint
      : null;
}

/** The person's initial in a circle (the name is said beside it, or in the link's label). */
function Avatar({ name }: { name: string }) {
  return (
    <span className="user-menu__avatar" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** Pages only a signed-in person (or an admin) sees: signing out there leads home. */
const isPrivate = (pathname: string) =>
  pathname === PATHS.account ||
  pathname.startsWith(`${PATHS.cpanel}/`) ||
  pathname === PATHS.cpanel;

/**
 * The way in, or the signed-in person's own: their account page (name and initial) and
 * "sign out", which keeps them on the page they are reading when it is public.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const who = useWho();

  if (!who) {
    return (
      <NavLink to={ROUTES.logIn} className="site-nav__enter">
        {t('header.enter')}
      </NavLink>
    );
  }

  async function leave() {
    await signOut();
    if (isPrivate(pathname)) void navigate(ROUTES.home);
  }

  return (
    <div className="user-menu">
      <NavLink
        to={ROUTES.account}
        className="chip user-menu__button"
        aria-label={t('account.accountLink', { name: who.name })}
      >
        <Avatar name={who.name} />
        <span className="user-menu__name">{who.name}</span>
      </NavLink>
      <button type="button" className="menu-item user-menu__leave" onClick={() => void leave()}>
        {t('account.signOut')}
      </button>
    </div>
  );
}

/** On a phone, where the menu is a sheet: the account one tap from the bar, as its initial. */
export function AccountBarLink() {
  const { t } = useTranslation();
  const who = useWho();
  if (!who) return null;
  return (
    <Link
      to={ROUTES.account}
      className="header-account"
      aria-label={t('account.accountLink', { name: who.name })}
    >
      <Avatar name={who.name} />
    </Link>
  );
}

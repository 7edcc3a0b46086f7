import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { useSession } from '@/lib/session';
import { disclosureButton } from './disclosure';

/** Enter link, or the signed-in user's menu (name, sign out; the back-office is in the header). */
export function UserMenu() {
  const { t } = useTranslation();
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // Until Auth has loaded, the remembered hint keeps the header from flashing "sign in".
  const who =
    session.status === 'signedIn'
      ? { name: session.user.name }
      : session.status === 'loading'
        ? session.hint
        : null;

  if (!who) {
    return (
      <NavLink to={ROUTES.logIn} className="site-nav__enter">
        {t('header.enter')}
      </NavLink>
    );
  }

  async function leave() {
    setOpen(false);
    await signOut();
    void navigate(ROUTES.home);
  }

  return (
    <div className="user-menu" ref={root}>
      <button
        ref={button}
        className="chip user-menu__button"
        aria-label={t('account.userMenu', { name: who.name })}
        {...disclosureButton(open, menuId, () => setOpen((value) => !value))}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {who.name.slice(0, 1).toUpperCase()}
        </span>
        <span className="user-menu__name">{who.name}</span>
      </button>
      <ul id={menuId} className="user-menu__list" hidden={!open}>
        <li>
          <button type="button" className="menu-item" onClick={() => void leave()}>
            {t('account.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}

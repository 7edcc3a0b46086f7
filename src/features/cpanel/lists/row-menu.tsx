import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRowMenu } from './use-row-menu';
import '@/components/menu-item.css';
import './row-menu.css';

export type RowMenuItem = { key: string; label: string; danger?: boolean } & (
  { to: string } | { onSelect: () => void; disabled?: boolean }
);

/**
 * "Más ▾": a row's secondary actions in a menu. The button says whether it is open. After an
 * action, focus is back on the button, so a dialog the action opens returns focus there too.
 */
export function RowMenu({
  name,
  items,
  disabled = false,
}: {
  name: string;
  items: RowMenuItem[];
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { rootRef, buttonRef, menuRef, ...menu } = useRowMenu();
  return (
    <div className="row-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        id={menu.ids.button}
        type="button"
        className="button row-menu__button"
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? menu.ids.menu : undefined}
        aria-label={t('cpanel.rowMenu.label', { name })}
        disabled={disabled}
        onClick={menu.toggle}
        onKeyDown={menu.onButtonKey}
      >
        {t('cpanel.rowMenu.more')}
        <span className="row-menu__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {menu.open && (
        <div
          ref={menuRef}
          id={menu.ids.menu}
          role="menu"
          tabIndex={-1}
          aria-labelledby={menu.ids.button}
          className={menu.upward ? 'row-menu__list row-menu__list--up' : 'row-menu__list'}
          onKeyDown={menu.onMenuKey}
        >
          {items.map((item) => {
            const className = item.danger
              ? 'menu-item row-menu__item row-menu__item--danger'
              : 'menu-item row-menu__item';
            return 'to' in item ? (
              <Link
                key={item.key}
                role="menuitem"
                tabIndex={-1}
                className={className}
                to={item.to}
                onClick={() => menu.setOpen(false)}
              >
                {item.label}
              </Link>
            ) : (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={className}
                aria-disabled={item.disabled ?? undefined}
                onClick={() => {
                  if (item.disabled) return;
                  menu.close();
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}

import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RowMenu, type RowMenuItem } from './row-menu';
import '@/features/cpanel/components/row-card.css';
import './cpanel-row.css';

/*
 * A back-office list row: picture, title, a line about it, and its controls. Each control says
 * which row it acts on to screen readers ("Editar" reads "Editar Museo Nacional de Bellas
 * Artes"), since every row has the same ones. A row shows one primary action (edit) and, at
 * most, a few of its own; the rest sit in its menu, which always ends with delete (a row with
 * nothing else to offer shows delete itself).
 */

/** The row's picture, small; an empty box of the same size when there is none. */
function RowThumb({ image }: { image: { url: string } | null | undefined }) {
  if (!image) return <span className="cpanel-row__thumb" aria-hidden="true" />;
  return (
    <img
      className="cpanel-row__thumb"
      src={image.url}
      alt=""
      width={96}
      height={72}
      loading="lazy"
    />
  );
}

/**
 * A button of a row, named with the row for screen readers: "Destacar Realismo social". An
 * icon button hides its icon and says its action in words before the row's name.
 */
export function RowButton({
  row,
  said,
  children,
  className = 'button',
  ...button
}: {
  row: string;
  /** The action in words, for a button that shows only an icon. */
  said?: string;
  children: ReactNode;
  className?: string;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children' | 'className'>) {
  return (
    <button type="button" className={className} {...button}>
      {children}
      <span className="visually-hidden">{said === undefined ? ` ${row}` : `${said} ${row}`}</span>
    </button>
  );
}

export function CpanelRow({
  name,
  image,
  meta,
  changed,
  editTo,
  menu = [],
  onDelete,
  busy,
  menuDisabled,
  variant,
  lead,
  aside,
  actions,
}: {
  name: string;
  image: { url: string } | null | undefined;
  meta: ReactNode;
  /** Who changed it last and when (LastChange), under the meta. */
  changed?: ReactNode;
  editTo: string;
  /** The menu's actions before delete. */
  menu?: RowMenuItem[];
  onDelete: () => void;
  /** Set while an action of this row runs. */
  busy?: boolean;
  menuDisabled?: boolean;
  /** A modifier class: `cpanel-row--work`. */
  variant?: string;
  /** Before the picture (a work's position). */
  lead?: ReactNode;
  /** After the text (a work's files). */
  aside?: ReactNode;
  /** Between edit and the menu. */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const remove = {
    key: 'delete',
    label: t('cpanel.common.delete'),
    danger: true,
    onSelect: onDelete,
  };
  return (
    <li className={variant ? `cpanel-row ${variant}` : 'cpanel-row'} aria-busy={busy}>
      {lead}
      <RowThumb image={image} />
      <div className="cpanel-row__body">
        <h2 className="cpanel-row__title">{name}</h2>
        <p className="cpanel-row__meta">{meta}</p>
        {changed}
      </div>
      {aside}
      <div className="cpanel-row__actions">
        <Link className="button button--primary" to={editTo}>
          {t('cpanel.common.edit')}
          <span className="visually-hidden"> {name}</span>
        </Link>
        {actions}
        {menu.length === 0 ? (
          // A menu holding only delete hid it one tap further: the button says it.
          <RowButton
            row={name}
            className="button button--danger-outline"
            disabled={menuDisabled}
            onClick={onDelete}
          >
            {remove.label}
          </RowButton>
        ) : (
          <RowMenu name={name} disabled={menuDisabled} items={[...menu, remove]} />
        )}
      </div>
    </li>
  );
}

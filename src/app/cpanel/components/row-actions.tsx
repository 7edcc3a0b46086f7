import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/*
 * The buttons of a back-office list row. Each says which row it acts on to screen readers
 * ("Editar" reads "Editar Museo Nacional de Bellas Artes"), since every row has the same ones.
 */

export function RowLink({ to, label, name }: { to: string; label: string; name: string }) {
  return (
    <Link className="button" to={to}>
      {label}
      <span className="visually-hidden"> {name}</span>
    </Link>
  );
}

export function RowDeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="button button--danger-outline" onClick={onClick}>
      {t('cpanel.common.delete')}
      <span className="visually-hidden"> {name}</span>
    </button>
  );
}

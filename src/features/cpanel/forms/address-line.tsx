import { useTranslation } from 'react-i18next';
import { slugOf } from '@/lib/slug';
import { RECORD_ID } from './cpanel-form-flow';
import type { FormValues } from './form-values';

/**
 * A museum's or tour's web address in its form. While it is being created: the address its title
 * makes, as it is typed (or the one chosen at a first save), and that it is set when it is
 * created; once created, the address, which never changes (labels and QR codes print it).
 */
export function AddressLine({
  values,
  record,
  pathOf,
}: {
  values: FormValues;
  record?: { id: string };
  /** The public address of a record with this id (ROUTES.tour, ROUTES.museum). */
  pathOf: (id: string) => string;
}) {
  const { t } = useTranslation();
  const chosen = values[RECORD_ID] ?? '';
  const id = record?.id ?? (chosen || slugOf(values['name.es'] || values['name.en'] || ''));
  return (
    <p className="address-line">
      {t('cpanel.form.webAddress')} <code>{id ? pathOf(id) : t('cpanel.form.addressPending')}</code>
      <span className="field__hint">
        {' '}
        {t(record ? 'cpanel.form.addressFixed' : 'cpanel.form.addressNew')}
      </span>
    </p>
  );
}

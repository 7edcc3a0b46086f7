import { useTranslation } from 'react-i18next';
import { FieldProblem } from '@/components/forms/form-parts';
import type { CpanelForm } from '@/features/cpanel/forms/use-cpanel-form';
import type { Day } from '@/lib/days';
import {
  CLOSES_ON,
  closesInThePast,
  isTemporaryKind,
  KIND,
  OPENS_ON,
  PLAYS_BEFORE,
  type TourKind,
} from './tour-dates-values';
import './tour-dates-field.css';

const KINDS: readonly TourKind[] = ['permanent', 'temporary'];

/**
 * Permanent or temporary, and a temporary exhibition's days: both required, whole days in
 * Buenos Aires (the hint says so, since the admin's device may be elsewhere), the closing one
 * warned about when it is already past (saving it is how an exhibition is closed early, so it
 * is allowed), and whether visitors may play it before it opens.
 */
export function TourDatesField({ form, today }: { form: CpanelForm; today: Day }) {
  const { t } = useTranslation();
  const temporary = isTemporaryKind(form.values);
  const kindIds = form.ids(KIND);
  const hintId = `${kindIds.input}-days-hint`;
  const warningId = `${kindIds.input}-past`;
  const past = closesInThePast(form.values, today);
  const playsIds = form.ids(PLAYS_BEFORE);

  /** A day's input: its problem and the days' hint describe it; the closing day's warning too. */
  function dayInput(name: typeof OPENS_ON | typeof CLOSES_ON) {
    const ids = form.ids(name);
    const field = form.field(name);
    const warned = name === CLOSES_ON && past;
    const describedBy = [hintId, warned ? warningId : null, field['aria-describedby']]
      .filter(Boolean)
      .join(' ');
    return (
      <div className="field tour-dates__day">
        <label htmlFor={ids.input} className="field__label">
          {t(`cpanel.dates.${name}`)}
          <span aria-hidden="true"> *</span>
        </label>
        <input
          {...field}
          aria-describedby={describedBy}
          className="field__input"
          type="date"
          required
        />
        <FieldProblem id={ids.problem} text={form.problemOf(name)} />
        {warned && (
          <p id={warningId} className="tour-dates__warning">
            {t('cpanel.dates.closedWarning')}
          </p>
        )}
      </div>
    );
  }

  return (
    <fieldset className="tour-dates" aria-describedby={kindIds.hint}>
      <legend className="tour-dates__legend">{t('cpanel.dates.legend')}</legend>
      <p id={kindIds.hint} className="field__hint">
        {t('cpanel.dates.kindHint')}
      </p>
      <div className="tour-dates__kinds">
        {KINDS.map((kind) => (
          <label key={kind} className="tour-dates__choice">
            <input
              type="radio"
              name={KIND}
              value={kind}
              checked={form.values[KIND] === kind}
              onChange={() => form.change(KIND, kind)}
            />
            <span>{t(`cpanel.dates.${kind}`)}</span>
          </label>
        ))}
      </div>
      {temporary && (
        <div className="tour-dates__temporary">
          <p id={hintId} className="field__hint">
            {t('cpanel.dates.daysHint')}
          </p>
          <div className="field-row">
            {dayInput(OPENS_ON)}
            {dayInput(CLOSES_ON)}
          </div>
          <div className="field">
            <div className="tour-dates__check">
              <input
                id={playsIds.input}
                name={PLAYS_BEFORE}
                type="checkbox"
                checked={form.values[PLAYS_BEFORE] === 'yes'}
                aria-describedby={playsIds.hint}
                onChange={(event) => form.change(PLAYS_BEFORE, event.target.checked ? 'yes' : '')}
              />
              <label htmlFor={playsIds.input}>{t('cpanel.dates.playsBeforeOpening')}</label>
            </div>
            <p id={playsIds.hint} className="field__hint">
              {t('cpanel.dates.playsHint')}
            </p>
          </div>
        </div>
      )}
    </fieldset>
  );
}

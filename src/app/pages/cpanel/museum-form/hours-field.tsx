import { useTranslation } from 'react-i18next';
import type { CpanelForm } from '@/features/cpanel/forms/use-cpanel-form';
import { WEEKDAYS } from '@/features/museums/model/visit';
import { weekdayName } from '@/features/museums/lib/hours-text';
import { DayRanges } from './day-ranges';
import { ExceptionsField } from './exceptions-field';
import { countOf, countKey, dayPrefix, HOURS_ON, rangeKey } from './visit-values';
import './museum-form.css';

/** Where a week starts when the admin first shows the hours: Monday closed, 10 to 18 the rest. */
const STARTING_WEEK = WEEKDAYS.filter((day) => day !== 'mon');

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The museum's hours: whether the page shows them, each weekday's ranges and the dates with
 * hours of their own. Visitors see from them whether it is open now, in Buenos Aires' time.
 */
export function HoursField({ form }: { form: CpanelForm }) {
  const { t } = useTranslation();
  const ids = form.ids(HOURS_ON);
  const on = form.values[HOURS_ON] === 'yes';
  function toggle(show: boolean) {
    form.change(HOURS_ON, show ? 'yes' : '');
    const empty = WEEKDAYS.every((day) => countOf(form.values, dayPrefix(day)) === 0);
    if (!show || !empty) return;
    // A usual week to adjust, rather than seven empty days to fill in.
    for (const day of STARTING_WEEK) {
      form.change(rangeKey(dayPrefix(day), 0, 'open'), '10:00');
      form.change(rangeKey(dayPrefix(day), 0, 'close'), '18:00');
      form.change(countKey(dayPrefix(day)), '1');
    }
  }
  return (
    <fieldset className="hours">
      <legend className="hours__legend">{t('cpanel.visit.hours.legend')}</legend>
      <div className="field hours__switch">
        <div className="hours__check">
          <input
            id={ids.input}
            name={HOURS_ON}
            type="checkbox"
            checked={on}
            aria-describedby={ids.hint}
            onChange={(event) => toggle(event.target.checked)}
          />
          <label htmlFor={ids.input}>{t('cpanel.visit.hours.show')}</label>
        </div>
        <p id={ids.hint} className="field__hint">
          {t('cpanel.visit.hours.showHint')}
        </p>
      </div>
      {on && (
        <>
          <div className="hours__week">
            {WEEKDAYS.map((day) => (
              <DayRanges
                key={day}
                form={form}
                prefix={dayPrefix(day)}
                legend={capitalized(weekdayName(day, t))}
                closedText={t('cpanel.visit.hours.closed')}
              />
            ))}
          </div>
          <ExceptionsField form={form} />
        </>
      )}
    </fieldset>
  );
}

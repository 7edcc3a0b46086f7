import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldProblem } from '@/components/forms/form-parts';
import type { CpanelForm } from '@/features/cpanel/forms/use-cpanel-form';
import { MAX_RANGES } from '@/features/museums/model/visit';
import { addEntry, removeEntry, useFocusNext } from './list-edits';
import { countOf, rangeKey } from './visit-values';

/** One time input of a range, labelled, with its problem beside it. */
function TimeInput({ form, name, label }: { form: CpanelForm; name: string; label: string }) {
  const ids = form.ids(name);
  return (
    <div className="field hours-range__time">
      <label htmlFor={ids.input} className="field__label">
        {label}
      </label>
      <input {...form.field(name)} className="field__input" type="time" />
      <FieldProblem id={ids.problem} text={form.problemOf(name)} />
    </div>
  );
}

/**
 * A day's opening ranges (a weekday, or a date with hours of its own), each an opening and a
 * closing time: none says the museum is closed. Adding one puts the cursor in it; removing one
 * puts it on "add".
 */
export function DayRanges({
  form,
  prefix,
  legend,
  closedText,
}: {
  form: CpanelForm;
  prefix: string;
  legend: string;
  closedText: string;
}) {
  const { t } = useTranslation();
  const addId = useId();
  const focusNext = useFocusNext();
  const count = countOf(form.values, prefix);
  const several = count > 1;
  function add() {
    const index = addEntry(form.values, form.change, prefix, { open: '', close: '' });
    focusNext(form.ids(rangeKey(prefix, index, 'open')).input);
  }
  function remove(index: number) {
    removeEntry(form.values, form.change, prefix, index);
    focusNext(addId);
  }
  return (
    <fieldset className="hours-day">
      <legend className="hours-day__legend">{legend}</legend>
      {count === 0 && <p className="hours-day__closed">{closedText}</p>}
      {Array.from({ length: count }, (_, i) => {
        const which = several ? ` (${t('cpanel.visit.hours.rangeN', { n: i + 1 })})` : '';
        return (
          <div className="hours-range" key={i}>
            <TimeInput
              form={form}
              name={rangeKey(prefix, i, 'open')}
              label={t('cpanel.visit.hours.opens') + which}
            />
            <TimeInput
              form={form}
              name={rangeKey(prefix, i, 'close')}
              label={t('cpanel.visit.hours.closes') + which}
            />
            <button
              type="button"
              className="link-button hours-range__remove"
              onClick={() => remove(i)}
            >
              {t('cpanel.visit.hours.remove')}
              <span className="visually-hidden">
                {' '}
                {t('cpanel.visit.hours.removeWhich', { n: i + 1, day: legend })}
              </span>
            </button>
          </div>
        );
      })}
      {count < MAX_RANGES && (
        <button id={addId} type="button" className="button button--small" onClick={add}>
          {t(count === 0 ? 'cpanel.visit.hours.add' : 'cpanel.visit.hours.addAnother')}
          <span className="visually-hidden"> ({legend})</span>
        </button>
      )}
    </fieldset>
  );
}

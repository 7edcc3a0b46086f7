import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldProblem } from '@/components/forms/form-parts';
import type { CpanelForm } from '@/features/cpanel/forms/use-cpanel-form';
import { MAX_EXCEPTIONS } from '@/features/museums/model/visit';
import { DayRanges } from './day-ranges';
import { addEntry, removeEntry, useFocusNext } from './list-edits';
import { countOf, EXCEPTIONS, exceptionPrefix } from './visit-values';

/** A labelled input of a date's entry, with its hint and its problem. */
function EntryInput({
  form,
  name,
  label,
  type = 'text',
  hint,
}: {
  form: CpanelForm;
  name: string;
  label: string;
  type?: 'text' | 'date';
  hint?: string;
}) {
  const ids = form.ids(name);
  return (
    <div className="field">
      <label htmlFor={ids.input} className="field__label">
        {label}
      </label>
      <input {...form.field(name, { hint: Boolean(hint) })} className="field__input" type={type} />
      {hint && (
        <p id={ids.hint} className="field__hint">
          {hint}
        </p>
      )}
      <FieldProblem id={ids.problem} text={form.problemOf(name)} />
    </div>
  );
}

/**
 * The dates whose hours differ from their weekday's (holidays, closures, longer nights): each a
 * date, its hours (none: closed all day) and why, in both languages.
 */
export function ExceptionsField({ form }: { form: CpanelForm }) {
  const { t } = useTranslation();
  const addId = useId();
  const focusNext = useFocusNext();
  const count = countOf(form.values, EXCEPTIONS);
  function add() {
    const index = addEntry(form.values, form.change, EXCEPTIONS, {
      date: '',
      'hours.count': '0',
      'note.es': '',
      'note.en': '',
    });
    focusNext(form.ids(`${exceptionPrefix(index)}.date`).input);
  }
  function remove(index: number) {
    removeEntry(form.values, form.change, EXCEPTIONS, index);
    focusNext(addId);
  }
  return (
    <fieldset className="hours-exceptions">
      <legend className="hours__legend">{t('cpanel.visit.exceptions.legend')}</legend>
      <p className="field__hint">{t('cpanel.visit.exceptions.hint', { max: MAX_EXCEPTIONS })}</p>
      {Array.from({ length: count }, (_, i) => {
        const prefix = exceptionPrefix(i);
        const legend = t('cpanel.visit.exceptions.item', { n: i + 1 });
        return (
          <fieldset className="hours-exception" key={i}>
            <legend className="hours-day__legend">{legend}</legend>
            <EntryInput
              form={form}
              name={`${prefix}.date`}
              label={t('cpanel.visit.exceptions.date')}
              type="date"
            />
            <DayRanges
              form={form}
              prefix={`${prefix}.hours`}
              legend={t('cpanel.visit.exceptions.hours', { n: i + 1 })}
              closedText={t('cpanel.visit.exceptions.closedAllDay')}
            />
            <div className="field-row">
              <EntryInput
                form={form}
                name={`${prefix}.note.es`}
                label={t('cpanel.visit.exceptions.noteEs')}
                hint={t('cpanel.visit.exceptions.noteEsHint')}
              />
              <EntryInput
                form={form}
                name={`${prefix}.note.en`}
                label={t('cpanel.visit.exceptions.noteEn')}
                hint={t('cpanel.visit.exceptions.noteEnHint')}
              />
            </div>
            <button type="button" className="link-button" onClick={() => remove(i)}>
              {t('cpanel.visit.exceptions.remove')}
              <span className="visually-hidden"> ({legend})</span>
            </button>
          </fieldset>
        );
      })}
      {count < MAX_EXCEPTIONS && (
        <button id={addId} type="button" className="button button--small" onClick={add}>
          {t('cpanel.visit.exceptions.add')}
        </button>
      )}
    </fieldset>
  );
}

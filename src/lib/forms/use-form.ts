import { useCallback, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translate, type Translatable } from '@/lib/translatable';
import { useFormValues, type FormValues } from './use-form-values';

export type { FormValues }; // kept with the values' hook (use-form-values.ts)

/** What is wrong with each field, by name; a field without a problem has no entry. */
export type FieldProblems = Readonly<Partial<Record<string, Translatable>>>;

/** What a form's check says: the data to send, or each field's problem and a summary. */
export type Checked<Data> =
  { ok: true; data: Data } | { ok: false; problems: FieldProblems; summary?: Translatable };

export interface FormOptions<Data> {
  /** The values the form starts with: a record's when editing, the defaults when adding. */
  initial: FormValues;
  /**
   * Checks the values before they are sent (with the model's zod schema: `checkWithSchema`);
   * may be asynchronous, so a page that wants its first screen light fetches the schema only
   * when the form is sent.
   */
  check: (values: FormValues) => Checked<Data> | Promise<Checked<Data>>;
  /**
   * What counts as saved, when not what the form starts with (a comment box that starts with
   * the text left in it, unsent).
   */
  saved?: FormValues;
}

/**
 * The one way a form of the guide holds its values, checks them, says what is wrong next to
 * each field, and sends: a second submit while one runs does nothing. Problems are kept as
 * keys and translated on each render, so they follow a language switch. Knows whether what is
 * on screen differs from what was loaded or last saved (`isDirty`), for the leave warning and
 * the draft.
 */
export function useForm<Data>({ initial, check, saved: savedAtStart }: FormOptions<Data>) {
  const { t } = useTranslation();
  const id = useId();
  const [problems, setProblems] = useState<FieldProblems>({});
  const [summary, setSummary] = useState<Translatable | null>(null);
  const [busy, setBusy] = useState(false);
  // The form last submitted: a problem found after sending (an address already registered)
  // takes the person to its field too.
  const submitted = useRef<HTMLFormElement | null>(null);
  // State lands after the next render; refs answer at once: a double click, or a navigation
  // that follows a save in the same task, must see the latest.
  const inFlight = useRef(false);
  const { values, current, set, fill, restore, isDirty, markSaved } = useFormValues(
    initial,
    savedAtStart,
  );

  /** A field's problem is gone once the person acts on it. */
  const clearProblem = useCallback((name: string) => {
    setProblems((now) => {
      if (!now[name]) return now;
      const { [name]: _gone, ...rest } = now;
      return rest;
    });
  }, []);

  /** What the person typed or chose: the field's problem goes with the old value. */
  const change = useCallback(
    (name: string, value: string) => {
      set(name, value);
      clearProblem(name);
    },
    [set, clearProblem],
  );

  /** Says what is wrong: the summary and each field's problem (none: all is well again). */
  const fail = useCallback((problem: Translatable | null, fields: FieldProblems = {}) => {
    setSummary(problem);
    setProblems(fields);
    const first = Object.keys(fields)[0];
    if (first !== undefined) focusField(submitted.current, first);
  }, []);

  /**
   * The submit handler: checks, then runs `send` with the checked data. While it runs another
   * submit does nothing; its thrown errors are not caught here (the send says what failed).
   */
  function submit(send: (data: Data) => Promise<void>) {
    return (event: SyntheticEvent) => {
      event.preventDefault();
      if (inFlight.current) return;
      if (event.currentTarget instanceof HTMLFormElement) submitted.current = event.currentTarget;
      inFlight.current = true;
      setBusy(true);
      setSummary(null);
      void (async () => {
        try {
          const checked = await check(current.current);
          if (!checked.ok) {
            fail(checked.summary ?? null, checked.problems);
            return;
          }
          setProblems({});
          await send(checked.data);
        } finally {
          inFlight.current = false;
          setBusy(false);
        }
      })();
    };
  }

  const problemOf = (name: string) => {
    const problem = problems[name];
    return problem ? translate(t, problem) : null;
  };

  /** The ids that tie a field to its label, its hint and its problem. */
  const ids = (name: string) => {
    const base = `${id}-${name.replace(/[^\w-]/g, '_')}`;
    return { input: base, hint: `${base}-hint`, problem: `${base}-problem` };
  };

  /** A field's value and its change, what every kind of field needs. */
  const valueOf = (name: string) => ({
    name,
    value: values[name] ?? '',
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
  });
  /** What a labelled field component that keeps its own ids needs: also its problem's text. */
  const bind = (name: string) => ({ ...valueOf(name), problem: problemOf(name) });

  /**
   * What an input or textarea needs: its value, its change, and, when it has a problem,
   * `aria-invalid` and the problem among what describes it (`hint` adds the hint's id).
   */
  function field(name: string, { hint = false }: { hint?: boolean } = {}) {
    const { input, hint: hintId, problem: problemId } = ids(name);
    const bad = problems[name] !== undefined;
    const describedBy = [hint ? hintId : null, bad ? problemId : null].filter(Boolean).join(' ');
    return {
      id: input,
      ...valueOf(name),
      'aria-invalid': bad ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  }

  const summaryText = summary && translate(t, summary);
  const fieldTexts = Object.keys(problems).map(problemOf);
  return {
    values,
    change,
    clearProblem,
    fill,
    restore,
    isDirty,
    markSaved,
    problems,
    problemOf,
    summary: summaryText,
    /**
     * The summary says again what the only field with a problem says beside it: it stays in the
     * announcement, out of sight.
     */
    summaryRepeats:
      summaryText !== null && fieldTexts.length === 1 && fieldTexts[0] === summaryText,
    fail,
    busy,
    submit,
    ids,
    field,
    bind,
  };
}

export type Form = ReturnType<typeof useForm>;

/** Moves focus to a field by name, so the person lands on the first thing to fix. */
function focusField(form: HTMLFormElement | null, name: string) {
  const element = form?.elements.namedItem(name);
  if (element instanceof HTMLElement) element.focus();
}

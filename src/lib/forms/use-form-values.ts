import { useCallback, useRef, useState } from 'react';

/** A form's values by field name, as its inputs hold them: text. */
export type FormValues = Record<string, string>;

/** Whether two sets of values say the same (a missing field is an empty one). */
export const sameValues = (a: FormValues, b: FormValues) =>
  Object.keys({ ...a, ...b }).every((name) => (a[name] ?? '') === (b[name] ?? ''));

/**
 * A form's values, and whether what is on screen differs from what was loaded or last saved
 * (`saved`, when not the values it starts with): for the leave warning and the draft.
 */
export function useFormValues(initial: FormValues, savedAtStart?: FormValues) {
  const [values, setValues] = useState<FormValues>(initial);
  // State lands after the next render; refs answer at once: a navigation that follows a save
  // in the same task must see the latest.
  const current = useRef(values);
  const saved = useRef(savedAtStart ?? initial);

  const put = useCallback((next: FormValues) => {
    current.current = next;
    setValues(next);
  }, []);

  /** One field's new value. */
  const set = useCallback(
    (name: string, value: string) => put({ ...current.current, [name]: value }),
    [put],
  );

  /**
   * A value the form fills in itself (the next free number, a museum's address): it counts as
   * loaded, not as a change of the person's to warn about.
   */
  const fill = useCallback(
    (name: string, value: string) => {
      saved.current = { ...saved.current, [name]: value };
      put({ ...current.current, [name]: value });
    },
    [put],
  );

  /** Puts back values kept earlier (a draft), as changes not yet saved. */
  const restore = useCallback((kept: FormValues) => put({ ...current.current, ...kept }), [put]);

  /** Whether what is on screen differs from what was loaded or last saved. */
  const isDirty = useCallback(() => !sameValues(current.current, saved.current), []);

  /** After a successful save: what is on screen (or `next`) is what is kept. */
  const markSaved = useCallback(
    (next?: FormValues) => {
      if (next) put(next);
      saved.current = next ?? current.current;
    },
    [put],
  );

  return { values, current, set, fill, restore, isDirty, markSaved };
}

import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translate, type Translatable } from '@/lib/translatable';
import type { FormValues } from './form-values';

/**
 * Form state for the back-office: values that survive a failure, invalid fields, one
 * message, and a guard so a second submit while one is running does nothing. The message is
 * kept as its key and translated on each render, so it follows a language switch.
 */
export function useFormState(initial: FormValues) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FormValues>(initial);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<Translatable | null>(null);
  const [busy, setBusy] = useState(false);
  // State lands after the next render; the ref stops a double click before that.
  const inFlight = useRef(false);

  function change(name: string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setInvalid((current) => {
      if (!current.has(name)) return current;
      const next = new Set(current);
      next.delete(name);
      return next;
    });
  }

  function fail(problem: Translatable, fields: Iterable<string> = []) {
    setError(problem);
    setInvalid(new Set(fields));
  }

  async function run(work: () => Promise<void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { values, change, invalid, error: error && translate(t, error), fail, busy, run };
}

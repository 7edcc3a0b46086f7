import { useEffect, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import type { ErrorCode } from '@/lib/error-codes';
import type { MessageInput } from '@/features/contact/model/message';
import { forwardToEndpoint } from './forward-to-endpoint';
import { EMPTY, FIELDS, validate, type FieldName, type FieldProblems } from './validate-message';

/**
 * The contact form's state and its submit: the values, each field's problem, the failure of a
 * send, whether it is sending or was sent. Validation runs first, the first field with a problem
 * takes focus, and only a valid message is sent.
 */
export function useContactForm() {
  const [values, setValues] = useState<MessageInput>(EMPTY);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  // State updates land after the next render; the ref stops a second submit before that.
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  function change(field: FieldName) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      setProblems((current) => ({ ...current, [field]: undefined }));
    };
  }

  // Fetch the validation code as soon as the visitor starts on the form, not on submit.
  useEffect(() => {
    const element = form.current;
    const prefetch = () => void import('@/features/contact/model/message').catch(() => undefined);
    element?.addEventListener('focusin', prefetch, { once: true });
    return () => element?.removeEventListener('focusin', prefetch);
  }, []);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    setSent(false);
    setFailure(null);
    inFlight.current = true;
    let checked: Awaited<ReturnType<typeof validate>>;
    try {
      checked = await validate(values);
    } catch {
      inFlight.current = false;
      setFailure('network'); // the validation code could not be fetched
      return;
    }
    if ('problems' in checked) {
      inFlight.current = false;
      setProblems(checked.problems);
      const first = FIELDS.find((field) => checked.problems[field]);
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setProblems({});
    setSending(true);
    // Firestore loads after first paint to keep the home page light: the API module is fetched on submit.
    const data = checked.data;
    const result = await import('@/features/contact/api/messages').then(
      ({ sendMessage }) => sendMessage(data),
      () => null, // the module could not be fetched (offline)
    );
    inFlight.current = false;
    setSending(false);
    if (!result || result.isError) {
      setFailure(result ? result.error.code : 'network');
      return;
    }
    setValues(EMPTY);
    setSent(true);
    forwardToEndpoint(checked.data);
  }

  return { form, values, problems, failure, sent, sending, change, submit };
}

import { useState } from 'react';
import type { MessageInput } from '@/features/contact/model/message';
import { useDraft } from '@/lib/forms/use-draft';
import { currentUser, useSession } from '@/lib/session';
import { useForm } from '@/lib/forms/use-form';
import { useLeaveGuard } from '@/lib/forms/use-leave-guard';
import { translatable } from '@/lib/translatable';
import { forwardToEndpoint } from './forward-to-endpoint';
import { checkMessage, EMPTY } from './validate-message';

/**
 * The contact form on the guide's one form pattern: the values, each field's problem, the
 * failure of a send, whether it is sending or was sent. The first field with a problem takes
 * focus, and only a valid message is sent. Until it is sent, leaving warns and what was typed
 * waits in this tab.
 */
export function useContactForm() {
  const form = useForm<MessageInput>({ initial: EMPTY, check: checkMessage });
  const [sent, setSent] = useState(false);
  const draft = useDraft({
    key: 'contact',
    place: 'session',
    values: form.values,
    isDirty: form.isDirty,
    restore: form.restore,
  });
  const guard = useLeaveGuard(form.isDirty);
  const senderUid = currentUser(useSession().session)?.uid;

  const submit = form.submit(async (data) => {
    setSent(false);
    // Firestore loads after first paint to keep the home page light: the API module is fetched on submit.
    const result = await import('@/features/contact/api/messages').then(
      ({ sendMessage }) => sendMessage(data, senderUid),
      () => null, // the module could not be fetched (offline)
    );
    if (!result || result.isError) {
      form.fail(translatable(`errors.${result ? result.error.code : 'network'}`));
      return;
    }
    form.markSaved(EMPTY);
    draft.clear();
    setSent(true);
    forwardToEndpoint(data);
  });

  return { form, sent, draft, guard, submit };
}

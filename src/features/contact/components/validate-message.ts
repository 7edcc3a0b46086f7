import { checkWithSchema, type Issue } from '@/lib/forms/schema-check';
import type { Checked, FormValues } from '@/lib/forms/use-form';
import { translatable, type Translatable } from '@/lib/translatable';
import type { MessageInput } from '../model/message';

export type FieldName = keyof MessageInput;
export const EMPTY: MessageInput = { nombre: '', email: '', message: '' };

const REQUIRED = {
  nombre: 'contact.errors.nameRequired',
  email: 'contact.errors.emailRequired',
  message: 'contact.errors.messageRequired',
} as const;

/** The contact form's words for a field's problem, in the visitor's terms. */
function contactMessage(issue: Issue, field: string, value: string): Translatable | undefined {
  if (field !== 'nombre' && field !== 'email' && field !== 'message') return undefined;
  if (value.trim() === '') return translatable(REQUIRED[field]);
  if (issue.code === 'too_big' && typeof issue.maximum === 'number')
    return translatable('contact.errors.tooLong', { max: issue.maximum });
  if (field === 'email') return translatable('contact.errors.emailInvalid');
  return translatable(REQUIRED[field]);
}

/**
 * Checks with the schema the service uses, one problem per field. The schema (zod) is fetched
 * on the first submit (or once the visitor starts on the form), not with the home page, which
 * stays light; if it cannot be fetched, the form says the connection failed.
 */
export async function checkMessage(values: FormValues): Promise<Checked<MessageInput>> {
  let schema: typeof import('../model/message').messageInputSchema;
  try {
    ({ messageInputSchema: schema } = await import('../model/message'));
  } catch {
    return { ok: false, problems: {}, summary: translatable('errors.network') };
  }
  return checkWithSchema(schema, values, { messageOf: contactMessage });
}

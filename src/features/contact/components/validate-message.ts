import type { MessageInput } from '../model/message';

export type FieldName = keyof MessageInput;
export const FIELDS: readonly FieldName[] = ['nombre', 'email', 'message'];

export type FieldProblem =
  | { key: 'nameRequired' | 'emailRequired' | 'emailInvalid' | 'messageRequired' }
  | { key: 'tooLong'; max: number };
export type FieldProblems = Partial<Record<FieldName, FieldProblem>>;

export const EMPTY: MessageInput = { nombre: '', email: '', message: '' };
const REQUIRED = {
  nombre: 'nameRequired',
  email: 'emailRequired',
  message: 'messageRequired',
} as const;

/**
 * Validates with the schema the service uses; one problem per field, in the visitor's terms.
 * The schema (zod) is fetched on the first submit, not with the home page, which stays light.
 */
export async function validate(
  values: MessageInput,
): Promise<{ data: MessageInput } | { problems: FieldProblems }> {
  const { messageInputSchema } = await import('../model/message');
  const parsed = messageInputSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const problems: FieldProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field !== 'nombre' && field !== 'email' && field !== 'message') continue;
    if (problems[field]) continue;
    if (values[field].trim() === '') problems[field] = { key: REQUIRED[field] };
    else if (issue.code === 'too_big')
      problems[field] = { key: 'tooLong', max: Number(issue.maximum) };
    else if (field === 'email') problems[field] = { key: 'emailInvalid' };
    else problems[field] = { key: REQUIRED[field] };
  }
  return { problems };
}

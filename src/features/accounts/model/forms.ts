import * as z from 'zod/mini';
import {
  anyRequired,
  checkWithSchema,
  type Issue,
  type SchemaCheckOptions,
} from '@/lib/forms/schema-check';
import type { Checked, FieldProblems, FormValues } from '@/lib/forms/use-form';
import { emailAddress } from '@/lib/model/email';
import { text } from '@/lib/model/shared';
import { translatable, type Translatable } from '@/lib/translatable';

export const PASSWORD_MIN = 6; // Firebase Auth refuses shorter passwords

/** Create account: every field required, a valid e-mail, a password of at least 6 characters. */
export const joinSchema = z.object({
  name: text(100),
  lastName: text(100),
  email: emailAddress,
  password: z.string().check(z.minLength(PASSWORD_MIN)),
});
export type JoinInput = z.infer<typeof joinSchema>;

/** Sign in: an e-mail and a password. */
export const signInSchema = z.object({
  email: emailAddress,
  password: z.string().check(z.minLength(1)),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** Forgot password: the account's e-mail. */
export const resetSchema = z.object({ email: emailAddress });
export type ResetInput = z.infer<typeof resetSchema>;

/** The account screens' words for a field's problem (an empty field is "required"). */
function accountMessage(_issue: Issue, field: string, value: string): Translatable | undefined {
  if (value.trim() === '') return field === 'email' ? translatable('forms.required') : undefined;
  if (field === 'email') return translatable('account.errors.invalidEmail');
  if (field === 'password') return translatable('account.errors.passwordShort');
  return undefined;
}

/**
 * The form's summary, in the spec's words: "complete every field" when one is empty, else the
 * one problem there is, else "check the marked fields".
 */
function accountSummary(problems: FieldProblems): Translatable | undefined {
  if (anyRequired(problems)) return translatable('account.errors.allRequired');
  const found = Object.values(problems);
  return found.length === 1 ? found[0] : translatable('forms.checkMarked');
}

const ACCOUNT: SchemaCheckOptions = { messageOf: accountMessage, summaryOf: accountSummary };

export const checkJoin = (values: FormValues): Checked<JoinInput> =>
  checkWithSchema(joinSchema, values, ACCOUNT);

export const checkSignIn = (values: FormValues): Checked<SignInInput> =>
  checkWithSchema(signInSchema, values, ACCOUNT);

/** An empty address is "enter your e-mail", beside the field. */
export const checkReset = (values: FormValues): Checked<ResetInput> =>
  checkWithSchema(resetSchema, values, {
    messageOf: (issue, field, value) =>
      value.trim() === ''
        ? translatable('account.errors.emailRequired')
        : accountMessage(issue, field, value),
    summaryOf: (problems) => Object.values(problems)[0],
  });

/** The account page's name: both parts required, as at registration. */
export const profileSchema = z.object({ name: text(100), surname: text(100) });
export type ProfileInput = z.infer<typeof profileSchema>;

export const checkProfile = (values: FormValues): Checked<ProfileInput> =>
  checkWithSchema(profileSchema, values, ACCOUNT);

/** A new password: the current one (Auth asks for a recent sign-in) and the new one. */
export const passwordChangeSchema = z.object({
  current: z.string().check(z.minLength(1)),
  next: z.string().check(z.minLength(PASSWORD_MIN)),
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export const checkPasswordChange = (values: FormValues): Checked<PasswordChangeInput> =>
  checkWithSchema(passwordChangeSchema, values, {
    messageOf: (_issue, field, value) =>
      value === ''
        ? translatable('forms.required')
        : field === 'next'
          ? translatable('account.errors.passwordShort')
          : undefined,
    summaryOf: accountSummary,
  });

import { describe, expect, it } from 'vitest';
import { checkJoin, checkReset, checkSignIn } from './forms';

const valid = { name: 'Lucía', lastName: 'Fernández', email: 'lu@example.com', password: 'secret' };

/** Each field's problem and the summary, as keys. */
function problems(checked: ReturnType<typeof checkJoin | typeof checkSignIn | typeof checkReset>) {
  if (checked.ok) return null;
  return {
    fields: Object.fromEntries(
      Object.entries(checked.problems).map(([field, problem]) => [field, problem?.key]),
    ),
    summary: checked.summary?.key,
  };
}

describe('account form checks', () => {
  it('accepts a complete join form with a 6-character password, trimmed', () => {
    const checked = checkJoin({ ...valid, name: ' Lucía ', email: ' lu@example.com ' });
    expect(checked).toEqual({
      ok: true,
      data: { ...valid, name: 'Lucía', email: 'lu@example.com' },
    });
  });

  it.each(['name', 'lastName', 'email', 'password'] as const)(
    'requires %s (whitespace is not a value), beside the field, with the spec’s summary',
    (field) => {
      expect(problems(checkJoin({ ...valid, [field]: '   ' }))).toEqual({
        fields: { [field]: 'forms.required' },
        summary: 'account.errors.allRequired',
      });
    },
  );

  it('says every empty field at once, not one at a time', () => {
    expect(problems(checkJoin({ name: 'Clara', lastName: '', email: '', password: '' }))).toEqual({
      fields: { lastName: 'forms.required', email: 'forms.required', password: 'forms.required' },
      summary: 'account.errors.allRequired',
    });
  });

  it('refuses a password shorter than 6 characters', () => {
    expect(problems(checkJoin({ ...valid, password: '12345' }))).toEqual({
      fields: { password: 'account.errors.passwordShort' },
      summary: 'account.errors.passwordShort',
    });
  });

  it('refuses a malformed e-mail, and says both problems when there are two', () => {
    expect(problems(checkJoin({ ...valid, email: 'lu@' }))?.fields).toEqual({
      email: 'account.errors.invalidEmail',
    });
    expect(problems(checkJoin({ ...valid, email: 'lu@', password: '1' }))).toEqual({
      fields: { email: 'account.errors.invalidEmail', password: 'account.errors.passwordShort' },
      summary: 'forms.checkMarked',
    });
    expect(problems(checkReset({ email: 'nope' }))?.fields).toEqual({
      email: 'account.errors.invalidEmail',
    });
    expect(problems(checkReset({ email: ' ' }))).toEqual({
      fields: { email: 'account.errors.emailRequired' },
      summary: 'account.errors.emailRequired',
    });
    expect(checkReset({ email: ' lu@example.com ' })).toEqual({
      ok: true,
      data: { email: 'lu@example.com' },
    });
  });

  it('requires both sign-in fields', () => {
    expect(problems(checkSignIn({ email: 'lu@example.com', password: '' }))).toEqual({
      fields: { password: 'forms.required' },
      summary: 'account.errors.allRequired',
    });
    expect(checkSignIn({ email: 'lu@example.com', password: 'x' }).ok).toBe(true);
  });
});

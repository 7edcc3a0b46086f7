export const PASSWORD_MIN = 6; // Firebase Auth refuses shorter passwords

export interface JoinFields {
  name: string;
  lastName: string;
  email: string;
  password: string;
}

export type JoinProblem = 'allRequired' | 'passwordShort' | 'invalidEmail';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** All fields required, then a password of at least 6 characters. */
export function validateJoin(fields: JoinFields): JoinProblem | null {
  const values = [fields.name, fields.lastName, fields.email, fields.password];
  if (values.some((value) => value.trim() === '')) return 'allRequired';
  if (!EMAIL.test(fields.email.trim())) return 'invalidEmail';
  if (fields.password.length < PASSWORD_MIN) return 'passwordShort';
  return null;
}

export function validateSignIn(fields: { email: string; password: string }): 'allRequired' | null {
  return fields.email.trim() === '' || fields.password === '' ? 'allRequired' : null;
}

export function validateEmail(email: string): 'emailRequired' | 'invalidEmail' | null {
  if (email.trim() === '') return 'emailRequired';
  return EMAIL.test(email.trim()) ? null : 'invalidEmail';
}

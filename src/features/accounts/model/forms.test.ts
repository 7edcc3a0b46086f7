import { describe, expect, it } from 'vitest';
import { validateEmail, validateJoin, validateSignIn } from './forms';

const valid = { name: 'Lucía', lastName: 'Fernández', email: 'lu@example.com', password: 'secret' };

describe('account form validation', () => {
  it('accepts a complete join form with a 6-character password', () => {
    expect(validateJoin(valid)).toBeNull();
  });

  it.each(['name', 'lastName', 'email', 'password'] as const)(
    'requires %s (whitespace is not a value)',
    (field) => {
      expect(validateJoin({ ...valid, [field]: '   ' })).toBe('allRequired');
    },
  );

  it('refuses a password shorter than 6 characters', () => {
    expect(validateJoin({ ...valid, password: '12345' })).toBe('passwordShort');
  });

  it('refuses a malformed e-mail', () => {
    expect(validateJoin({ ...valid, email: 'lu@' })).toBe('invalidEmail');
    expect(validateEmail('nope')).toBe('invalidEmail');
    expect(validateEmail(' ')).toBe('emailRequired');
    expect(validateEmail(' lu@example.com ')).toBeNull();
  });

  it('requires both sign-in fields', () => {
    expect(validateSignIn({ email: 'lu@example.com', password: '' })).toBe('allRequired');
    expect(validateSignIn({ email: 'lu@example.com', password: 'x' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirect('/muestra/abc?x=1#comments')).toBe('/muestra/abc?x=1#comments');
    expect(safeRedirect('/')).toBe('/');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'muestra/abc',
    '',
    null,
    undefined,
  ])('refuses %s', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { javaMajor } from './preflight.mjs';

describe('javaMajor', () => {
  it('reads the major version from what `java -version` prints', () => {
    expect(javaMajor('openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment')).toBe(17);
    expect(javaMajor('openjdk version "21" 2023-09-19')).toBe(21);
    expect(javaMajor('java version "1.8.0_392"')).toBe(8);
    expect(javaMajor('bash: java: command not found')).toBeNull();
  });
});

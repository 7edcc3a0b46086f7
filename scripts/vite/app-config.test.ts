import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ConfigEnv, UserConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from './app-config';

const VALID = [
  'VITE_FIREBASE_API_KEY=key',
  'VITE_FIREBASE_AUTH_DOMAIN=p.firebaseapp.com',
  'VITE_FIREBASE_PROJECT_ID=p',
  'VITE_FIREBASE_STORAGE_BUCKET=p.appspot.com',
  'VITE_FIREBASE_APP_ID=1:2:web:3',
];

let envDir = '';
beforeEach(() => {
  envDir = mkdtempSync(path.join(tmpdir(), 'museo-env-'));
  // The test run's own variables (the emulators') would stand in for the files' missing ones.
  for (const name of Object.keys(process.env).filter((key) => key.startsWith('VITE_'))) {
    vi.stubEnv(name, undefined);
  }
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(envDir, { recursive: true, force: true });
});

/** What the plugin makes of `lines` as the env file of mode "staging". */
function configWith(lines: string[]) {
  writeFileSync(path.join(envDir, '.env.staging'), lines.join('\n'));
  const hook = appConfig().config as (config: UserConfig, env: ConfigEnv) => UserConfig;
  return hook({ envDir }, { mode: 'staging', command: 'build' });
}

describe('the build checks its variables', () => {
  it('writes the checked configuration into the code', () => {
    const define = configWith([...VALID, 'VITE_BLOG_URL= https://blog.example.org ']).define;
    expect(JSON.parse(String(define?.__APP_CONFIG__))).toMatchObject({
      firebase: { projectId: 'p', apiKey: 'key' },
      blogUrl: 'https://blog.example.org',
      emulatorHost: null,
    });
  });

  it('stops with the missing or malformed variables named, and where to set them', () => {
    const problem = () => configWith([...VALID.slice(1), 'VITE_FOUNDER_URL=javascript:alert(1)']);
    expect(problem).toThrow(/VITE_FIREBASE_API_KEY, VITE_FOUNDER_URL/);
    expect(problem).toThrow(/\.env\.staging/);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { googleAuth } from './google-credentials.mjs';

const folder = mkdtempSync(join(tmpdir(), 'adc-'));
const file = (name: string, content: object) => {
  const path = join(folder, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
};

describe('the scripts’ Google credentials', () => {
  it('say which file GOOGLE_APPLICATION_CREDENTIALS names when it cannot be read', async () => {
    const missing = join(folder, 'missing.json');
    await expect(
      googleAuth({ scopes: 's', env: { GOOGLE_APPLICATION_CREDENTIALS: missing } }),
    ).rejects.toThrow(`GOOGLE_APPLICATION_CREDENTIALS (${missing})`);
  });

  it('refuse credentials they cannot use, saying what to pass instead', async () => {
    const external = file('external.json', { type: 'external_account' });
    await expect(
      googleAuth({ scopes: 's', env: { GOOGLE_APPLICATION_CREDENTIALS: external } }),
    ).rejects.toThrow(/external_account.*--service-account/);
  });

  it('say how to log in when there are none', { timeout: 10_000 }, async () => {
    await expect(googleAuth({ scopes: 's', env: { CLOUDSDK_CONFIG: folder } })).rejects.toThrow(
      'gcloud auth application-default login',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { DATA_LOCATION_MAX, parsePrivacyEnv } from './privacy-env';

describe('parsePrivacyEnv', () => {
  it('leaves the privacy contact and data location unset unless they are set, trimmed', () => {
    expect(parsePrivacyEnv({})).toMatchObject({ privacyContact: null, dataLocation: null });
    expect(parsePrivacyEnv({ VITE_PRIVACY_CONTACT: ' ', VITE_DATA_LOCATION: '' })).toMatchObject({
      privacyContact: null,
      dataLocation: null,
    });
    expect(
      parsePrivacyEnv({
        VITE_PRIVACY_CONTACT: ' privacidad@example.org ',
        VITE_DATA_LOCATION: ' southamerica-east1 (São Paulo, Brasil) ',
      }),
    ).toMatchObject({
      privacyContact: 'privacidad@example.org',
      dataLocation: 'southamerica-east1 (São Paulo, Brasil)',
    });
  });

  it('refuses a privacy contact that is not an e-mail address, naming it', () => {
    for (const bad of ['privacidad', 'mailto:privacidad@example.org', 'a@b', 'a b@example.org']) {
      expect(() => parsePrivacyEnv({ VITE_PRIVACY_CONTACT: bad }), bad).toThrow(
        /VITE_PRIVACY_CONTACT/,
      );
    }
  });

  it(`refuses a data location over ${String(DATA_LOCATION_MAX)} characters, naming it`, () => {
    const longest = 'x'.repeat(DATA_LOCATION_MAX);
    expect(parsePrivacyEnv({ VITE_DATA_LOCATION: longest }).dataLocation).toBe(longest);
    expect(() => parsePrivacyEnv({ VITE_DATA_LOCATION: `${longest}x` })).toThrow(
      /Invalid or missing environment variables: VITE_DATA_LOCATION$/,
    );
  });
});

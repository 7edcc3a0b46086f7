import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './parse-env';

const valid = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'p.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'p',
  VITE_FIREBASE_STORAGE_BUCKET: 'p.appspot.com',
  VITE_FIREBASE_APP_ID: '1:2:web:3',
};

describe('parseEnv', () => {
  it('uses a real project (no emulators) unless the local configuration asks for them', () => {
    expect(parseEnv(valid).emulatorHost).toBeNull();
    expect(parseEnv({ ...valid, VITE_USE_EMULATORS: 'true' }).emulatorHost).toBe('127.0.0.1');
    expect(
      parseEnv({ ...valid, VITE_USE_EMULATORS: 'true', VITE_EMULATOR_HOST: '10.0.2.2' })
        .emulatorHost,
    ).toBe('10.0.2.2');
  });

  it('names every missing variable', () => {
    const { VITE_FIREBASE_API_KEY: _k, VITE_FIREBASE_APP_ID: _a, ...rest } = valid;
    expect(() => parseEnv(rest)).toThrow(ConfigError);
    expect(() => parseEnv(rest)).toThrow(/VITE_FIREBASE_API_KEY.*VITE_FIREBASE_APP_ID/);
  });

  it('refuses a contact endpoint that is not http(s)', () => {
    expect(() => parseEnv({ ...valid, VITE_CONTACT_ENDPOINT: 'javascript:alert(1)' })).toThrow(
      /VITE_CONTACT_ENDPOINT/,
    );
    expect(
      parseEnv({ ...valid, VITE_CONTACT_ENDPOINT: 'https://example.org/contacto.php' })
        .contactEndpoint,
    ).toBe('https://example.org/contacto.php');
  });

  it('switches App Check on only with a site key, and never on the emulators', () => {
    expect(parseEnv(valid).appCheckSiteKey).toBeNull();
    expect(parseEnv({ ...valid, VITE_APPCHECK_SITE_KEY: '  ' }).appCheckSiteKey).toBeNull();
    expect(parseEnv({ ...valid, VITE_APPCHECK_SITE_KEY: '6Lc-key' }).appCheckSiteKey).toBe(
      '6Lc-key',
    );
    expect(
      parseEnv({ ...valid, VITE_USE_EMULATORS: 'true', VITE_APPCHECK_SITE_KEY: '6Lc-key' })
        .appCheckSiteKey,
    ).toBeNull();
  });

  it('leaves the blog and founder links out unless they are set, and refuses non-http(s) ones', () => {
    expect(parseEnv(valid)).toMatchObject({ blogUrl: null, founderUrl: null });
    expect(parseEnv({ ...valid, VITE_BLOG_URL: '', VITE_FOUNDER_URL: ' ' })).toMatchObject({
      blogUrl: null,
      founderUrl: null,
    });
    expect(
      parseEnv({
        ...valid,
        VITE_BLOG_URL: 'https://blog.example.org/',
        VITE_FOUNDER_URL: 'https://example.org/about ',
      }),
    ).toMatchObject({
      blogUrl: 'https://blog.example.org/',
      founderUrl: 'https://example.org/about',
    });
    expect(() => parseEnv({ ...valid, VITE_FOUNDER_URL: 'javascript:alert(1)' })).toThrow(
      /VITE_FOUNDER_URL/,
    );
    expect(() => parseEnv({ ...valid, VITE_BLOG_URL: 'medium.com' })).toThrow(/VITE_BLOG_URL/);
  });
});

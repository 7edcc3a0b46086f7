import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '@/config/parse-env';
import { parsePrivacyEnv } from '@/config/privacy-env';
import { PRIVACY_VARS, productionEnvProblem, REQUIRED_VARS } from './production-env.mjs';

const ENV = {
  VITE_FIREBASE_API_KEY: 'AIzaSyExample',
  VITE_FIREBASE_AUTH_DOMAIN: 'museo-guia-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'museo-guia-prod',
  VITE_FIREBASE_STORAGE_BUCKET: 'museo-guia-prod.firebasestorage.app',
  VITE_FIREBASE_APP_ID: '1:123456789012:web:abc',
  VITE_PRIVACY_CONTACT: 'privacidad@museo-guia.com.ar',
  VITE_DATA_LOCATION: 'southamerica-east1 (São Paulo, Brasil)',
};

/** One sentence: one line, one full stop at its end. */
function expectOneSentence(message: string | null) {
  expect(message).toMatch(/^[^\n]+\.$/);
  expect(message).not.toMatch(/\.\s+[A-Z]/);
}

describe('the production variables', () => {
  it('are the ones the app refuses to start without', () => {
    let named: string[] = [];
    try {
      parseEnv({});
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      named = (error as Error).message.replace(/^.*: /, '').split(', ');
    }
    expect([...named].sort()).toEqual([...REQUIRED_VARS].sort());
  });

  it('pass when complete, for the project being deployed, with or without a custom domain', () => {
    expect(productionEnvProblem(ENV, 'museo-guia-prod')).toBeNull();
    expect(
      productionEnvProblem({ ...ENV, SITE_CUSTOM_DOMAIN: 'guia.example.org' }, 'museo-guia-prod'),
    ).toBeNull();
    expect(
      productionEnvProblem({ ...ENV, VITE_USE_EMULATORS: 'false' }, 'museo-guia-prod'),
    ).toBeNull();
  });

  it('say to create .env.production.local when there is none', () => {
    const problem = productionEnvProblem({}, 'museo-guia-prod', { fileExists: false });
    expectOneSentence(problem);
    expect(problem).toMatch(/^There is no \.env\.production\.local: copy \.env\.example/);
  });

  it('name the missing or empty ones', () => {
    const one = productionEnvProblem({ ...ENV, VITE_FIREBASE_APP_ID: ' ' }, 'museo-guia-prod');
    expectOneSentence(one);
    expect(one).toMatch(/^VITE_FIREBASE_APP_ID is missing or empty in \.env\.production\.local: /);
    const { VITE_FIREBASE_API_KEY: _k, VITE_FIREBASE_STORAGE_BUCKET: _b, ...rest } = ENV;
    const two = productionEnvProblem(rest, 'museo-guia-prod');
    expectOneSentence(two);
    expect(two).toMatch(/^VITE_FIREBASE_API_KEY and VITE_FIREBASE_STORAGE_BUCKET are missing/);
  });

  it("refuse another project's values", () => {
    const problem = productionEnvProblem(ENV, 'museo-guia-test');
    expectOneSentence(problem);
    expect(problem).toBe(
      '.env.production.local is for project "museo-guia-prod", not "museo-guia-test": deploy with ' +
        "--project museo-guia-prod, or put museo-guia-test's web app config in .env.production.local.",
    );
  });

  it('refuse a build that would talk to the emulators', () => {
    const problem = productionEnvProblem({ ...ENV, VITE_USE_EMULATORS: 'true' }, 'museo-guia-prod');
    expectOneSentence(problem);
    expect(problem).toMatch(/^VITE_USE_EMULATORS is true for the production build/);
  });

  it('refuse a custom domain written as a URL', () => {
    const problem = productionEnvProblem(
      { ...ENV, SITE_CUSTOM_DOMAIN: 'https://guia.example.org/' },
      'museo-guia-prod',
    );
    expectOneSentence(problem);
    expect(problem).toMatch(/^SITE_CUSTOM_DOMAIN in \.env\.production\.local must be a host name/);
  });

  it('refuse the App Check key under a name the app does not read', () => {
    const problem = productionEnvProblem(
      { ...ENV, VITE_APP_CHECK_SITE_KEY: '6Lc-key' },
      'museo-guia-prod',
    );
    expectOneSentence(problem);
    expect(problem).toMatch(
      /^VITE_APP_CHECK_SITE_KEY is not a variable the app reads: rename it VITE_APPCHECK_SITE_KEY/,
    );
    expect(
      productionEnvProblem({ ...ENV, VITE_APPCHECK_SITE_KEY: '6Lc-key' }, 'museo-guia-prod'),
    ).toBeNull();
  });

  it('refuse a site whose privacy notice could not say whom to write to or where the data is', () => {
    const { VITE_PRIVACY_CONTACT: _c, VITE_DATA_LOCATION: _l, ...without } = ENV;
    const both = productionEnvProblem(without, 'museo-guia-prod');
    expectOneSentence(both);
    expect(both).toMatch(
      /^VITE_PRIVACY_CONTACT and VITE_DATA_LOCATION are missing or empty in \.env\.production\.local: the privacy notice/,
    );
    const one = productionEnvProblem({ ...ENV, VITE_DATA_LOCATION: ' ' }, 'museo-guia-prod');
    expectOneSentence(one);
    expect(one).toMatch(/^VITE_DATA_LOCATION is missing or empty in \.env\.production\.local: /);
    expect(PRIVACY_VARS).toEqual(['VITE_PRIVACY_CONTACT', 'VITE_DATA_LOCATION']);
  });

  it("refuse .env.example's stand-in address", () => {
    const problem = productionEnvProblem(
      { ...ENV, VITE_PRIVACY_CONTACT: 'privacidad@example.org' },
      'museo-guia-prod',
    );
    expectOneSentence(problem);
    expect(problem).toMatch(
      /^VITE_PRIVACY_CONTACT in \.env\.production\.local is still an example address \(privacidad@example\.org\)/,
    );
  });

  it('refuse the values the app would refuse to start with, as the app does', () => {
    const contacts = ['privacidad', 'mailto:privacidad@museo.ar', 'a@b', 'equipo@museo.example'];
    const locations = ['x'.repeat(100), 'x'.repeat(101), 'nam5 (Estados Unidos)'];
    const cases = [
      ...contacts.map((value) => ({ ...ENV, VITE_PRIVACY_CONTACT: value })),
      ...locations.map((value) => ({ ...ENV, VITE_DATA_LOCATION: value })),
    ];
    for (const env of cases) {
      let appRefuses = false;
      try {
        parsePrivacyEnv(env);
      } catch {
        appRefuses = true;
      }
      const problem = productionEnvProblem(env, 'museo-guia-prod');
      expect(problem !== null, JSON.stringify(env)).toBe(appRefuses);
      if (problem) expectOneSentence(problem);
    }
    expect(
      productionEnvProblem({ ...ENV, VITE_PRIVACY_CONTACT: 'privacidad' }, 'museo-guia-prod'),
    ).toBe(
      'VITE_PRIVACY_CONTACT in .env.production.local must be an e-mail address such as ' +
        'privacidad@example.org (without mailto:), not "privacidad".',
    );
  });
});

import { ConfigError } from './parse-env';

/*
 * What the privacy notice says of whom to write to and where the data lives: two variables of
 * the build, read only by the notice's page (not by scripts/vite/app-config.ts, whose result is on every first paint).
 * Production's deploy refuses a build without them (scripts/lib/deploy/production-env.mjs).
 */

/** Longest VITE_DATA_LOCATION: a region and its city, not a paragraph. */
export const DATA_LOCATION_MAX = 100;

export interface PrivacyConfig {
  /** Whom to write to about one's data; the notice says when it is not set. */
  privacyContact: string | null;
  /** Where Firestore keeps the data, in words ("southamerica-east1 (São Paulo, Brasil)"). */
  dataLocation: string | null;
}

/**
 * An e-mail address's shape: the one firestore.rules asks of a contact message's, without a
 * colon (the notice links it as mailto:, so "mailto:..." here would be a broken link).
 */
const isEmailAddress = (value: string) =>
  value.length <= 254 && /^[^@\s:]+@[^@\s:]+[.][^@\s:]+$/.test(value);

/** Validates the two variables; a bad one is named in the error. Unset, each is null. */
export function parsePrivacyEnv(raw: Record<string, unknown>): PrivacyConfig {
  const bad: string[] = [];
  const read = (name: string, ok: (value: string) => boolean) => {
    const value: unknown = raw[name];
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if ((value !== undefined && typeof value !== 'string') || (trimmed !== '' && !ok(trimmed)))
      bad.push(name);
    // Unset, the notice says so: never a made-up address or place.
    return trimmed || null;
  };
  const privacyContact = read('VITE_PRIVACY_CONTACT', isEmailAddress);
  const dataLocation = read('VITE_DATA_LOCATION', (value) => value.length <= DATA_LOCATION_MAX);
  if (bad.length > 0) {
    throw new ConfigError(`Invalid or missing environment variables: ${bad.join(', ')}`);
  }
  return { privacyContact, dataLocation };
}

/** This build's, each read by name (Vite writes in only what is named). */
export const getPrivacyConfig = (): PrivacyConfig =>
  parsePrivacyEnv({
    VITE_PRIVACY_CONTACT: import.meta.env.VITE_PRIVACY_CONTACT,
    VITE_DATA_LOCATION: import.meta.env.VITE_DATA_LOCATION,
  });

// What a production build needs from .env.production.local, checked before anything is built:
// a build with a missing value or another project's values deploys a site that cannot work.
import { isHostName } from './storage-cors.mjs';

export const ENV_FILE = '.env.production.local';

/** The variables src/config/parse-env.ts refuses a build without (its unit test keeps them equal). */
export const REQUIRED_VARS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
];

/**
 * What the privacy notice (/privacidad) must be able to say on a real site: whom to write to
 * about one's data, and where it is kept. The app starts without them (the notice then says they
 * are missing); a production deploy does not.
 */
export const PRIVACY_VARS = ['VITE_PRIVACY_CONTACT', 'VITE_DATA_LOCATION'];

/** The shapes src/config/privacy-env.ts accepts (this one's unit test keeps them equal). */
const isEmailAddress = (value) =>
  value.length <= 254 && /^[^@\s:]+@[^@\s:]+[.][^@\s:]+$/.test(value);
const DATA_LOCATION_MAX = 100;

const names = (list) =>
  list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;

/**
 * The sentence that says what is wrong with the production variables, or null when they fit
 * `projectId`. `env`: what the build will see (the .env files of mode production and the
 * process's VITE_* variables); `fileExists`: whether .env.production.local exists.
 */
export function productionEnvProblem(env, projectId, { fileExists = true } = {}) {
  const missing = REQUIRED_VARS.filter((name) => !(env[name] ?? '').trim());
  if (missing.length === REQUIRED_VARS.length && !fileExists) {
    return (
      `There is no ${ENV_FILE}: copy .env.example to ${ENV_FILE}, fill it in from Firebase ` +
      "console › Project settings › Your apps (the web app's config), and try again."
    );
  }
  if (missing.length > 0) {
    return (
      `${names(missing)} ${missing.length === 1 ? 'is' : 'are'} missing or empty in ${ENV_FILE}: ` +
      "copy the web app's config from Firebase console › Project settings › Your apps, and try again."
    );
  }
  const envProject = (env.VITE_FIREBASE_PROJECT_ID ?? '').trim();
  if (envProject !== projectId) {
    return (
      `${ENV_FILE} is for project "${envProject}", not "${projectId}": deploy with ` +
      `--project ${envProject}, or put ${projectId}'s web app config in ${ENV_FILE}.`
    );
  }
  if ((env.VITE_USE_EMULATORS ?? '').trim() === 'true') {
    return (
      `VITE_USE_EMULATORS is true for the production build, which would make the site talk to ` +
      `emulators on the visitor's own machine: remove it from ${ENV_FILE} (and from .env and .env.local).`
    );
  }
  const privacyMissing = PRIVACY_VARS.filter((name) => !(env[name] ?? '').trim());
  if (privacyMissing.length > 0) {
    return (
      `${names(privacyMissing)} ${privacyMissing.length === 1 ? 'is' : 'are'} missing or empty in ` +
      `${ENV_FILE}: the privacy notice (/privacidad) must say whom to write to about one's data ` +
      `and where it is kept, so set ${privacyMissing.length === 1 ? 'it' : 'them'} as .env.example shows and try again.`
    );
  }
  const contact = (env.VITE_PRIVACY_CONTACT ?? '').trim();
  if (!isEmailAddress(contact)) {
    return (
      `VITE_PRIVACY_CONTACT in ${ENV_FILE} must be an e-mail address such as ` +
      `privacidad@example.org (without mailto:), not "${contact}".`
    );
  }
  if (/@example\.(org|com|net)$/i.test(contact)) {
    // .env.example's stand-in: the notice would send people to an address no one reads.
    return (
      `VITE_PRIVACY_CONTACT in ${ENV_FILE} is still an example address (${contact}): put the ` +
      `address where the site's owner answers about people's data, and try again.`
    );
  }
  const location = (env.VITE_DATA_LOCATION ?? '').trim();
  if (location.length > DATA_LOCATION_MAX) {
    return (
      `VITE_DATA_LOCATION in ${ENV_FILE} is ${location.length} characters long, over the ` +
      `${DATA_LOCATION_MAX} the app accepts: name the region and its city only, such as ` +
      `southamerica-east1 (São Paulo, Brasil).`
    );
  }
  if ((env.VITE_APP_CHECK_SITE_KEY ?? '').trim()) {
    // A near miss the app would ignore: App Check would stay off, and once enforced, every read
    // would be refused.
    return (
      `VITE_APP_CHECK_SITE_KEY is not a variable the app reads: rename it VITE_APPCHECK_SITE_KEY ` +
      `in ${ENV_FILE} and try again.`
    );
  }
  const domain = (env.SITE_CUSTOM_DOMAIN ?? '').trim();
  if (domain && !isHostName(domain)) {
    return (
      `SITE_CUSTOM_DOMAIN in ${ENV_FILE} must be a host name only, such as guia.example.org ` +
      `(no https://, no path), not "${domain}".`
    );
  }
  return null;
}

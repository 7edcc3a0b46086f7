// An OAuth access token for Google's REST APIs, for the scripts that change a real project
// (make-admin, migrate-likes), without Google's client libraries: a service account key given on
// the command line, or else Application Default Credentials, found where Google's own tools
// look for them: GOOGLE_APPLICATION_CREDENTIALS, then the file `gcloud auth
// application-default login` writes, then the metadata server of a Google Cloud machine.
import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { PreflightError } from './preflight.mjs';

const base64url = (data) => Buffer.from(data).toString('base64url');

async function tokenFrom(response, what) {
  if (!response.ok) throw new PreflightError(`${what} was refused: ${await response.text()}`);
  return (await response.json()).access_token;
}

/** A token from a service account key (the JWT bearer grant). */
export async function serviceAccountToken(key, scopes) {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({
      iss: key.client_email,
      scope: scopes,
      aud: key.token_uri,
      iat: now,
      exp: now + 600,
    }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(key.private_key);
  const response = await fetch(key.token_uri, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: `${header}.${claims}.${base64url(signature)}`,
    }),
  });
  return tokenFrom(response, 'The service account');
}

/** A token from `gcloud auth application-default login`'s refresh token. */
async function userToken(credentials) {
  const response = await fetch('https://oauth2.googleapis.com/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: credentials.client_id,
      client_secret: credentials.client_secret,
      refresh_token: credentials.refresh_token,
    }),
  });
  return tokenFrom(response, 'The application default credentials');
}

function readJson(file, what) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new PreflightError(`${what} (${file}) could not be read: ${error.message}`);
  }
}

/** The metadata server's token, on a Google Cloud machine; null anywhere else. */
async function metadataToken() {
  try {
    const response = await fetch(
      'http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/token',
      { headers: { 'Metadata-Flavor': 'Google' }, signal: AbortSignal.timeout(1500) },
    );
    return response.ok ? (await response.json()).access_token : null;
  } catch {
    return null;
  }
}

/**
 * A token and the headers to send it with. `serviceAccount`: a key file given on the command
 * line; otherwise Application Default Credentials. Gcloud's user credentials may name a quota
 * project, which Google bills the requests to: it is sent along.
 */
export async function googleAuth({ serviceAccount, scopes, env = process.env } = {}) {
  const bearer = (token, extra = {}) => ({ Authorization: `Bearer ${token}`, ...extra });
  if (serviceAccount) {
    const key = readJson(serviceAccount, 'The service account key');
    return bearer(await serviceAccountToken(key, scopes));
  }
  const gcloudConfig = env.CLOUDSDK_CONFIG ?? join(homedir(), '.config', 'gcloud');
  const file =
    env.GOOGLE_APPLICATION_CREDENTIALS ??
    join(gcloudConfig, 'application_default_credentials.json');
  let credentials = null;
  try {
    credentials = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if (env.GOOGLE_APPLICATION_CREDENTIALS) {
      throw new PreflightError(`GOOGLE_APPLICATION_CREDENTIALS (${file}): ${error.message}`);
    }
  }
  if (credentials?.type === 'service_account') {
    return bearer(await serviceAccountToken(credentials, scopes));
  }
  if (credentials?.type === 'authorized_user') {
    const quota = credentials.quota_project_id;
    return bearer(await userToken(credentials), quota ? { 'x-goog-user-project': quota } : {});
  }
  if (credentials) {
    throw new PreflightError(
      `The credentials in ${file} are of type ${String(credentials.type)}, which this script ` +
        'cannot use: pass --service-account key.json.',
    );
  }
  const token = await metadataToken();
  if (token) return bearer(token);
  throw new PreflightError(
    'No Google credentials found: run `gcloud auth application-default login`, set ' +
      'GOOGLE_APPLICATION_CREDENTIALS, or pass --service-account key.json.',
  );
}

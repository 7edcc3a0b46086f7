#!/usr/bin/env node
// Makes an existing account an administrator (or takes it back), with no console:
//
//   npm run make-admin -- someone@example.com                 # the local emulators (npm start running)
//   npm run make-admin -- someone@example.com --revoke
//   npm run make-admin -- someone@example.com --project my-project --service-account key.json
//
// The account must have verified its e-mail (the rules give no admin power without it), and
// --revoke refuses to leave the project without an administrator. Clients can never do this:
// firestore.rules refuse any change to isAdmin except by an admin. Locally the emulators' "owner" token is used; on a real project, a service
// account key (Firebase console > Project settings > Service accounts) signs an OAuth
// token, and the change goes through the Identity Toolkit and Firestore REST APIs.
import { readFileSync } from 'node:fs';
import { serviceAccountToken } from './lib/google-credentials.mjs';
import { PROJECT_ID, emulatorUrls } from './lib/local-config.mjs';
import { PreflightError, runMain, say } from './lib/preflight.mjs';

const SCOPES =
  'https://www.googleapis.com/auth/datastore https://www.googleapis.com/auth/identitytoolkit';

function parseArgs(argv) {
  const args = { email: undefined, revoke: false, project: undefined, serviceAccount: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--revoke') args.revoke = true;
    else if (arg === '--project') args.project = argv[(i += 1)];
    else if (arg === '--service-account') args.serviceAccount = argv[(i += 1)];
    else if (!arg.startsWith('--')) args.email = arg;
    else throw new PreflightError(`Unknown option ${arg}.`);
  }
  if (!args.email) {
    throw new PreflightError(
      'Usage: npm run make-admin -- <email> [--revoke] [--project <id> --service-account <key.json>]',
    );
  }
  if (Boolean(args.project) !== Boolean(args.serviceAccount)) {
    throw new PreflightError('A real project needs both --project and --service-account.');
  }
  return args;
}

async function request(url, init, what) {
  let response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new PreflightError(
      `${what}: could not connect to ${new URL(url).host}. Is \`npm start\` running?`,
    );
  }
  if (!response.ok)
    throw new PreflightError(`${what} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * The uids of the project's administrators as the rules see them: `isAdmin` on their record and
 * a verified e-mail on their account.
 */
async function verifiedAdmins({ urls, authBase, projectId, headers }) {
  const rows = await request(
    `${urls.firestore}/v1/projects/${projectId}/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      headers,
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: 'users' }],
          where: {
            fieldFilter: {
              field: { fieldPath: 'isAdmin' },
              op: 'EQUAL',
              value: { booleanValue: true },
            },
          },
          select: { fields: [{ fieldPath: '__name__' }] },
        },
      }),
    },
    'Listing the administrators',
  );
  const flagged = rows.flatMap((row) => (row.document ? [row.document.name.split('/').pop()] : []));
  if (flagged.length === 0) return [];
  const lookup = await request(
    `${authBase}/v1/projects/${projectId}/accounts:lookup`,
    { method: 'POST', headers, body: JSON.stringify({ localId: flagged }) },
    'Looking up the administrators’ accounts',
  );
  return (lookup.users ?? [])
    .filter((user) => user.emailVerified === true)
    .map((user) => user.localId);
}

export async function makeAdmin({ email, revoke = false, project, serviceAccount }) {
  const local = !project;
  const projectId = project ?? PROJECT_ID;
  const urls = local
    ? emulatorUrls()
    : {
        auth: 'https://identitytoolkit.googleapis.com',
        firestore: 'https://firestore.googleapis.com',
      };
  const token = local
    ? 'owner'
    : await serviceAccountToken(JSON.parse(readFileSync(serviceAccount, 'utf8')), SCOPES);
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const authBase = local ? `${urls.auth}/identitytoolkit.googleapis.com` : urls.auth;

  const lookup = await request(
    `${authBase}/v1/projects/${projectId}/accounts:lookup`,
    { method: 'POST', headers, body: JSON.stringify({ email: [email] }) },
    'Looking up the account',
  );
  const account = lookup.users?.[0];
  const uid = account?.localId;
  if (!uid) throw new PreflightError(`No account with the e-mail ${email} exists in ${projectId}.`);
  if (!revoke && account.emailVerified !== true) {
    throw new PreflightError(
      `${email} has not verified its e-mail address yet: an administrator must have one (the rules ` +
        'refuse admin power without it): ask them to open the verification mail, or to sign in and ' +
        'press “Resend”, then run this again.',
    );
  }
  if (revoke) {
    // An account whose flag gives no power (no verified e-mail) may always lose it.
    const admins = await verifiedAdmins({ urls, authBase, projectId, headers });
    if (admins.length === 1 && admins[0] === uid) {
      throw new PreflightError(
        `${email} is the last administrator of ${projectId}: make another account an ` +
          'administrator first (it must have a verified e-mail), then revoke this one, or nobody ' +
          'could manage the site.',
      );
    }
  }

  const docUrl =
    `${urls.firestore}/v1/projects/${projectId}/databases/(default)/documents/users/${uid}` +
    '?updateMask.fieldPaths=isAdmin&currentDocument.exists=true';
  await request(
    docUrl,
    {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ fields: { isAdmin: { booleanValue: !revoke } } }),
    },
    'Updating users/' + uid,
  );
  return uid;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runMain(async () => {
    const args = parseArgs(process.argv.slice(2));
    const uid = await makeAdmin(args);
    say(
      `${args.email} (${uid}) is ${args.revoke ? 'no longer an' : 'now an'} administrator of ${args.project ?? PROJECT_ID}.`,
    );
    return 0;
  });
}

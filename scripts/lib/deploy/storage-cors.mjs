// The Storage bucket's CORS configuration, made from the project's settings, and a model of how
// Cloud Storage and a browser judge a cross-origin request against it.
//
// "Save for offline" downloads a tour's images and narrations with fetch() from the files'
// download URLs, another origin than the site: a bucket with no CORS configuration makes the
// browser refuse every one of those responses, and the tour cannot be saved.

/** How long a browser may reuse a preflight's answer (Chromium caps it at two hours). */
export const CORS_MAX_AGE_SECONDS = 3600;

/**
 * Cloud Storage sends `responseHeader` both as Access-Control-Expose-Headers and as
 * Access-Control-Allow-Headers, so the list holds what the app reads and what it sends.
 * - Range (sent): a narration fetched in parts, and the audio element's seeking.
 * - Content-Type, Content-Length (read): the saved file's kind and size; the service worker
 *   answers the player from them. Safelisted for reading already, listed to say they are needed.
 * - Content-Range, Accept-Ranges (read): a part of a file is of no use without them.
 * Not ETag or Last-Modified: saved files are never revalidated, a new file gets a new URL.
 */
export const CORS_HEADERS = [
  'Content-Type',
  'Content-Length',
  'Content-Range',
  'Accept-Ranges',
  'Range',
];

/** The methods the app reads files with. */
export const CORS_METHODS = ['GET', 'HEAD'];

/** A host name as SITE_CUSTOM_DOMAIN must hold it: no scheme, no port, no path. */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export function isHostName(value) {
  return HOST_NAME.test(value);
}

/**
 * The origins the site is served from: the two Hosting gives every project, and the custom
 * domain when there is one.
 */
export function siteOrigins({ projectId, customDomain }) {
  const origins = [`https://${projectId}.web.app`, `https://${projectId}.firebaseapp.com`];
  const domain = customDomain?.trim().toLowerCase();
  if (domain) {
    if (!isHostName(domain)) {
      throw new Error(
        `SITE_CUSTOM_DOMAIN must be a host name such as guia.example.org, not "${customDomain}".`,
      );
    }
    origins.push(`https://${domain}`);
  }
  return origins;
}

/** The bucket's CORS configuration (the JSON `gcloud storage buckets update --cors-file` takes). */
export function storageCors({ projectId, customDomain }) {
  return [
    {
      origin: siteOrigins({ projectId, customDomain }),
      method: [...CORS_METHODS],
      responseHeader: [...CORS_HEADERS],
      maxAgeSeconds: CORS_MAX_AGE_SECONDS,
    },
  ];
}

// Headers a page cannot set: the browser adds them and never names them in a preflight.
// User-Agent left the standard's list, but Chromium still sets it alone.
const BROWSER_HEADERS = new Set([
  'accept-charset',
  'accept-encoding',
  'access-control-request-headers',
  'access-control-request-method',
  'connection',
  'content-length',
  'cookie',
  'cookie2',
  'date',
  'dnt',
  'expect',
  'host',
  'keep-alive',
  'origin',
  'referer',
  'set-cookie',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'user-agent',
  'via',
]);

const SAFE_CONTENT_TYPES = new Set([
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
]);

// The standard's "CORS-unsafe request-header byte": control characters and "():<>?@[\]{}.
// eslint-disable-next-line no-control-regex
const UNSAFE_BYTE = /[\u0000-\u0008\u000a-\u001f"():<>?@[\\\]{}\u007f]/;

/**
 * Whether a header needs no preflight. Range counts as needing one: the standard lets a plain
 * byte range through, but browsers have not all followed, so the configuration must allow it.
 * A header given by name only is judged by its name, as if its value were unsafe.
 */
function safelisted(name, value) {
  if (value === undefined) return false;
  if (value.length > 128) return false;
  switch (name) {
    case 'accept':
      return !UNSAFE_BYTE.test(value);
    case 'accept-language':
    case 'content-language':
      return /^[0-9A-Za-z *,\-.;=]*$/.test(value);
    case 'content-type': {
      if (UNSAFE_BYTE.test(value)) return false;
      const essence = value.split(';')[0]?.trim().toLowerCase() ?? '';
      return SAFE_CONTENT_TYPES.has(essence);
    }
    default:
      return false;
  }
}

function headerList(requestHeaders = []) {
  return Array.isArray(requestHeaders)
    ? requestHeaders.map((name) => [name.toLowerCase(), undefined])
    : Object.entries(requestHeaders).map(([name, value]) => [name.toLowerCase(), value]);
}

/** The headers of a request the server must allow in a preflight, lower-cased and sorted. */
export function headersNeedingPreflight(requestHeaders) {
  const names = headerList(requestHeaders)
    .filter(([name]) => !BROWSER_HEADERS.has(name))
    .filter(([name]) => !name.startsWith('sec-') && !name.startsWith('proxy-'))
    .filter(([name, value]) => !safelisted(name, value))
    .map(([name]) => name);
  return [...new Set(names)].sort();
}

const SIMPLE_METHODS = new Set(['GET', 'HEAD', 'POST']);

/**
 * Why Cloud Storage and a browser would refuse this cross-origin request with this CORS
 * configuration, or null when it is allowed (its preflight included, when it needs one).
 * `requestHeaders`: the request's headers ({ name: value }), or only their names.
 *
 * Cloud Storage uses the first entry whose origins and methods match the request (for a
 * preflight, the method it announces) and answers with that entry's headers; the browser then
 * sends the request only if every header the preflight named is among them.
 */
export function corsRefusal(cors, { origin, method, requestHeaders }) {
  const verb = method.toUpperCase();
  const entry = cors.find(
    (rule) =>
      (rule.origin ?? []).some((allowed) => allowed === '*' || allowed === origin) &&
      (rule.method ?? []).some((allowed) => allowed === '*' || allowed.toUpperCase() === verb),
  );
  if (!entry) return `no CORS entry allows ${verb} from ${origin}`;
  const unsafe = headersNeedingPreflight(requestHeaders);
  if (SIMPLE_METHODS.has(verb) && unsafe.length === 0) return null;
  const allowed = new Set((entry.responseHeader ?? []).map((name) => name.toLowerCase()));
  // A wildcard allows any header but Authorization, and only without credentials, which the
  // app's downloads never send.
  const missing = unsafe.filter(
    (name) => !allowed.has(name) && !(allowed.has('*') && name !== 'authorization'),
  );
  return missing.length === 0
    ? null
    : `the preflight for ${verb} from ${origin} would not allow the header(s) ${missing.join(', ')}`;
}

/** Whether the request (and its preflight, if it needs one) would be allowed. */
export function corsAllows(cors, request) {
  return corsRefusal(cors, request) === null;
}

// What App Check with reCAPTCHA Enterprise needs from the Content-Security-Policy, and only when
// a build has a site key (VITE_APPCHECK_SITE_KEY): the reCAPTCHA script and its frames
// (Google's reCAPTCHA FAQ, "I'm using Content Security Policy"), and the App Check service the
// SDK exchanges reCAPTCHA's answer with for a token. Written into the deployed CSP by
// hosting-config.mjs; `npm run deploy` refuses a key whose CSP lacks any of them.
export const APP_CHECK_CSP = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  'connect-src': ['https://content-firebaseappcheck.googleapis.com'],
};

/** Whether the build's variables switch App Check on (as src/config/parse-env.ts reads them). */
export const appCheckKeyOf = (env) =>
  (env.VITE_USE_EMULATORS ?? '').trim() === 'true'
    ? null
    : (env.VITE_APPCHECK_SITE_KEY ?? '').trim() || null;

const directives = (csp) =>
  csp
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => directive.split(/\s+/));

/** `csp` with App Check's sources added; a directive that was 'none' holds only them. */
export function withAppCheck(csp) {
  const seen = new Set();
  const out = directives(csp).map(([name, ...sources]) => {
    const added = APP_CHECK_CSP[name];
    if (!added) return [name, ...sources];
    seen.add(name);
    const kept = sources.filter((source) => source !== "'none'");
    return [name, ...new Set([...kept, ...added])];
  });
  for (const [name, added] of Object.entries(APP_CHECK_CSP)) {
    // A directive the policy lacks falls back to default-src: 'self' and App Check's sources.
    if (!seen.has(name)) out.push([name, "'self'", ...added]);
  }
  return out.map((parts) => parts.join(' ')).join('; ');
}

/** App Check's sources `csp` lacks, as "directive source" strings (none: []). */
export function missingAppCheckSources(csp) {
  const have = new Map(directives(csp).map(([name, ...sources]) => [name, new Set(sources)]));
  return Object.entries(APP_CHECK_CSP).flatMap(([name, sources]) =>
    sources.filter((source) => !have.get(name)?.has(source)).map((source) => `${name} ${source}`),
  );
}

// What each engine needs on the machine, read by the harness (tests/engines/support/*.ts) and
// by the runner (scripts/lib/engine-layer.mjs), so the two never disagree. Debian paths; each
// can be moved with the environment variable named beside it.
import { existsSync } from 'node:fs';

const MINIBROWSER_PATHS = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
];

/** Each program an engine needs: where it is looked for, and the Debian package that has it. */
export const REQUIREMENTS = {
  chromium: [
    {
      name: 'chromium',
      variable: 'CHROMIUM_PATH',
      paths: ['/usr/bin/chromium'],
      package: 'chromium',
    },
  ],
  firefox: [
    {
      name: 'firefox-esr',
      variable: 'FIREFOX_PATH',
      paths: ['/usr/bin/firefox-esr'],
      package: 'firefox-esr',
    },
    // Firefox fails a narration it cannot play out loud: the harness gives it a silent sound card.
    {
      name: 'PulseAudio',
      variable: 'PULSEAUDIO_PATH',
      paths: ['/usr/bin/pulseaudio'],
      package: 'pulseaudio',
    },
  ],
  webkit: [
    {
      name: 'WebKitWebDriver',
      variable: 'WEBKIT_DRIVER_PATH',
      paths: ['/usr/bin/WebKitWebDriver'],
      package: 'webkit2gtk-driver',
    },
    {
      name: 'MiniBrowser',
      variable: 'MINIBROWSER_PATH',
      paths: MINIBROWSER_PATHS,
      package: 'webkit2gtk-driver',
    },
    // MiniBrowser needs a display even when nobody looks at it.
    { name: 'Xvfb', variable: 'XVFB_PATH', paths: ['/usr/bin/Xvfb'], package: 'xvfb' },
  ],
};

/** Where a requirement is on this machine, or undefined. */
export function locate(requirement, env = process.env) {
  const override = env[requirement.variable];
  if (override) return existsSync(override) ? override : undefined;
  return requirement.paths.find((path) => existsSync(path));
}

/** The path of the program named `name` for `engine`, or undefined when it is missing. */
export function pathOf(engine, name, env = process.env) {
  const requirement = REQUIREMENTS[engine]?.find((r) => r.name === name);
  if (!requirement) throw new Error(`${engine} has no requirement named ${name}`);
  return locate(requirement, env);
}

/**
 * One sentence saying what is missing for `engine` and how to install it, or null when
 * everything is there.
 */
export function missingFor(engine, env = process.env) {
  const requirements = REQUIREMENTS[engine];
  if (!requirements) return `There is no engine named ${engine}: use chromium, firefox or webkit.`;
  const missing = requirements.filter((r) => !locate(r, env));
  if (missing.length === 0) return null;
  const names = missing.map((r) => r.name);
  const packages = [...new Set(missing.map((r) => r.package))];
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return (
    `The ${engine} journeys cannot run: ${list} ${names.length === 1 ? 'is' : 'are'} not installed` +
    ` (as root: apt-get install -y --no-install-recommends ${packages.join(' ')}).`
  );
}

// One step of `npm run bench` in a page: when it fails, the run stops with one line saying which
// step, why (the error's first line, not Playwright's call log) and what the page showed then,
// beside a screenshot of it. Nothing here runs at import.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../local-config.mjs';
import { PreflightError } from '../preflight.mjs';

/** Page-side: what a visitor would see, in a few words (language, heading, alert, busy). */
const SHOWN = () => {
  const text = (element) => element?.textContent?.replace(/\s+/g, ' ').trim().slice(0, 80);
  return {
    lang: document.documentElement.lang,
    heading: text(document.querySelector('h1')),
    alert: text(document.querySelector('[role="alert"]')),
    busy: document.querySelectorAll('[aria-busy="true"]').length,
  };
};

/** What `shown` (SHOWN's result) says, as words for the line. */
export function describeShown(shown) {
  const parts = [`lang ${shown.lang || '(none)'}`];
  parts.push(shown.heading ? `heading "${shown.heading}"` : 'no heading');
  if (shown.alert) parts.push(`alert "${shown.alert}"`);
  if (shown.busy > 0) parts.push(`${String(shown.busy)} part(s) still loading`);
  return parts.join(', ');
}

/** The first line of what `error` says. */
export const firstLine = (error) =>
  String(error instanceof Error ? error.message : error)
    .split('\n')[0]
    .trim();

/**
 * Runs `action`; when it throws, throws one PreflightError line: "The bench stopped <what>:
 * <why>; the page showed <…> (screenshot: .bench/failed-<n>.png)". `page` may be null.
 */
export async function step(what, action, page = null) {
  try {
    return await action();
  } catch (error) {
    if (error instanceof PreflightError) throw error;
    let shown = '';
    let shot = '';
    if (page && !page.isClosed()) {
      shown = await page
        .evaluate(SHOWN)
        .then((value) => `; the page showed ${describeShown(value)}`)
        .catch(() => '; the page could not be read');
      const file = join('.bench', `failed-${what.replace(/[^\w]+/g, '-').slice(0, 60)}.png`);
      mkdirSync(join(ROOT, '.bench'), { recursive: true });
      shot = await page
        .screenshot({ path: join(ROOT, file) })
        .then(() => ` (screenshot: ${file})`)
        .catch(() => '');
    }
    throw new PreflightError(`The bench stopped ${what}: ${firstLine(error)}${shown}${shot}.`);
  }
}

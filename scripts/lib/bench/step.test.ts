import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PreflightError } from '../preflight.mjs';
import { describeShown, step } from './step.mjs';

/** Just what `step` asks of a page: its state read back, and a screenshot written where asked. */
function fakePage(shown: object): Page {
  return {
    isClosed: () => false,
    evaluate: () => Promise.resolve(shown),
    screenshot: ({ path }: { path: string }) => {
      rmSync(path, { force: true });
      return Promise.resolve(Buffer.from(''));
    },
  } as unknown as Page;
}

describe('a bench step', () => {
  it('passes on what the action returns', async () => {
    await expect(step('measuring', () => Promise.resolve(42))).resolves.toBe(42);
  });

  it("fails with one line: the step, the error's first line and what the page showed", async () => {
    const timeout = new Error(
      'locator.click: Timeout 60000ms exceeded.\nCall log:\n  - waiting for getByRole(…)',
    );
    const page = fakePage({ lang: 'es', heading: 'Realismo social', busy: 1 });
    const failure = await step('pressing "Download" in en', () => Promise.reject(timeout), page)
      .then(() => null)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PreflightError);
    const message = (failure as Error).message;
    expect(message).not.toContain('\n');
    expect(message).toBe(
      'The bench stopped pressing "Download" in en: locator.click: Timeout 60000ms exceeded.; ' +
        'the page showed lang es, heading "Realismo social", 1 part(s) still loading ' +
        '(screenshot: .bench/failed-pressing-Download-in-en.png).',
    );
    expect(existsSync(join('.bench', 'failed-pressing-Download-in-en.png'))).toBe(false);
  });

  it('says what a page without a heading shows, with its alert', () => {
    expect(describeShown({ lang: '', alert: 'Could not load the tour', busy: 0 })).toBe(
      'lang (none), no heading, alert "Could not load the tour"',
    );
  });
});

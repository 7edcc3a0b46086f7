import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFailed } from 'vitest';
import { pressLockScreenInPage, recordLockScreenInPage } from '../../support/lock-screen';

export const APP_URL = (() => {
  const url = process.env.APP_URL;
  if (!url) throw new Error('APP_URL is not set: run the e2e layer through `npm test`.');
  return url;
})();

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** A journey's runs on every screen in every language: a phone and a laptop, in Spanish and English. */
export const EVERY_SCREEN_AND_LANGUAGE: [ViewportName, 'es' | 'en'][] = [
  ['phone', 'es'],
  ['phone', 'en'],
  ['desktop', 'es'],
  ['desktop', 'en'],
];

const SCREENSHOTS = join(process.cwd(), 'test-results', 'screenshots');

// Debian Chromium, never a downloaded browser; the flags keep it off the network.
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** One Chromium per test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not running: call it inside a test.');
    return browser;
  };
}

export async function newVisitor(
  browser: Browser,
  viewport: ViewportName,
  language: 'es' | 'en' = 'es',
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale: language === 'es' ? 'es-AR' : 'en-US',
    timezoneId: 'America/Argentina/Buenos_Aires',
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    deviceScaleFactor: viewport === 'phone' ? 2 : 1,
  });
  if (language !== 'es') {
    await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The Hosting emulator sends production's Content-Security-Policy: anything it blocks is a bug.
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      errors.push(message.text());
    }
  });
  // What the page showed when a test failed, next to the trace of the failure.
  onTestFailed(async ({ task }) => {
    if (page.isClosed()) return;
    const name = `FAILED-${task.name.replace(/[^\w-]+/g, '-').slice(0, 80)}`;
    await screenshot(page, name).catch(() => undefined);
    console.error(`Screenshot of the failure: test-results/screenshots/${name}.png`);
  });
  return { context, page, errors };
}

export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });
}

/**
 * Waits until the tour page shows every work, its resume and its comments: the page paints its
 * text and first works first and the rest right after, so the first screen shows sooner, with the list `aria-busy` until then.
 */
export async function tourComplete(page: Page) {
  await page.locator('ol.works:not([aria-busy="true"])').waitFor();
}

/** Waits until the tour's player is playing `file` (a work's narration, e.g. "w1/audio-es.mp3"). */
export async function playing(page: Page, file: string, timeout = 20_000) {
  await page.waitForFunction(
    (expected) => {
      const audio = document.querySelector('audio');
      return (
        audio !== null &&
        decodeURIComponent(audio.currentSrc).includes(expected) &&
        !audio.paused &&
        audio.readyState >= 2 &&
        audio.currentTime > 0
      );
    },
    file,
    { timeout },
  );
}

/**
 * Records the Media Session actions the page registers, so a test can press the lock screen's
 * buttons: `window.__lockScreen.nexttrack()`. Call before the page loads.
 */
export async function recordLockScreen(context: BrowserContext) {
  await context.addInitScript(recordLockScreenInPage);
}

/** Presses a lock-screen button the page registered (see recordLockScreen). */
export async function pressLockScreen(page: Page, action: MediaSessionAction) {
  await page.evaluate(pressLockScreenInPage, action);
}

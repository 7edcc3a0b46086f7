// An admin opening the back-office on a slow phone sees its frame at once (header, navigation,
// the page's title and a skeleton of the list) while Auth and the data load; measured with
// the CPU and the network throttled, from the navigation to each thing becoming visible.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { users } from '../../seed/content.mjs';
import { APP_URL, newVisitor, screenshot, useBrowser } from './support/browser';

const browser = useBrowser();
const admin = users.find((u) => u.isAdmin);
if (!admin) throw new Error('the seed needs an admin');

/** What the page showed first, in ms since its navigation began (performance.now()). */
interface Seen {
  /** The back-office navigation. */
  frame?: number;
  /** The page's h1 (the skeleton's, when it has one). */
  title?: number;
  /** Grey shapes where the list will be. */
  skeleton?: number;
  /** The first real row of the list. */
  row?: number;
}

/**
 * Records, frame by frame, when the back-office frame (its navigation), the page's h1 and the
 * first row of the list first become visible. Survives client-side navigations (same document).
 */
async function recordFirstPaints(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: Record<string, number> = {};
    Object.defineProperty(window, '__seen', { value: seen });
    const visible = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const watch = () => {
      const now = performance.now();
      if (seen.frame === undefined && visible('.cpanel-nav')) seen.frame = now;
      if (seen.title === undefined && visible('.cpanel-main h1')) seen.title = now;
      if (seen.skeleton === undefined && visible('.cpanel-main .skeleton__row')) {
        seen.skeleton = now;
      }
      if (seen.row === undefined && visible('.cpanel-main .cpanel-row')) seen.row = now;
      if (seen.row === undefined) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
}

const readSeen = (page: Page) =>
  page.evaluate((): Seen => ({ ...(Reflect.get(window, '__seen') as Seen) }));

/** A mid-range phone on a so-so connection: 4x slower CPU, 150 ms round trips, ~1.6 Mbit/s. */
async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Holds every Firestore read until the returned function is called (then lets them through, and
 * stops holding).
 */
async function holdData(context: BrowserContext) {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const isData = (url: URL) => url.pathname.includes('/databases/');
  await context.route(isData, async (route) => {
    await gate;
    await route.continue();
  });
  return async () => {
    open();
    await context.unroute(isData);
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const round = (value: number | undefined) => (value === undefined ? 'never' : Math.round(value));

describe('the back-office shows at once', () => {
  it(
    'after sign-in and on a fresh load, the frame and a skeleton come before the data',
    { timeout: 240_000 },
    async () => {
      const { context, page, errors } = await newVisitor(browser(), 'phone');
      try {
        await recordFirstPaints(context);
        await throttle(context, page);

        // Signing in with the list as `next`: from the click to what the admin sees.
        await page.goto(`${APP_URL}/log-in?next=${encodeURIComponent('/cpanel/expositions')}`);
        await page.getByLabel('Email').fill(admin.email);
        await page.getByLabel('Contraseña').fill(admin.password);
        const clicked = await page.evaluate(() => performance.now());
        await page.getByRole('button', { name: 'Ingresar' }).click();
        await page.locator('.cpanel-main .cpanel-row').first().waitFor({ timeout: 60_000 });
        const afterSignIn = await readSeen(page);
        const sinceClick = (value: number | undefined) =>
          value === undefined ? undefined : value - clicked;
        console.info(
          `sign-in -> /cpanel/expositions (ms after the click): ` +
            `frame ${round(sinceClick(afterSignIn.frame))}, title ${round(sinceClick(afterSignIn.title))}, ` +
            `skeleton ${round(sinceClick(afterSignIn.skeleton))}, first row ${round(sinceClick(afterSignIn.row))}`,
        );
        // The frame and the title come with the page's code, before its data.
        expect(afterSignIn.title).toBeDefined();
        expect(afterSignIn.title).toBeLessThan(afterSignIn.row ?? 0);

        // A signed-in admin opening the list afresh (a bookmark, a reload): Auth loads again.
        // The data is held back until the page has shown its frame: what the admin sees while
        // it loads must not depend on how fast this machine or the emulators answer.
        const loads: Seen[] = [];
        for (let attempt = 0; attempt < 3; attempt++) {
          const release = await holdData(context);
          await page.goto(`${APP_URL}/cpanel/expositions`);
          await page.locator('.cpanel-main .skeleton__row').first().waitFor({ timeout: 60_000 });
          const whileHeld = await readSeen(page);
          await release();
          await page.locator('.cpanel-main .cpanel-row').first().waitFor({ timeout: 60_000 });
          const seen = await readSeen(page);
          // The frame, the title and the skeleton show together while the data is on its way,
          // and the rows only after it.
          expect(whileHeld.frame).toBeDefined();
          expect(whileHeld.title).toBe(whileHeld.frame);
          expect(whileHeld.skeleton).toBe(whileHeld.frame);
          expect(whileHeld.row).toBeUndefined();
          expect(seen.row).toBeGreaterThan(seen.frame ?? Infinity);
          loads.push(seen);
        }
        const at = (key: keyof Seen) => median(loads.map((seen) => seen[key] ?? Infinity));
        console.info(
          `fresh load of /cpanel/expositions, data held until the frame showed (median of 3, ms ` +
            `after navigation start): frame ${round(at('frame'))}, title ${round(at('title'))}, ` +
            `skeleton ${round(at('skeleton'))}, first row ${round(at('row'))}`,
        );
        // What the admin sees meanwhile, for the record.
        await page.goto(`${APP_URL}/cpanel/expositions`, { waitUntil: 'commit' });
        await page.locator('.cpanel-main .skeleton__row').first().waitFor();
        await screenshot(page, 'cpanel-tours-skeleton-phone-es', { fullPage: false });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

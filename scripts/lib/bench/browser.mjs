// The browsers `npm run bench` measures with and the conditions it puts them in: Lighthouse's
// Chromium (default mobile mode, simulated throttling) and Playwright's, throttled for real
// through CDP with the same figures. Nothing here runs at import.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { ROOT } from '../local-config.mjs';

// Debian's /usr/bin/chromium is a shell wrapper; chrome-launcher needs the binary itself.
export const chromePath = (env = process.env) => env.CHROME_PATH ?? '/usr/lib/chromium/chromium';

// Offline: nothing in Chromium may reach the network on its own.
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The throttled load: Lighthouse's mobile conditions, applied for real through CDP rather than
// simulated, so that what the page does in what order (a boot-time read, the code's chain, the
// images) shows in its timings.
export const NETWORK = {
  offline: false,
  latency: 150, // ms, round trip
  downloadThroughput: (1.6 * 1024 * 1024) / 8, // 1.6 Mbit/s, in bytes/s
  uploadThroughput: (750 * 1024) / 8, // 750 kbit/s
};
export const CPU_SLOWDOWN = 4;

// Lighthouse's moto g power has a device pixel ratio of 1.75: the same images are chosen.
export const DEVICE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  // The service worker registers only once the page has settled, then precaches the whole app
  // from its own target, where neither this page's CDP session nor its throttling reaches, and
  // would answer the page's later image requests: blocked, the bytes are the page's own.
  serviceWorkers: 'block',
};

// Element Timing (the app names its main image and heading `main-image` and `main-text`): the
// first paint of each, from navigation start. A cross-origin image without Timing-Allow-Origin
// has renderTime 0; its loadTime is then the closest there is.
export const TIMING_SCRIPT = `
  window.__benchPaints = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!(entry.identifier in window.__benchPaints)) {
        window.__benchPaints[entry.identifier] = entry.renderTime || entry.loadTime;
      }
    }
  }).observe({ type: 'element', buffered: true });
`;

/** Playwright's Chromium, the same binary Lighthouse uses. */
export const launchChromium = () =>
  chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });

/** A fresh context of `browser` as the throttled phone, with the paint observer installed. */
export async function phoneContext(browser) {
  const context = await browser.newContext(DEVICE);
  await context.addInitScript(TIMING_SCRIPT);
  return context;
}

/**
 * A page of `context` and its CDP session, throttled as NETWORK says and with the CPU `slowdown`
 * times slower (CPU_SLOWDOWN, or that calibrated to the machine: scripts/lib/bench/floor.mjs).
 */
export async function throttledPage(context, slowdown = CPU_SLOWDOWN) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  return { page, cdp };
}

// The same both times a load is simulated: Lighthouse refuses other settings the second time.
const LIGHTHOUSE_FLAGS = { output: 'json', logLevel: 'error', maxWaitForLoad: 60_000 };

// Where a Lighthouse run leaves what it gathered, to be simulated again with another slowdown.
const ARTIFACTS = join(ROOT, '.bench', 'lighthouse-artifacts');

/**
 * One Lighthouse run of `url` in a Chromium of its own: its result (lhr) in Lighthouse's default
 * mobile mode, and `calibrated`, the same load simulated with the CPU `slowdown` times slower
 * instead. Lighthouse loads the page unthrottled and simulates every slowdown afterwards, so the
 * second is the same page load, not another.
 */
export async function lighthouseRun(url, { slowdown = CPU_SLOWDOWN } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: CHROME_FLAGS,
  });
  let lhr;
  try {
    rmSync(ARTIFACTS, { recursive: true, force: true });
    const result = await lighthouse(url, {
      ...LIGHTHOUSE_FLAGS,
      port: chrome.port,
      gatherMode: ARTIFACTS,
      auditMode: ARTIFACTS,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    lhr = result.lhr;
  } finally {
    await chrome.kill();
  }
  // Lighthouse refuses to audit with other settings than it gathered with: the saved settings
  // take the slowdown too (it is used by the simulation only).
  const file = join(ARTIFACTS, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(file, 'utf8'));
  const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: slowdown };
  artifacts.settings.throttling = throttling;
  writeFileSync(file, JSON.stringify(artifacts));
  const again = await lighthouse(undefined, {
    ...LIGHTHOUSE_FLAGS,
    auditMode: ARTIFACTS,
    throttling,
  });
  if (!again) throw new Error(`Lighthouse could not simulate ${url} again`);
  return { lhr, calibrated: again.lhr };
}

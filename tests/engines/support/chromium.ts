import type { ElementHandle, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser';
import {
  BasePage,
  dragWith,
  VIEWPORTS,
  type Engine,
  type EnginePage,
  type Json,
  type Key,
  type Point,
  type ViewportName,
} from './engine';
import { WATCH_SOURCE } from './page-watch';

/**
 * Debian's Chromium driven by playwright-core over the DevTools protocol, the browser the
 * Chromium-only journeys (tests/e2e/) use: the cross-engine journeys run in it as a phone does.
 * Its own switch cuts the network, service worker included, and tells the page.
 */
export async function startChromium(): Promise<Engine> {
  const browser = await launchBrowser();
  return {
    name: 'chromium',
    async newPage({ viewport = 'phone' }: { viewport?: ViewportName } = {}) {
      // A context of its own per page: cookies, storage, caches and service workers start empty.
      const context = await browser.newContext({
        viewport: VIEWPORTS[viewport],
        locale: 'es-AR',
        timezoneId: 'America/Argentina/Buenos_Aires',
        isMobile: viewport === 'phone',
        hasTouch: viewport === 'phone',
      });
      await context.addInitScript(WATCH_SOURCE);
      const page = await context.newPage();
      return new ChromiumPage(
        page,
        (offline) => context.setOffline(offline),
        () => context.close(),
      );
    },
    async close() {
      await browser.close().catch(() => undefined);
    },
  };
}

export class ChromiumPage extends BasePage implements EnginePage {
  readonly engine = 'chromium' as const;
  readonly offlineIsAnnounced = true;

  constructor(
    private readonly page: Page,
    private readonly setOffline: (offline: boolean) => Promise<void>,
    private readonly closeContext: () => Promise<void>,
  ) {
    super();
  }

  // A string through the DevTools protocol, which the page's Content-Security-Policy does not govern.
  protected run(source: string, args: Json[]) {
    return this.page.evaluate(`(${source})(...${JSON.stringify(args)})`);
  }

  async addScript(source: string) {
    await this.page.evaluate(source);
  }

  private async element(source: string, args: Json[]) {
    const handle = await this.page.evaluateHandle(`(${source})(...${JSON.stringify(args)})`);
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (!element) throw new Error('chromium: the element went away before it could be used');
    return element;
  }

  protected async clickElement(source: string, args: Json[], acceptDialog: boolean) {
    const element = await this.element(source, args);
    if (acceptDialog) this.page.once('dialog', (dialog) => void dialog.accept());
    await element.click();
  }

  protected async typeInto(source: string, args: Json[], text: string) {
    const element = await this.element(source, args);
    await element.fill('');
    await element.focus();
    await this.page.keyboard.type(text);
  }

  protected async selectValue(source: string, args: Json[], value: string) {
    const element = await this.element(source, args);
    await (element as ElementHandle<HTMLSelectElement>).selectOption(value);
  }

  protected async setFile(source: string, args: Json[], path: string) {
    const element = await this.element(source, args);
    await (element as ElementHandle<HTMLInputElement>).setInputFiles(path);
  }

  protected async navigate(url: string) {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  async reload() {
    await this.page.reload({ waitUntil: 'load' });
  }

  url() {
    return Promise.resolve(this.page.url());
  }

  async press(key: Key) {
    await this.page.keyboard.press(key);
  }

  protected async clickAt({ x, y }: Point, count: number) {
    await this.page.mouse.click(x, y, { clickCount: count });
  }

  async drag(from: Point, to: Point, steps = 8) {
    await dragWith(this.page.mouse, from, to, steps);
  }

  async touch(frames: Point[][]) {
    // The DevTools protocol's touch input, as a phone's screen sends it (the page has touch).
    const cdp = await this.page.context().newCDPSession(this.page);
    const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: points.map((point, id) => ({ ...point, id })),
      });
    const [first, ...rest] = frames;
    await send('touchStart', first ?? []);
    for (const frame of rest) await send('touchMove', frame);
    await send('touchEnd', []);
    await cdp.detach();
  }

  protected async png() {
    return this.page.screenshot({ type: 'png' });
  }

  async setOnline(online: boolean) {
    await this.setOffline(!online);
  }

  async close() {
    await this.closeContext().catch(() => undefined);
  }
}

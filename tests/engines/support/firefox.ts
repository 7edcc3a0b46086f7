import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
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
import { startNetworkSwitch, type NetworkSwitch } from './network-switch';
import { WATCH_SOURCE } from './page-watch';
import { missingFor, pathOf } from './requirements.mjs';
import { startSilentSoundCard, type SoundCard } from './sound-card';

/**
 * Debian's Firefox ESR driven over WebDriver BiDi by puppeteer-core (no driver, no downloaded
 * browser). Its network goes through the test's switch; its sound goes to a silent sound card
 * the harness starts, as every phone has one (without any, Firefox fails the narration with a
 * media error: see docs/testing-engines.md).
 */
export async function startFirefox({ sound: withSound = true } = {}): Promise<Engine> {
  const missing = missingFor('firefox');
  const executablePath = pathOf('firefox', 'firefox-esr');
  if (missing || !executablePath) throw new Error(missing ?? 'firefox-esr is missing');
  const network = await startNetworkSwitch({
    appOrigin: new URL(process.env.APP_URL ?? '').origin,
  });
  let sound: SoundCard | undefined;
  let browser: Browser | undefined;
  try {
    if (withSound) sound = await startSilentSoundCard();
    browser = await launchFirefox(executablePath, network, sound?.server ?? null);
  } catch (error) {
    await sound?.stop();
    await network.close();
    throw error;
  }
  const running = browser;
  const card = sound;
  return {
    name: 'firefox',
    async newPage({ viewport = 'phone' }: { viewport?: ViewportName } = {}) {
      // A context of its own per page: cookies, storage, caches and service workers start empty.
      const context = await running.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(VIEWPORTS[viewport]);
      await page.evaluateOnNewDocument(WATCH_SOURCE);
      return new FirefoxPage(page, network, () => context.close());
    },
    async close() {
      await running.close().catch(() => undefined);
      await card?.stop();
      await network.close();
    },
  };
}

/** Launches Firefox with its traffic through `network` and its sound to `soundServer`. */
function launchFirefox(executablePath: string, network: NetworkSwitch, soundServer: string | null) {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    env: {
      ...process.env,
      // No sound server at all when asked for none: the page then meets a phone without sound.
      PULSE_SERVER: soundServer ?? 'unix:/nonexistent/museo-no-sound',
    },
    extraPrefsFirefox: {
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': network.port,
      'network.proxy.no_proxies_on': '',
      // Firefox never sends 127.0.0.1 through a proxy unless told to.
      'network.proxy.allow_hijacking_localhost': true,
      'network.proxy.share_proxy_settings': false,
      'intl.accept_languages': 'es-AR, es',
      // Only PulseAudio: another backend would find no device and play nothing or too fast.
      'media.cubeb.backend': 'pulse',
    },
  });
}

const KEYS: Record<Key, Parameters<Page['keyboard']['press']>[0]> = {
  Escape: 'Escape',
  Enter: 'Enter',
  Home: 'Home',
  End: 'End',
  ArrowRight: 'ArrowRight',
  ArrowLeft: 'ArrowLeft',
  '+': '+',
  '0': '0',
};

export class FirefoxPage extends BasePage implements EnginePage {
  readonly engine = 'firefox' as const;
  readonly offlineIsAnnounced = true;

  constructor(
    private readonly page: Page,
    private readonly network: NetworkSwitch,
    private readonly closeContext: () => Promise<void>,
  ) {
    super();
  }

  protected async run(source: string, args: Json[]) {
    return this.page.evaluate(`(${source})(...${JSON.stringify(args)})`);
  }

  async addScript(source: string) {
    await this.page.evaluate(source);
  }

  private async element(source: string, args: Json[]) {
    const handle = await this.page.evaluateHandle(`(${source})(...${JSON.stringify(args)})`);
    const element = handle.asElement();
    if (!element) throw new Error('firefox: the element went away before it could be used');
    return element as ElementHandle;
  }

  protected async clickElement(source: string, args: Json[], acceptDialog: boolean) {
    const element = await this.element(source, args);
    if (acceptDialog) this.page.once('dialog', (dialog) => void dialog.accept());
    await element.click();
  }

  protected async typeInto(source: string, args: Json[], text: string) {
    const element = await this.element(source, args);
    await element.focus();
    await this.page.keyboard.down('Control');
    await this.page.keyboard.press('a');
    await this.page.keyboard.up('Control');
    await this.page.keyboard.press('Backspace');
    await element.type(text);
  }

  protected async selectValue(source: string, args: Json[], value: string) {
    const element = await this.element(source, args);
    await (element as ElementHandle<HTMLSelectElement>).select(value);
  }

  protected async setFile(source: string, args: Json[], path: string) {
    // WebDriver BiDi's input.setFiles: Firefox sets the input's files and fires its events.
    const element = await this.element(source, args);
    await (element as ElementHandle<HTMLInputElement>).uploadFile(path);
  }

  protected async navigate(url: string) {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  async reload() {
    try {
      await this.page.reload({ waitUntil: 'load' });
    } catch (error) {
      // Firefox aborts a reload that lands while the page is still settling from its own load
      // (NS_BINDING_ABORTED); the page is there, so it is asked once more.
      if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
      await this.page.reload({ waitUntil: 'load' });
    }
  }

  url() {
    return Promise.resolve(this.page.url());
  }

  async press(key: Key) {
    await this.page.keyboard.press(KEYS[key]);
  }

  protected async clickAt({ x, y }: Point, count: number) {
    // WebDriver BiDi's input actions: the browser counts the clicks into a double click itself.
    for (let click = 0; click < count; click++) await this.page.mouse.click(x, y);
  }

  async drag(from: Point, to: Point, steps = 8) {
    await dragWith(this.page.mouse, from, to, steps);
  }

  async touch(frames: Point[][]) {
    // WebDriver BiDi's touch pointers: the page gets pointer events of type "touch".
    const [first = [], ...rest] = frames;
    const fingers = [];
    for (const { x, y } of first) fingers.push(await this.page.touchscreen.touchStart(x, y));
    for (const frame of rest) {
      for (const [index, { x, y }] of frame.entries()) await fingers[index]?.move(x, y);
    }
    for (const finger of fingers) await finger.end();
  }

  protected async png() {
    return Buffer.from(await this.page.screenshot({ type: 'png' }));
  }

  async setOnline(online: boolean) {
    // The switch cuts every request, the service worker's included; the browser's own switch
    // tells the page, as a phone in airplane mode does.
    this.network.setOnline(online);
    await this.page.setOfflineMode(!online);
  }

  async close() {
    this.network.setOnline(true);
    await this.closeContext().catch(() => undefined);
  }
}

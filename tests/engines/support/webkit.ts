import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  APP_URL,
  BasePage,
  VIEWPORTS,
  type Engine,
  type EnginePage,
  type Json,
  type Key,
  type Point,
  type ViewportName,
} from './engine';
import { startNetworkSwitch, type NetworkSwitch } from './network-switch';
import { WATCH_PATH, WATCH_SOURCE } from './page-watch';
import { missingFor, pathOf } from './requirements.mjs';
import { freePort, scratchFolder, startHelper, waitUntil, type Helper } from './processes';

/** The W3C name of a DOM element in WebDriver's JSON. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** Keys as WebDriver's actions name them (the private-use code points of the spec). */
const KEYS: Record<Key, string> = {
  Escape: '\uE00C',
  Enter: '\uE007',
  Home: '\uE011',
  End: '\uE010',
  ArrowRight: '\uE014',
  ArrowLeft: '\uE012',
  '+': '+',
  '0': '0',
};

class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`webkit: ${code}: ${message}`);
  }
}

/** Classic W3C WebDriver over plain HTTP: the few commands the journeys need. */
class Session {
  constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  static async create(base: string, capabilities: Record<string, unknown>) {
    const value = (await command(base, 'POST', '/session', {
      capabilities: { alwaysMatch: capabilities },
    })) as { sessionId: string };
    return new Session(base, value.sessionId);
  }

  send(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
    return command(this.base, method, `/session/${this.id}${path}`, body);
  }
}

async function command(base: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? (method === 'POST' ? '{}' : undefined) : JSON.stringify(body),
  });
  const json = (await response.json()) as { value: unknown };
  if (!response.ok) {
    const error = json.value as { error?: string; message?: string };
    throw new WebDriverError(error.error ?? String(response.status), error.message ?? '');
  }
  return json.value;
}

/**
 * WebKitGTK's MiniBrowser, driven by WebKitWebDriver (classic W3C WebDriver) on an Xvfb display
 * the harness starts: MiniBrowser needs a display even headless. One driver and display per test
 * file, one browser session per page (so each page starts with empty storage and no service
 * worker). Its traffic goes through the test's network switch, the W3C `proxy` capability.
 */
export async function startWebKit(): Promise<Engine> {
  const missing = missingFor('webkit');
  const xvfb = pathOf('webkit', 'Xvfb');
  const webDriver = pathOf('webkit', 'WebKitWebDriver');
  const binary = pathOf('webkit', 'MiniBrowser');
  if (missing || !xvfb || !webDriver || !binary) throw new Error(missing ?? 'WebKit is missing');
  const helpers: Helper[] = [];
  const config = narrowBrowserChrome();
  const network = await startNetworkSwitch({
    appOrigin: new URL(APP_URL).origin,
    inject: { path: WATCH_PATH, source: WATCH_SOURCE },
  });
  try {
    const display = await startDisplay(xvfb);
    helpers.push(display.helper);
    const port = await freePort();
    const driver = startHelper(
      'WebKitWebDriver',
      webDriver,
      [`--port=${port}`, '--host=127.0.0.1'],
      { ...process.env, DISPLAY: display.name, XDG_CONFIG_HOME: config.path },
    );
    helpers.push(driver);
    const base = `http://127.0.0.1:${port}`;
    await waitUntil(driver, async () => (await fetch(`${base}/status`)).ok);
    return {
      name: 'webkit',
      async newPage({ viewport = 'phone' }: { viewport?: ViewportName } = {}) {
        const session = await Session.create(base, {
          'webkitgtk:browserOptions': { binary, args: ['--automation'] },
          proxy: { proxyType: 'manual', httpProxy: network.address },
          // Dialogs stay open until the journey answers them.
          unhandledPromptBehavior: 'ignore',
        });
        const page = new WebKitPage(session, network);
        try {
          await page.resize(VIEWPORTS[viewport]);
        } catch (error) {
          await page.close();
          throw error;
        }
        return page;
      },
      async close() {
        for (const helper of helpers.reverse()) await helper.stop();
        await network.close();
        config.remove();
      },
    };
  } catch (error) {
    for (const helper of helpers.reverse()) await helper.stop();
    await network.close();
    config.remove();
    throw error;
  }
}

/**
 * MiniBrowser's toolbar will not let its window be narrower than 447 px, and with no window
 * manager on the display it cannot go full screen: a GTK stylesheet of the harness's own shrinks
 * the toolbar, so the window can be a phone's width. GTK reads it from XDG_CONFIG_HOME. WebKit
 * draws the page's own form controls itself, so the page is not touched by it (the only GTK
 * widget a page opens is a <select>'s pop-up, which the journeys never open: WebDriver picks
 * an option by clicking it).
 */
function narrowBrowserChrome() {
  const folder = scratchFolder('webkit-config');
  mkdirSync(join(folder.path, 'gtk-3.0'));
  writeFileSync(
    join(folder.path, 'gtk-3.0', 'gtk.css'),
    '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n',
  );
  return folder;
}

/** An Xvfb display on the first free number from :90. */
async function startDisplay(xvfb: string) {
  for (let number = 90; number < 140; number++) {
    if (existsSync(`/tmp/.X${number}-lock`) || existsSync(`/tmp/.X11-unix/X${number}`)) continue;
    const helper = startHelper('Xvfb', xvfb, [
      `:${number}`,
      '-screen',
      '0',
      '1400x1000x24',
      '-nolisten',
      'tcp',
    ]);
    try {
      await waitUntil(helper, () => existsSync(`/tmp/.X11-unix/X${number}`), 10_000);
      return { name: `:${number}`, helper };
    } catch {
      // Taken between the check and the start: try the next one.
      await helper.stop();
    }
  }
  throw new Error('Xvfb found no free display between :90 and :139.');
}

export class WebKitPage extends BasePage implements EnginePage {
  readonly engine = 'webkit' as const;
  readonly offlineIsAnnounced = false;

  constructor(
    private readonly session: Session,
    private readonly network: NetworkSwitch,
  ) {
    super();
  }

  /** Makes the page's viewport (not the window) the given size. */
  async resize(size: { width: number; height: number }) {
    let target = { ...size };
    for (let attempt = 0; attempt < 5; attempt++) {
      await this.session.send('POST', '/window/rect', target);
      // On a busy machine the page learns its new size a moment after the window has it: read
      // it until two reads agree, or the correction would be made from the old size.
      let inner = await this.innerSize();
      for (let read = 0; read < 10; read++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const again = await this.innerSize();
        if (again[0] === inner[0] && again[1] === inner[1]) break;
        inner = again;
      }
      if (inner[0] === size.width && inner[1] === size.height) return;
      target = {
        width: target.width + size.width - inner[0],
        height: target.height + size.height - inner[1],
      };
    }
    throw new Error(`webkit: could not make the viewport ${size.width}x${size.height}`);
  }

  private async innerSize() {
    return (await this.run('() => [innerWidth, innerHeight]', [])) as [number, number];
  }

  protected async run(source: string, args: Json[]) {
    const script = `
      const done = arguments[arguments.length - 1];
      Promise.resolve()
        .then(() => (${source}).apply(null, ${JSON.stringify(args)}))
        .then(
          (value) => done({ value: value === undefined ? null : value }),
          (error) => done({ error: String((error && error.stack) || error) }),
        );`;
    const result = (await this.session.send('POST', '/execute/async', { script, args: [] })) as
      { value: unknown } | { error: string };
    if ('error' in result) throw new Error(`webkit: in the page: ${result.error}`);
    return result.value;
  }

  async addScript(source: string) {
    await this.session.send('POST', '/execute/sync', { script: source, args: [] });
  }

  private async element(source: string, args: Json[]) {
    const script = `return (${source}).apply(null, ${JSON.stringify(args)});`;
    const value = (await this.session.send('POST', '/execute/sync', {
      script,
      args: [],
    })) as Record<string, string> | null;
    const id = value?.[ELEMENT];
    if (!id) throw new Error('webkit: the element went away before it could be used');
    return id;
  }

  protected async clickElement(source: string, args: Json[], acceptDialog: boolean) {
    // WebDriver refuses a click whose spot another element covers at that moment: after a scroll,
    // sections laid out as they come near the screen can still be moving the page. Try again
    // once things have settled, as a visitor's second tap would.
    for (let attempt = 1; ; attempt++) {
      const id = await this.element(source, args);
      try {
        await this.session.send('POST', `/element/${id}/click`);
        break;
      } catch (error) {
        const moving =
          error instanceof WebDriverError && error.code === 'element click intercepted';
        if (!moving || attempt === 5) throw error;
        await this.run('() => new Promise((done) => setTimeout(done, 250))', []);
        await this.run(
          `(...args) => (${source}).apply(null, args).scrollIntoView({ block: 'center' })`,
          args,
        );
      }
    }
    if (acceptDialog) await this.acceptDialog();
  }

  private async acceptDialog() {
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await this.session.send('POST', '/alert/accept');
        return;
      } catch (error) {
        if (!(error instanceof WebDriverError) || error.code !== 'no such alert') throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error('webkit: the page asked nothing to accept');
  }

  protected async typeInto(source: string, args: Json[], text: string) {
    const id = await this.element(source, args);
    await this.session.send('POST', `/element/${id}/clear`);
    await this.session.send('POST', `/element/${id}/value`, { text });
  }

  protected async selectValue(source: string, args: Json[], value: string) {
    // WebDriver's way: clicking an <option> selects it, as the visitor's pick in the pop-up does.
    const option = `(...args) => {
      const select = (${source}).apply(null, args);
      return Array.from(select.options).find((o) => o.value === ${JSON.stringify(value)});
    }`;
    const id = await this.element(option, args);
    await this.session.send('POST', `/element/${id}/click`);
  }

  protected async setFile(source: string, args: Json[], path: string) {
    // W3C Element Send Keys: for a file input, the text is the path of the file to choose.
    const id = await this.element(source, args);
    await this.session.send('POST', `/element/${id}/value`, { text: path });
  }

  protected async navigate(url: string) {
    await this.session.send('POST', '/url', { url });
  }

  async reload() {
    await this.session.send('POST', '/refresh');
  }

  async url() {
    return (await this.session.send('GET', '/url')) as string;
  }

  async press(key: Key) {
    const value = KEYS[key];
    await this.session.send('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ],
        },
      ],
    });
    await this.session.send('DELETE', '/actions');
  }

  /** One pointer's W3C actions, performed and then released. */
  private async pointer(type: 'mouse' | 'touch', sources: Json[][]) {
    await this.session.send('POST', '/actions', {
      actions: sources.map((actions, index) => ({
        type: 'pointer',
        id: `${type}${String(index)}`,
        parameters: { pointerType: type },
        actions,
      })),
    });
    await this.session.send('DELETE', '/actions');
  }

  protected async clickAt({ x, y }: Point, count: number) {
    const click: Json[] = [
      { type: 'pointerDown', button: 0 },
      { type: 'pointerUp', button: 0 },
    ];
    const move = { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' };
    await this.pointer('mouse', [[move, ...Array.from({ length: count }, () => click).flat()]]);
  }

  async drag(from: Point, to: Point, steps = 8) {
    const at = (point: Point) => ({
      type: 'pointerMove',
      x: Math.round(point.x),
      y: Math.round(point.y),
      origin: 'viewport',
      duration: 16,
    });
    const path = Array.from({ length: steps }, (_, step) =>
      at({
        x: from.x + ((to.x - from.x) * (step + 1)) / steps,
        y: from.y + ((to.y - from.y) * (step + 1)) / steps,
      }),
    );
    await this.pointer('mouse', [
      [at(from), { type: 'pointerDown', button: 0 }, ...path, { type: 'pointerUp', button: 0 }],
    ]);
  }

  async touch(frames: Point[][]) {
    const fingers = frames[0]?.length ?? 0;
    const sources = Array.from({ length: fingers }, (_, finger): Json[] => {
      const at = (frame: Point[]) => {
        const point = frame[finger] ?? { x: 0, y: 0 };
        return {
          type: 'pointerMove',
          x: Math.round(point.x),
          y: Math.round(point.y),
          origin: 'viewport',
          duration: 16,
        };
      };
      const [first = [], ...rest] = frames;
      return [
        at(first),
        { type: 'pointerDown', button: 0 },
        ...rest.map(at),
        { type: 'pointerUp', button: 0 },
      ];
    });
    await this.pointer('touch', sources);
  }

  protected async png() {
    return Buffer.from((await this.session.send('GET', '/screenshot')) as string, 'base64');
  }

  setOnline(online: boolean) {
    // Classic WebDriver has no offline switch: the requests fail, the page is not told.
    this.network.setOnline(online);
    return Promise.resolve();
  }

  async close() {
    this.network.setOnline(true);
    await this.session.send('DELETE', '').catch(() => undefined);
  }
}

import { mkdirSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { afterAll, beforeAll, onTestFailed } from 'vitest';
import { READ_WATCH } from './page-watch';
import { describeQuery, locateAll, toWire, type Query } from './query';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export const ENGINE: EngineName = (() => {
  const name = process.env.ENGINE;
  if (name !== 'chromium' && name !== 'firefox' && name !== 'webkit') {
    throw new Error(`ENGINE must be chromium, firefox or webkit (it is ${name ?? 'unset'}).`);
  }
  return name;
})();

export const APP_URL = (() => {
  const url = process.env.APP_URL;
  if (!url) throw new Error('APP_URL is not set: run the engine journeys through their runner.');
  return url.replace(/\/$/, '');
})();

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * The screens and languages a journey walks in this engine: every screen in both languages in
 * Chromium, the engine of most of the city's phones; `others` (a phone in Spanish, or none) in
 * the rest.
 */
export function screensFor(
  others: [ViewportName, 'es' | 'en'][] = [['phone', 'es']],
): [ViewportName, 'es' | 'en'][] {
  return ENGINE === 'chromium'
    ? [
        ['phone', 'es'],
        ['phone', 'en'],
        ['desktop', 'es'],
        ['desktop', 'en'],
      ]
    : others;
}

/** The mouse as playwright-core and puppeteer both have it. */
interface Mouse {
  move(x: number, y: number, options?: { steps?: number }): Promise<void>;
  down(): Promise<void>;
  up(): Promise<void>;
}

/** A drag with a mouse of playwright-core's or puppeteer's: pressed, moved in steps, let go. */
export async function dragWith(mouse: Mouse, from: Point, to: Point, steps: number) {
  await mouse.move(from.x, from.y);
  await mouse.down();
  await mouse.move(to.x, to.y, { steps });
  await mouse.up();
}

const SCREENSHOTS = join(process.cwd(), 'test-results', 'screenshots');

export type Key = 'Escape' | 'Enter' | 'Home' | 'End' | 'ArrowRight' | 'ArrowLeft' | '+' | '0';

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A JSON value, what crosses between the test and the page. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * One tab of one engine, as the cross-engine journeys use it. Functions given to `evaluate` and
 * `waitFor` run in the page: they may use only their arguments and the page's globals.
 */
export interface EnginePage {
  readonly engine: EngineName;
  /**
   * Whether `setOnline(false)` tells the page itself (navigator.onLine, the `offline` event), or
   * only makes its requests fail, as a signal that dies while the phone still shows bars.
   */
  readonly offlineIsAnnounced: boolean;
  /** A path of the app (`/muestra/x`), or a whole URL. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  evaluate<R, A extends Json[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Runs an expression's source in the page, outside its CSP; its value, a promise's awaited. */
  evaluateExpression(expression: string): Promise<unknown>;
  /** Runs a whole script in the page (a library's file), outside the page's CSP. */
  addScript(source: string): Promise<void>;
  /** Waits until `fn` returns something truthy in the page. */
  waitFor<A extends Json[]>(
    fn: (...args: A) => unknown,
    options: { what: string; timeout?: number },
    ...args: A
  ): Promise<void>;
  /** Waits until the query matches a visible element. */
  find(query: Query, timeout?: number): Promise<void>;
  /** Waits until the query matches nothing visible. */
  gone(query: Query, timeout?: number): Promise<void>;
  count(query: Query): Promise<number>;
  text(query: Query): Promise<string>;
  /** Where the first match is, in CSS pixels of the viewport. */
  box(query: Query): Promise<Box>;
  attribute(query: Query, name: string): Promise<string | null>;
  /** Scrolls the first match to the middle of the screen and clicks it as a mouse would. */
  click(query: Query, options?: { acceptDialog?: boolean }): Promise<void>;
  /** Empties a field and types into it as a keyboard would. */
  type(query: Query, text: string): Promise<void>;
  /** Picks the option of a <select> whose value is `value`, as a visitor would. */
  choose(query: Query, value: string): Promise<void>;
  /**
   * Puts the file at `path` (absolute, on this machine) into an `<input type="file">` through
   * the engine's automation, as picking it in the file dialog would (the dialog itself never
   * opens): the page gets its `input` and `change` events.
   */
  chooseFile(query: Query, path: string): Promise<void>;
  focus(query: Query): Promise<void>;
  press(key: Key): Promise<void>;
  /** Two quick clicks of the mouse in the middle of the first match: a double click. */
  doubleClick(query: Query): Promise<void>;
  /** Presses the mouse at `from`, moves it to `to` in `steps` and lets go (viewport pixels). */
  drag(from: Point, to: Point, steps?: number): Promise<void>;
  /**
   * Fingers on the screen, as a phone's sends them: each frame gives every finger's place, the
   * first where they touch down, the last where they lift.
   */
  touch(frames: Point[][]): Promise<void>;
  /** The viewport as a PNG in test-results/screenshots/<engine>-<name>.png; returns its bytes. */
  screenshot(name: string): Promise<Buffer>;
  /** Uncaught errors, unhandled rejections and CSP violations since the page opened. */
  errors(): Promise<string[]>;
  setOnline(online: boolean): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  newPage(options?: { viewport?: ViewportName }): Promise<EnginePage>;
  close(): Promise<void>;
}

/**
 * What each engine supplies; everything else (finding, waiting, screenshots' files, errors)
 * is the same for both, in BasePage. `source` strings are a function expression's source and
 * `args` its JSON arguments.
 */
export abstract class BasePage implements EnginePage {
  abstract readonly engine: EngineName;
  abstract readonly offlineIsAnnounced: boolean;
  protected abstract run(source: string, args: Json[]): Promise<unknown>;
  abstract addScript(source: string): Promise<void>;
  /** Clicks the element `source` (called with `args`) returns. */
  protected abstract clickElement(
    source: string,
    args: Json[],
    acceptDialog: boolean,
  ): Promise<void>;
  protected abstract typeInto(source: string, args: Json[], text: string): Promise<void>;
  protected abstract selectValue(source: string, args: Json[], value: string): Promise<void>;
  protected abstract setFile(source: string, args: Json[], path: string): Promise<void>;
  protected abstract navigate(url: string): Promise<void>;
  abstract reload(): Promise<void>;
  abstract url(): Promise<string>;
  abstract press(key: Key): Promise<void>;
  /** Clicks the mouse `count` times at `point`, in quick succession. */
  protected abstract clickAt(point: Point, count: number): Promise<void>;
  abstract drag(from: Point, to: Point, steps?: number): Promise<void>;
  abstract touch(frames: Point[][]): Promise<void>;
  protected abstract png(): Promise<Buffer>;
  abstract setOnline(online: boolean): Promise<void>;
  abstract close(): Promise<void>;

  goto(path: string) {
    return this.navigate(path.startsWith('http') ? path : `${APP_URL}${path}`);
  }

  async evaluate<R, A extends Json[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return (await this.run(fn.toString(), args)) as Awaited<R>;
  }

  evaluateExpression(expression: string) {
    return this.run(`() => (${expression})`, []);
  }

  waitFor<A extends Json[]>(
    fn: (...args: A) => unknown,
    options: { what: string; timeout?: number },
    ...args: A
  ) {
    return this.poll(fn.toString(), args, options);
  }

  private async poll(
    source: string,
    args: Json[],
    { what, timeout = 10_000 }: { what: string; timeout?: number },
  ) {
    const started = Date.now();
    let last: unknown;
    for (;;) {
      try {
        if (await this.run(source, args)) return;
      } catch (error) {
        // A navigation under way destroys the page's context: try again in the next one.
        last = error;
      }
      if (Date.now() - started > timeout) {
        const why = last instanceof Error ? ` (last error: ${last.message})` : '';
        throw new Error(`${this.engine}: timed out after ${timeout} ms waiting for ${what}${why}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The source of a page-side function that applies `body` to the query's first match. */
  private static onFirst(body: string) {
    return `(query) => {
      const locateAll = ${locateAll.toString()};
      const element = locateAll(query)[0];
      if (!element) return undefined;
      return (${body})(element);
    }`;
  }

  private async onFirst<T>(query: Query, body: string, timeout = 10_000): Promise<T> {
    await this.find(query, timeout);
    return (await this.run(BasePage.onFirst(body), [toWire(query) as Json])) as T;
  }

  async find(query: Query, timeout = 10_000) {
    await this.poll(BasePage.onFirst('() => true'), [toWire(query) as Json], {
      what: describeQuery(query),
      timeout,
    });
  }

  async gone(query: Query, timeout = 10_000) {
    const source = BasePage.onFirst('() => true');
    const started = Date.now();
    while ((await this.run(source, [toWire(query) as Json])) === true) {
      if (Date.now() - started > timeout) {
        throw new Error(
          `${this.engine}: still visible after ${timeout} ms: ${describeQuery(query)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async count(query: Query) {
    const source = `(query) => (${locateAll.toString()})(query).length`;
    return (await this.run(source, [toWire(query) as Json])) as number;
  }

  text(query: Query) {
    return this.onFirst<string>(query, '(e) => e.textContent.replace(/\\s+/g, " ").trim()');
  }

  box(query: Query) {
    return this.onFirst<Box>(
      query,
      '(e) => { const r = e.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; }',
    );
  }

  attribute(query: Query, name: string) {
    return this.onFirst<string | null>(query, `(e) => e.getAttribute(${JSON.stringify(name)})`);
  }

  /**
   * Scrolls the first match to the middle of the screen and waits until it stops moving, as a
   * visitor waits before tapping: sections laid out only as they near the screen
   * (content-visibility: auto) and late parts of a page can move it after the scroll, and a click
   * at where it was lands on nothing.
   */
  private async scrolledAndStill(query: Query) {
    const scroll =
      "(e) => { e.scrollIntoView({ block: 'center', behavior: 'instant' }); return true; }";
    await this.onFirst(query, scroll);
    const started = Date.now();
    let last = JSON.stringify(await this.box(query));
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = JSON.stringify(await this.box(query));
      if (now === last) return;
      // Still moving after 5 s (an animation): brought back to the middle, clicked as it is.
      if (Date.now() - started > 5_000) {
        await this.onFirst(query, scroll);
        return;
      }
      last = now;
    }
  }

  async click(query: Query, { acceptDialog = false } = {}) {
    // As a visitor does, wait until it can be used: a click on a disabled button does nothing.
    await this.poll(
      BasePage.onFirst('(e) => !e.disabled && e.getAttribute("aria-disabled") !== "true"'),
      [toWire(query) as Json],
      { what: `${describeQuery(query)} enabled` },
    );
    await this.scrolledAndStill(query);
    await this.clickElement(BasePage.onFirst('(e) => e'), [toWire(query) as Json], acceptDialog);
  }

  async type(query: Query, text: string) {
    await this.scrolledAndStill(query);
    await this.typeInto(BasePage.onFirst('(e) => e'), [toWire(query) as Json], text);
  }

  async choose(query: Query, value: string) {
    await this.scrolledAndStill(query);
    await this.selectValue(BasePage.onFirst('(e) => e'), [toWire(query) as Json], value);
  }

  async chooseFile(query: Query, path: string) {
    if (!isAbsolute(path)) throw new Error(`chooseFile needs an absolute path, not ${path}`);
    await this.scrolledAndStill(query);
    await this.setFile(BasePage.onFirst('(e) => e'), [toWire(query) as Json], path);
  }

  async doubleClick(query: Query) {
    await this.scrolledAndStill(query);
    const { x, y, width, height } = await this.box(query);
    await this.clickAt({ x: x + width / 2, y: y + height / 2 }, 2);
  }

  async focus(query: Query) {
    await this.onFirst(query, '(e) => { e.focus(); return true; }');
  }

  async screenshot(name: string) {
    const bytes = await this.png();
    mkdirSync(SCREENSHOTS, { recursive: true });
    writeFileSync(join(SCREENSHOTS, `${this.engine}-${name}.png`), bytes);
    return bytes;
  }

  async errors() {
    return (await this.run(READ_WATCH, [])) as string[];
  }
}

/**
 * One engine per test file: started before its tests, stopped after them. `sound: false` starts
 * Firefox with no sound output at all, as the test machines are without the harness's own.
 */
export function useEngine({ sound = true }: { sound?: boolean } = {}): () => Engine {
  let engine: Engine | undefined;
  beforeAll(async () => {
    if (ENGINE !== 'firefox' && !sound) throw new Error(`${ENGINE} always has its sound output.`);
    engine =
      ENGINE === 'firefox'
        ? await (await import('./firefox')).startFirefox({ sound })
        : ENGINE === 'webkit'
          ? await (await import('./webkit')).startWebKit()
          : await (await import('./chromium')).startChromium();
  });
  afterAll(async () => {
    await engine?.close();
  });
  return () => {
    if (!engine) throw new Error('The engine is not running: call it inside a test.');
    const running = engine;
    return {
      name: running.name,
      close: () => running.close(),
      async newPage(options) {
        const page = await running.newPage(options);
        // What the page showed when a test failed, beside the failure.
        onTestFailed(async ({ task }) => {
          const name = `FAILED-${task.name.replace(/[^\w-]+/g, '-').slice(0, 80)}`;
          await page.screenshot(name).catch(() => undefined);
          console.error(
            `Screenshot of the failure: test-results/screenshots/${ENGINE}-${name}.png`,
          );
        });
        return page;
      },
    };
  };
}

/**
 * Waits until the picture `css` names has arrived, is decoded and has been through two frames:
 * an engine may report a picture complete a frame or more before it reaches the screen, and a
 * screenshot taken then shows what was under it.
 */
export async function pictureDrawn(page: EnginePage, css: string, what: string) {
  await page.waitFor(
    (selector) => {
      const image = document.querySelector<HTMLImageElement>(selector);
      return image?.complete === true && image.naturalWidth > 0;
    },
    { what, timeout: 20_000 },
    css,
  );
  await page.evaluate(async (selector) => {
    await document.querySelector<HTMLImageElement>(selector)?.decode();
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  }, css);
}

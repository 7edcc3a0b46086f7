// Counts what a person does on a page (clicks, typing into a field, picking a file, choosing an
// option), so a journey can say how many steps a task takes and hold it to a budget. Playwright's
// locators are the only way the journeys act on a page, so their methods are counted.
import type { Locator, Page } from 'playwright-core';

const ACTIONS = [
  'click',
  'dblclick',
  'fill',
  'pressSequentially',
  'press',
  'check',
  'uncheck',
  'selectOption',
  'setInputFiles',
] as const;
type Action = (typeof ACTIONS)[number];

export interface Interactions {
  /** Counts from now on (again after a pause). */
  resume(): void;
  /** Stops counting: what follows is the test's own detour, not the task. */
  pause(): void;
  /** Everything counted, and the file pickers among it. */
  readonly total: number;
  readonly filePickers: number;
}

const counters = new Map<Page, { counting: boolean; total: number; filePickers: number }>();
let patched = false;

function patch(page: Page) {
  if (patched) return;
  patched = true;
  const prototype = Object.getPrototypeOf(page.locator('body')) as Record<
    Action,
    (this: Locator, ...args: unknown[]) => Promise<unknown>
  >;
  for (const action of ACTIONS) {
    const original = prototype[action];
    prototype[action] = function counted(this: Locator, ...args: unknown[]) {
      const counter = counters.get(this.page());
      if (counter?.counting) {
        counter.total += 1;
        if (action === 'setInputFiles') counter.filePickers += 1;
      }
      return original.apply(this, args);
    };
  }
}

/** Starts counting the interactions on `page`, paused. */
export function countInteractions(page: Page): Interactions {
  patch(page);
  const counter = { counting: false, total: 0, filePickers: 0 };
  counters.set(page, counter);
  return {
    resume: () => {
      counter.counting = true;
    },
    pause: () => {
      counter.counting = false;
    },
    get total() {
      return counter.total;
    },
    get filePickers() {
      return counter.filePickers;
    },
  };
}

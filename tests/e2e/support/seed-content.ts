// What the journeys take from the demo content, and how an account signs in: found once here, so a
// journey that needs something the seed does not hold stops at once, saying what is missing.
import type { Page } from 'playwright-core';
import {
  tours,
  users,
  works,
  type SeedTour,
  type SeedUser,
  type SeedWork,
} from '../../../seed/content.mjs';
import { APP_URL } from './browser';

/** The seed's admin account. */
export function seedAdmin(): SeedUser {
  const admin = users.find((u) => u.isAdmin);
  if (!admin) throw new Error('the seed needs an admin');
  return admin;
}

/** The seed tour `id`, which must be in `state`. */
export function seedTour(id: string, state: SeedTour['state']): SeedTour {
  const tour = tours.find((t) => t.id === id);
  if (!tour || tour.state !== state) throw new Error(`the seed needs the ${state} tour ${id}`);
  return tour;
}

/** The published, highlighted tour the visitor journeys take. */
export function highlightedTour(): SeedTour {
  const tour = tours.find((t) => t.state === 'published' && t.highlight);
  if (!tour) throw new Error('the seed needs a published, highlighted tour');
  return tour;
}

/** A list known to hold at least `N` items: the first `N` need no check where they are used. */
type AtLeast<N extends number, T, Known extends T[] = []> = Known['length'] extends N
  ? [...Known, ...T[]]
  : AtLeast<N, T, [...Known, T]>;

/** A tour's works in their order, at least `count` of them. */
export function worksOf<N extends number>(tour: SeedTour, count: N): AtLeast<N, SeedWork> {
  const found = works.filter((w) => w.expositionId === tour.id).sort((a, b) => a.order - b.order);
  if (found.length < count) throw new Error(`the seeded tour needs ${String(count)} works`);
  return found as AtLeast<N, SeedWork>;
}

/** A form field's accessible name: its label, with the " *" of a required one or without. */
export const fieldLabel = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

const LOG_IN = {
  es: { password: 'Contraseña', submit: 'Ingresar' },
  en: { password: 'Password', submit: 'Sign in' },
} as const;

interface SignIn {
  /** Who signs in: the seed's admin unless said. */
  account?: Pick<SeedUser, 'email' | 'password'>;
  /** The language the log-in page is read in (the visitor's). */
  language?: keyof typeof LOG_IN;
}

/** Fills the log-in form at `/log-in{query}` and sends it. */
async function submitLogIn(page: Page, query: string, { account, language = 'es' }: SignIn) {
  const { email, password } = account ?? seedAdmin();
  await page.goto(`${APP_URL}/log-in${query}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(LOG_IN[language].password, { exact: true }).fill(password);
  await page.getByRole('button', { name: LOG_IN[language].submit, exact: true }).click();
}

/** Signs in, waits until the session is remembered, then opens `path`. */
export async function signInThenOpen(page: Page, path: string, options: SignIn = {}) {
  await submitLogIn(page, '', options);
  // Signed in once the session is remembered (the user menu may sit in the phone's menu).
  await page.waitForFunction(() => localStorage.getItem('sessionHint') !== null);
  await page.goto(`${APP_URL}${path}`);
}

/** Signs in from the log-in page asked to go on to `next`, and waits until it has. */
export async function signInTo(page: Page, next: string, options: SignIn = {}) {
  await submitLogIn(page, `?next=${encodeURIComponent(next)}`, options);
  await page.waitForURL(`${APP_URL}${next}`);
}

/** Signs in from the log-in page itself, and waits until the app has moved on from it. */
export async function signInFromLogIn(page: Page, options: SignIn = {}) {
  await submitLogIn(page, '', options);
  await page.waitForURL((url) => !url.pathname.startsWith('/log-in'));
}

/*
 * A work's code is the number printed on its label and QR code (/muestra/{tour}/{code}); its
 * `order` is only its place in the tour. A code never changes once given, and a tour never gives
 * one twice: the tour keeps a counter, `nextWorkCode`, that a new work takes and raises by one
 * (firestore.rules hold both). Works stored before codes have none: what their label printed is
 * their number at the time, so they read as code = order until the first change of the tour's
 * numbers stores exactly that, for every work of the tour, before any number moves.
 */

/** The highest code a tour gives: four digits, what the number box takes. */
export const CODE_MAX = 9999;

/** What the codes need of a work: its id, its stored number and its stored code (null: none). */
export interface Coded {
  id: string;
  order: number;
  code: number | null;
}

/** The number on the work's label: its stored code, or, stored before codes, its number. */
export const codeOf = (work: { order: number; code?: number | null }): number =>
  work.code ?? work.order;

/** A stored value as a code: a whole number from 0 up, else none. */
export const storedCode = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

/** The work whose label number is `code`, in the tour's order (the first, should two share it). */
export const workWithCode = <T extends { order: number; code?: number | null }>(
  works: readonly T[],
  code: number,
): T | undefined => works.find((work) => codeOf(work) === code);

/** Whether the labels read 1..n, as tours did before codes (the number box then says the range). */
export const isOneToN = (codes: readonly number[]) =>
  [...codes].sort((a, b) => a - b).every((code, index) => code === index + 1);

/** What a change of a tour's numbers does to its codes and its counter. */
export interface CodePlan {
  /** The codes to store, by work id: the works that had none, at their number before the change. */
  stamps: Map<string, number>;
  /** The code a new work (or one joining the tour) takes; null when none joins. */
  taken: number | null;
  /** The counter to store on the tour, or null to leave it as it is. */
  counter: number | null;
}

/**
 * The codes of a change of the tour's numbers. `works` are the tour's works before it (one that
 * leaves included, so that its code is never given again), `stored` the tour's counter (null on
 * a tour stored before codes: it starts one past the highest label), and `take` whether a work
 * joins and takes the next code. Null when the counter would pass CODE_MAX.
 */
export function planCodes(
  works: readonly Coded[],
  stored: number | null,
  take: boolean,
): CodePlan | null {
  const stamps = new Map<string, number>();
  for (const work of works) {
    // A number firestore.rules would not take as a code (older, broken data) gets none.
    if (work.code === null && Number.isInteger(work.order) && work.order >= 0 && work.order <= 999)
      stamps.set(work.id, work.order);
  }
  const highest = works.reduce(
    (max, work) => Math.max(max, stamps.get(work.id) ?? work.code ?? 0),
    0,
  );
  const next = stored ?? highest + 1;
  const taken = take ? next : null;
  if (taken !== null && taken > CODE_MAX) return null;
  // A counter that is not past a label stored now (works written by a script beside it) moves past it.
  const behind = stored !== null && stored <= highest && stamps.size > 0;
  const counter = take ? next + 1 : stored === null ? next : behind ? highest + 1 : null;
  return { stamps, taken, counter };
}

/**
 * A tour's works are numbered 1..n, each number once: their places in the tour, what it lists
 * them by. (What a label and its QR code print, and visitors jump to, is a work's code, which
 * no reordering changes: codes.ts.) These are the sums behind every change of the numbers; the
 * service applies them in one transaction (works/api/work-numbering.ts).
 */

/** What the numbering needs of a work: its id and its stored number. */
export interface Numbered {
  id: string;
  order: number;
}

/** One work whose number changes: `from` is null for a new work, `to` null for a deleted one. */
export interface NumberChange {
  id: string;
  from: number | null;
  to: number | null;
}

/** A work's number is at most 999 (firestore.rules), so a tour holds at most 999 works. */
export const WORKS_MAX = 999;

/**
 * The works in their numbering's order: by number, then by id, the order the works query lists
 * two works with the same number in. Numbering always starts from this sequence, so data stored
 * with gaps or repeated numbers is mended, in the order the admin already sees, by the next change.
 */
export function inSequence<T extends Numbered>(works: readonly T[]): T[] {
  return [...works].sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** `wanted` made a whole number within `low..high`; not a number at all reads as `high`. */
function within(wanted: number, low: number, high: number): number {
  if (!Number.isFinite(wanted)) return high;
  return Math.min(Math.max(Math.trunc(wanted), low), high);
}

/** The changes that number `ids` 1..n in that order, against the works' current numbers. */
function numberAs(ids: readonly string[], works: readonly Numbered[]): NumberChange[] {
  const current = new Map(works.map((work) => [work.id, work.order]));
  return ids.flatMap((id, index) => {
    const from = current.get(id) ?? null;
    return from === index + 1 ? [] : [{ id, from, to: index + 1 }];
  });
}

/** Whether the works are numbered 1..n, each number once. */
export function isNumbered(works: readonly Numbered[]): boolean {
  return inSequence(works).every((work, index) => work.order === index + 1);
}

/** The numbers used more than once and the numbers of 1..n nobody has, each ascending. */
export function numberingProblems(works: readonly Numbered[]): {
  repeated: number[];
  missing: number[];
} {
  const counts = new Map<number, number>();
  for (const work of works) counts.set(work.order, (counts.get(work.order) ?? 0) + 1);
  const repeated = [...counts].filter(([, count]) => count > 1).map(([order]) => order);
  const missing = Array.from({ length: works.length }, (_, i) => i + 1).filter(
    (order) => !counts.has(order),
  );
  return { repeated: repeated.sort((a, b) => a - b), missing };
}

/** The number a new work is offered: the next one, n + 1. */
export function nextNumber(works: readonly unknown[]): number {
  return Math.min(works.length + 1, WORKS_MAX);
}

/** The work `id` (new or not) put at `wanted`, kept within 1..n+1 of the others. */
function place(others: readonly string[], works: readonly Numbered[], id: string, wanted: number) {
  const ids = [...others];
  const order = within(wanted, 1, ids.length + 1);
  ids.splice(order - 1, 0, id);
  return { order, changes: numberAs(ids, works) };
}

/** The ids of the works but `id`, in sequence. */
const othersThan = (works: readonly Numbered[], id: string) =>
  inSequence(works)
    .filter((work) => work.id !== id)
    .map((work) => work.id);

/**
 * A new work with the number `wanted`, kept within 1..n+1: the work that had it and every one
 * after it move down one. `wanted` past the end, or not a number, puts it last. Null when the
 * tour already holds the most works it can.
 */
export function insertWork(
  works: readonly Numbered[],
  id: string,
  wanted: number,
): { order: number; changes: NumberChange[] } | null {
  const others = othersThan(works, id);
  return others.length >= WORKS_MAX ? null : place(others, works, id, wanted);
}

/**
 * A work of the tour given the number `wanted` (kept within 1..n): the works between its old
 * place and its new one move by one towards where it was.
 */
export function moveWork(
  works: readonly Numbered[],
  id: string,
  wanted: number,
): { order: number; changes: NumberChange[] } {
  return place(othersThan(works, id), works, id, wanted);
}

/** A work deleted: the ones after it move up one, closing the gap. */
export function removeWork(works: readonly Numbered[], id: string): NumberChange[] {
  const gone = works.find((work) => work.id === id);
  return [
    ...(gone ? [{ id, from: gone.order, to: null }] : []),
    ...numberAs(othersThan(works, id), works),
  ];
}

/** The works numbered 1..n in the order they are in now: gaps closed, repeats told apart. */
export function renumber(works: readonly Numbered[]): NumberChange[] {
  return numberAs(
    inSequence(works).map((work) => work.id),
    works,
  );
}

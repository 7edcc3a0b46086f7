import type { Work } from '@/features/works/model/work';
import { WORK_NUMBERS_PREFIX } from '@/lib/local-stores';

/** A work whose number is not the one this tab last showed for it. */
export interface NumberMove {
  work: Work;
  from: number;
  to: number;
}

/*
 * Numbers are printed on labels and QR codes, so the works page says which ones changed since
 * the admin last saw the list in this tab, whatever changed them: a new work given a taken
 * number in the form, a delete, a move, another admin. The numbers shown are kept per tour in
 * sessionStorage (this tab only, gone with it), and compared with each list as it arrives.
 */
const keyOf = (tourId: string) => `${WORK_NUMBERS_PREFIX}${tourId}`;

function read(tourId: string): Record<string, unknown> | null {
  try {
    const raw = sessionStorage.getItem(keyOf(tourId));
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function write(tourId: string, works: readonly Work[]) {
  try {
    sessionStorage.setItem(
      keyOf(tourId),
      JSON.stringify(Object.fromEntries(works.map((work) => [work.id, work.order]))),
    );
  } catch {
    // Storage full or blocked: the notice is a convenience; the numbers themselves are right.
  }
}

/** Each list is compared once, however often the page renders it (React may render twice). */
const compared = new WeakMap<readonly Work[], NumberMove[]>();

/**
 * The works of `works` (a tour's list as it arrived) whose number differs from the one this tab
 * last showed; then remembers these. Works new since then, or never shown, are not moves.
 */
export function numbersChangedSinceShown(tourId: string, works: readonly Work[]): NumberMove[] {
  const known = compared.get(works);
  if (known) return known;
  const shown = read(tourId);
  const moves = shown
    ? works.flatMap((work) => {
        const from = shown[work.id];
        return typeof from === 'number' && from !== work.order
          ? [{ work, from, to: work.order }]
          : [];
      })
    : [];
  write(tourId, works);
  compared.set(works, moves);
  return moves;
}

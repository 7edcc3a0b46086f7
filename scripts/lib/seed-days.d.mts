// Types for scripts/lib/seed-days.mjs (used by the tests that read the demo exhibitions' days).
/** A day in Buenos Aires, as YYYYMMDD. */
type Day = number;

export function dayAt(instant: number): Day;
export function addDays(day: Day, count: number): Day;
export function seedDays(
  tour: {
    id: string;
    exhibition?: { opensIn: number; closesIn: number; playsBeforeOpening: boolean };
  },
  seededOn: Day,
): { opensOn: Day; closesOn: Day; playsBeforeOpening: boolean } | null;
export function seedState(tour: {
  state: 'published' | 'draft';
  exhibition?: unknown;
}): 'published' | 'draft' | 'exhibition';
export function museumExhibitions(
  tours: readonly {
    id: string;
    tematicId: string;
    state: 'published' | 'draft';
    exhibition?: { opensIn: number; closesIn: number; playsBeforeOpening: boolean };
  }[],
  museumId: string,
  seededOn: Day,
): Record<string, [Day, Day]> | undefined;
export function countedTours(
  tours: readonly { tematicId: string; state: 'published' | 'draft'; exhibition?: unknown }[],
  museumId: string,
): number;

// Types for scripts/lib/seed-visit.mjs (used by its unit test).
export interface SeedException {
  date: string;
  hours: string;
  note?: { es: string; en: string };
}

export function storedExceptions(list: SeedException[]): {
  exceptions: string;
  exceptionNotes: { es: string; en: string };
};
export function museumVisit(museum: object): Record<string, unknown>;
export function museumOf<T extends { id: string }>(tour: { tematicId: string }, museums: T[]): T;

// Types for scripts/lib/seed.mjs (used by the tests that seed or check the demo content).
import type * as content from '../../seed/content.mjs';

export interface Bilingual {
  es: string;
  en: string;
}
export function describeFile(
  bytes: Uint8Array,
  contentType: string,
): { width: number; height: number } | { duration: number } | Record<string, never>;
export function seedRoom(work: { id: string; room?: unknown }): Bilingual;
export function tourMuseumName(
  tour: { id: string; tematicId: string },
  museums: readonly { id: string; name: Bilingual }[],
): Bilingual;
export function seedLikers(tour: { likedBy: readonly string[]; otherLikes: number }): string[];
export function checkWorkNumbers(works: readonly { expositionId: string; order: number }[]): void;
export function checkTourMaps(
  tours: readonly { id: string; map?: string }[],
  works: readonly { id: string; expositionId: string; files: { map?: string } }[],
): void;
export function seedDemoContent(options?: {
  urls?: { auth: string; firestore: string; storage: string };
  log?: (line: string) => void;
  /** The Buenos Aires day (YYYYMMDD) the exhibitions' days count from: today unless said. */
  seededOn?: number;
}): Promise<{ counts: Record<string, number>; content: typeof content; seededOn: number }>;

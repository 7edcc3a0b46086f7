// Types for scripts/lib/likes-migration.mjs.
export const TOURS: 'exposition';
export const LIKES: 'likes';
export const LIKE_COUNT: 'likeCount';
export const LEGACY_LIKES: 'likes';
export const BATCH: number;

export function invalidUid(uid: unknown): string | null;

export type TourPlan =
  | { id: string; action: 'done'; likeCount: unknown }
  | {
      id: string;
      action: 'migrate';
      listed: number;
      duplicates: number;
      skipped: { uid: string; why: string }[];
      existing: number;
      create: string[];
      batches: string[][];
      likeCount: number;
    };

export function planTour(tour: {
  id: string;
  fields: Record<string, unknown> | undefined;
  existing?: readonly string[];
}): TourPlan;

export function describePlan(plan: TourPlan, options?: { dryRun?: boolean }): string;

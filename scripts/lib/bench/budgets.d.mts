// Types for scripts/lib/bench/budgets.mjs (used by the bench's unit tests).
import type { RouteSummary } from './summaries.mjs';

export const BUDGETS: Record<string, number>;
export const AIM: { lcpMs: number; performance: number };
export function budgetFailures(measured: {
  lighthouse?: Record<string, RouteSummary> | null;
  throttled?: Record<string, RouteSummary> | null;
  indexScriptsKiB?: number | null;
}): string[];
export interface OfflineSize {
  bytes: number;
  files: number;
  narrationBytes: number;
  narrations: number;
  announcedBytes: number | null;
}
export interface TourMeasures {
  offline?: Record<string, OfflineSize> | null;
  firstSound?: Record<string, RouteSummary> | null;
}
export function tourFailures(tour?: TourMeasures): string[];
export function aimGaps(lighthouse: Record<string, RouteSummary>): string[];

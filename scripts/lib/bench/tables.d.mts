// Types for scripts/lib/bench/tables.mjs (used by the bench's unit tests).
import type { TourMeasures } from './budgets.mjs';
import type { RouteSummary } from './summaries.mjs';

export function format(field: string, value: number | null | undefined): string;
export function lighthouseTable(routes: Record<string, RouteSummary>): string;
export function throttledTable(routes: Record<string, RouteSummary>): string;
export function tourTable(
  tour: TourMeasures & { offline: NonNullable<TourMeasures['offline']> },
): string;

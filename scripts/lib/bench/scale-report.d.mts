// Types for scripts/lib/bench/scale-report.mjs (used by its unit test).
import type { RouteSummary } from './summaries.mjs';

type Routes = Record<string, RouteSummary>;
export const SCALE_BYTES_GROWTH: number;
export function bytesGrowth(
  demo: RouteSummary | undefined,
  scale: RouteSummary | undefined,
): number | null;
export function scaleFailures(measured: { demo: Routes | null; scale: Routes | null }): string[];
export function scaleTable(measured: {
  demo: Routes | null;
  throttled: Routes | null;
  lighthouse: Routes | null;
}): string;
export const CLOSED_BYTES_GROWTH: number;
export interface ClosedExhibitionsMeasure {
  path: string;
  count: number;
  none: RouteSummary | undefined;
  closed: RouteSummary | undefined;
}
export function closedExhibitionsFailures(measured: ClosedExhibitionsMeasure): string[];
export function closedExhibitionsTable(measured: ClosedExhibitionsMeasure): string;

// Types for scripts/lib/bench/summaries.mjs (used by the bench's unit tests).
import type { FlaggedRequest, Hosts } from './requests.mjs';

type Value = number | null | undefined;
/** One run of either measure: numeric fields by name, plus the Lighthouse run's extras. */
export interface RunSummary {
  [field: string]: unknown;
  failing?: string[];
  lcpElement?: string | null;
  notNeededBeforeLcpUrls?: FlaggedRequest[];
}
export interface RouteSummary {
  runs: number;
  median: Record<string, number | null>;
  range: Record<string, [number, number] | null>;
  missing: Record<string, number>;
  failing: string[];
  notNeededBeforeLcpUrls: string[];
  lcpElement: string | null;
}
export const LIGHTHOUSE_FIELDS: string[];
export const THROTTLED_FIELDS: string[];
export const FIRST_SOUND_FIELDS: string[];
export function median(values: Value[]): number | null;
export function range(values: Value[]): [number, number] | null;
export function summariseRun(
  lhr: unknown,
  options: { hosts: Hosts; appOrigin: string; route: string; imageOrder?: string[] },
): RunSummary;
export function summariseRoute(runs: RunSummary[], fields?: string[]): RouteSummary;

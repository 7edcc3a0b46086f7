// Types for scripts/lib/bench-report.mjs (used by its unit test).
type Hosts = { firestore: string; storage: string };
type Value = number | null | undefined;
export interface FlaggedRequest {
  url: string;
  reason: string;
}
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
export const ROUTE_NAMES: string[];
export const TOUR_ROUTE: string;
export const WORK_ROUTE: string;
export const SCALE_ROUTE_NAMES: string[];
export const BUDGETS: Record<string, number>;
export const AIM: { lcpMs: number; performance: number };
export const LIGHTHOUSE_FIELDS: string[];
export const THROTTLED_FIELDS: string[];
export function median(values: Value[]): number | null;
export function range(values: Value[]): [number, number] | null;
export function selectRoutes(wanted: string | null | undefined, names?: string[]): string[];
export function classifyBackendRequest(
  url: string,
  hosts: Hosts,
): 'firestore' | 'storage-media' | 'storage-other' | null;
export function byteSource(
  url: string,
  options: { appOrigin: string; hosts: Hosts },
): 'app' | 'firestore' | 'storage' | 'other';
export function storageFolder(url: string): string | null;
export function documentsInResponse(body: unknown): number | null;
export function roundTrips(requests: { start: number; end: number }[]): number;
export function indexScripts(html: string): string[];
export function indexScriptsKiB(
  html: string,
  gzipSizeOf: (path: string) => number | null,
): { kib: number; files: string[]; missing: string[] };
interface FirstScreenOptions {
  route: string;
  appOrigin: string;
  imageOrder?: string[];
}
export function notNeededBeforeLcp(url: string, options: FirstScreenOptions): string | null;
export function finishedBeforeLcp(
  requests: { url: string; networkEndTime?: number }[],
  lcpMs: number | null,
  options: FirstScreenOptions,
): FlaggedRequest[] | null;
export function summariseRun(
  lhr: unknown,
  options: { hosts: Hosts; appOrigin: string; route: string; imageOrder?: string[] },
): RunSummary;
export function summariseRoute(runs: RunSummary[], fields?: string[]): RouteSummary;
export function budgetFailures(measured: {
  lighthouse?: Record<string, RouteSummary> | null;
  throttled?: Record<string, RouteSummary> | null;
  indexScriptsKiB?: number | null;
}): string[];
export function aimGaps(lighthouse: Record<string, RouteSummary>): string[];
export function format(field: string, value: Value): string;
export function lighthouseTable(routes: Record<string, RouteSummary>): string;
export function throttledTable(routes: Record<string, RouteSummary>): string;

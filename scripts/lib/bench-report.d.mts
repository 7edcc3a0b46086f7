// Types for scripts/lib/bench-report.mjs (used by its unit test).
export interface RunSummary {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  firstPaintJsKiB: number;
  firstPaintCssKiB: number;
  allJsKiB: number;
  firestore: number;
  storageMedia: number;
  storageListOrMetadata: number;
  failing: string[];
  firstPaintFiles?: string[];
  runtimeError?: string | null;
}
export interface RouteSummary {
  runs: number;
  median: Record<string, number | null>;
  range: Record<string, [number, number] | null>;
  failing: string[];
}
export interface PageRequests {
  firestore: number;
  rounds: number;
  storageMedia: number;
  storageListOrMetadata: number;
}
export const BUDGETS: Record<string, number>;
export function median(values: (number | null | undefined)[]): number | null;
export function range(values: (number | null | undefined)[]): [number, number] | null;
export function classifyBackendRequest(
  url: string,
  hosts: { firestore: string; storage: string },
): 'firestore' | 'storage-media' | 'storage-other' | null;
export function roundTrips(requests: { start: number; end: number }[]): number;
export function summariseRun(
  lhr: unknown,
  options: {
    hosts: { firestore: string; storage: string };
    gzipSizeOf: (url: string) => number | null;
  },
): RunSummary;
export function summariseRoute(runs: RunSummary[]): RouteSummary;
export function budgetFailures(
  routes: Record<string, RouteSummary>,
  tour: { cold: PageRequests; warm: PageRequests } | null,
): string[];
export function format(field: string, value: number | null | undefined): string;
export function markdownTable(routes: Record<string, RouteSummary>): string;

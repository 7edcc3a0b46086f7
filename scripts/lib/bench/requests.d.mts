// Types for scripts/lib/bench/requests.mjs (used by the bench's unit tests).
export interface Hosts {
  firestore: string;
  storage: string;
}
export interface FlaggedRequest {
  url: string;
  reason: string;
}
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

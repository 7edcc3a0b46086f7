// Types for storage-cors.mjs (used by its unit test and the e2e test that checks it).
export interface CorsEntry {
  origin: string[];
  method: string[];
  responseHeader: string[];
  maxAgeSeconds: number;
}
export interface CorsRequest {
  origin: string;
  method: string;
  /** The request's headers ({ name: value }), or only their names. */
  requestHeaders?: Record<string, string> | string[];
}
export const CORS_MAX_AGE_SECONDS: number;
export const CORS_HEADERS: string[];
export const CORS_METHODS: string[];
export function isHostName(value: string): boolean;
export function siteOrigins(site: { projectId: string; customDomain?: string | null }): string[];
export function storageCors(site: { projectId: string; customDomain?: string | null }): CorsEntry[];
export function headersNeedingPreflight(
  requestHeaders?: Record<string, string> | string[],
): string[];
export function corsRefusal(cors: CorsEntry[], request: CorsRequest): string | null;
export function corsAllows(cors: CorsEntry[], request: CorsRequest): boolean;

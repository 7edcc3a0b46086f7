// Types for scripts/lib/bench/routes.mjs (used by the bench's unit tests).
export const ROUTE_NAMES: string[];
export const TOUR_ROUTE: string;
export const MUSEUM_ROUTE: string;
export const WORK_ROUTE: string;
export const SCALE_ROUTE_NAMES: string[];
export function selectRoutes(wanted: string | null | undefined, names?: string[]): string[];

// Types for scripts/lib/floor-plan.mjs (used by its unit test).
import type { SeedTour, SeedWork } from '../../seed/content.mjs';

export type Floor = 'ground' | 'first' | 'second';
export type Point = [number, number];

export interface Room {
  number: number;
  side: 'left' | 'top' | 'right';
  x: number;
  y: number;
  w: number;
  h: number;
  door: { x: number; y: number };
}

export interface Plan {
  key: string;
  floor: Floor;
  shell: { x0: number; y0: number; x1: number; y1: number };
  corridor: { top: number; bottom: number };
  spine: { left: number; right: number };
  entrance: { x: number; y: number };
  marker: { x: number; y: number; r: number };
  rooms: Room[];
}

export const MAP_WIDTH: number;
export const MAP_HEIGHT: number;
export const MAX_ROOMS: number;
export const LABEL_SIZE: number;
export const SPOT_HALO: number;
export const FLOORS: Record<Floor, { es: string; en: string }>;

export function labelBox(room: Room): {
  x: number;
  baseline: number;
  box: { x0: number; y0: number; x1: number; y1: number };
};
export function roomText(number: number, floor: Floor): { es: string; en: string };
export function parseRoom(
  room: { es?: string; en?: string } | undefined,
  label?: string,
): { number: number; floor: Floor };
export function layoutPlan(key: string, floor: Floor, numbers: number[]): Plan;
export function workMap(
  work: SeedWork,
  tours: SeedTour[],
  works: SeedWork[],
): { plan: Plan; room: Room; spot: { x: number; y: number }; route: Point[] };

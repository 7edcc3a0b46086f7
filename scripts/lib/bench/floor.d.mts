// Types for scripts/lib/bench/floor.mjs (used by its unit test).
export const CPU_TASK_REFERENCE_MS: number;
export function cpuTask(): number;
export function timeCpuTask(options?: {
  repeats?: number;
  task?: () => unknown;
  now?: () => number;
}): number;
export function cpuFactor(
  cpuTaskMs: number | null | undefined,
  referenceMs?: number,
): number | null;
export function calibratedSlowdown(
  factor: number | null,
  slowdown: number,
): { slowdown: number; calibrated: boolean };
export function overFloor(
  value: number | null | undefined,
  floor: number | null | undefined,
): number | null;
type Figures = Record<string, number | null | undefined>;
export function lighthouseFromFloor(measured: {
  cpuTaskMs: number;
  cpu: { slowdown: number; calibrated: boolean };
  calibrated: Figures;
  floor: Figures;
}): Record<string, number | null>;
export function throttledFromFloor(measured: {
  cpuTaskMs: number;
  cpu: { slowdown: number; calibrated: boolean };
  run: Figures;
  floor: Figures;
}): Record<string, number | null>;
export function floorPage(page: {
  lang?: string;
  heading: string;
  image: Record<string, string>;
}): string;
export function floorFileName(route: string): string;
export function firstSoundFromFloor(measured: {
  cpuTaskMs: number;
  cpu: { slowdown: number; calibrated: boolean };
  run: Figures;
  floor: Figures;
}): Record<string, number | null>;
export const SOUND_FLOOR_SCRIPT: { fileName: string; html: string };
export function soundFloorPage(page: {
  lang?: string;
  heading: string;
  button: string;
  image: string;
  narration: string;
}): string;
export const QUIET_FACTOR: number;
export interface MachineState {
  cpuTaskMs: { min: number; median: number; max: number };
  referenceMs: number;
  slowest: number;
  quiet: boolean;
}
export function machineState(
  cpuTaskTimes: (number | null | undefined)[],
  referenceMs?: number,
): MachineState | null;
export function machineSentence(
  state: MachineState | null,
  machine: { cpus: number; model: string; loadAverage: number[] },
): string;

/**
 * What the player remembers on the device: where each narration was left, which work of a tour
 * the visitor was on, the chosen speed and whether the tour moves on by itself.
 */

export const SPEEDS = [0.75, 1, 1.25, 1.5] as const;
export type Speed = (typeof SPEEDS)[number];

const RESUME_PREFIX = 'museo.resume.';
const SPEED_KEY = 'museo.speed';
const TOUR_PREFIX = 'museo.tour.';
const AUTO_ADVANCE_KEY = 'museo.autoAdvance';

const resumeKey = (workId: string, language: string) => `${RESUME_PREFIX}${workId}.${language}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode): the player still works, it just forgets
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage full or blocked: forgetting a position is harmless
  }
}

/** Seconds into the narration where the visitor left it, or 0. */
export function loadPosition(workId: string, language: string): number {
  const value = Number(read(resumeKey(workId, language)));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function savePosition(workId: string, language: string, seconds: number) {
  write(resumeKey(workId, language), seconds > 0 ? String(Math.floor(seconds)) : null);
}

export function loadSpeed(): Speed {
  const value = Number(read(SPEED_KEY));
  return SPEEDS.find((speed) => speed === value) ?? 1;
}

export function saveSpeed(speed: Speed) {
  write(SPEED_KEY, String(speed));
}

/** 75 -> "1:15"; unknown -> "–:––". */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '–:––';
  const whole = Math.floor(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return `${minutes}:${rest}`;
}

/** The work of the tour the visitor was last listening to, or null. */
export function loadTourPlace(tourId: string): string | null {
  return read(`${TOUR_PREFIX}${tourId}`);
}

export function saveTourPlace(tourId: string, workId: string) {
  write(`${TOUR_PREFIX}${tourId}`, workId);
}

/** On unless the visitor turned it off: a tour plays through, as a guide would. */
export function loadAutoAdvance(): boolean {
  return read(AUTO_ADVANCE_KEY) !== 'off';
}

export function saveAutoAdvance(on: boolean) {
  write(AUTO_ADVANCE_KEY, on ? null : 'off');
}

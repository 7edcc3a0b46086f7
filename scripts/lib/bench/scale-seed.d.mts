// Types for scripts/lib/bench/scale-seed.mjs (used by the service test of closed exhibitions).
import type * as demoContent from '../../../seed/content.mjs';
import type { ClosedExhibitionsPlan } from './scale-content.mjs';

type Urls = { auth: string; firestore: string; storage: string };

export function seedClosedExhibitions(options: {
  /** The demo content the emulators hold (seed/content.mjs). */
  content: typeof demoContent;
  museumId: string;
  /** A day in Buenos Aires, YYYYMMDD: every exhibition closes before it. */
  today: number;
  urls?: Urls;
  log?: (line: string) => void;
}): Promise<{
  plan: ClosedExhibitionsPlan;
  counts: { tours: number; works: number; files: number };
}>;

/** What the page and the narration worker say to each other. */
import type { NarrationProblem } from './narration-problem';

export interface WorkerRequest {
  /** Already mixed to one channel (the page does it: it halves what is copied to the worker). */
  mono: Float32Array<ArrayBuffer>;
  sampleRate: number;
}

export type WorkerReply =
  | { type: 'progress'; fraction: number }
  | {
      type: 'done';
      bytes: Uint8Array<ArrayBuffer>;
      duration: number;
      measured: number;
      gainDb: number;
    }
  | { type: 'failed'; problem: NarrationProblem };

/**
 * A picked recording on its way to becoming a narration, in the admin's browser: checked by
 * its first bytes, decoded by the browser at the narrations' rate (OfflineAudioContext
 * resamples as it decodes), mixed to mono, then normalised and encoded in a worker. One job
 * per picked file, shared by the field that shows it and the save that uploads it.
 */
import { sniffFile } from '@/lib/file-sniff';
import { MAX_NARRATION_SECONDS, NARRATION_SAMPLE_RATE, NARRATION_TYPE } from './narration-settings';
import type { NarrationProblem } from './narration-problem';
import { mixToMono } from './normalise';
import type { WorkerReply, WorkerRequest } from './worker-messages';

export interface ReadyNarration {
  data: Blob;
  contentType: typeof NARRATION_TYPE;
  /** Seconds, to the millisecond, as a visitor's player shows it. */
  duration: number;
  size: number;
}

export type NarrationState =
  | { status: 'working'; fraction: number }
  | { status: 'ready'; narration: ReadyNarration }
  | { status: 'failed'; problem: NarrationProblem; seconds?: number };

export class NarrationFailure extends Error {
  constructor(
    readonly problem: NarrationProblem,
    readonly seconds?: number,
  ) {
    super(`The recording cannot become a narration: ${problem}`);
    this.name = 'NarrationFailure';
  }
}

export interface NarrationJob {
  state: () => NarrationState;
  subscribe: (listener: () => void) => () => void;
  /** The narration, or a NarrationFailure. */
  result: Promise<ReadyNarration>;
}

/** Decoding and mixing are quick next to encoding: they count for this share of the bar. */
const DECODED = 0.15;

async function decode(file: Blob): Promise<{ mono: Float32Array<ArrayBuffer>; seconds: number }> {
  // The name says audio; the bytes may not (a document renamed .mp3, a download cut short).
  if ((await sniffFile(file)) !== 'audio') throw new NarrationFailure('notAudio');
  const context = new OfflineAudioContext(1, 1, NARRATION_SAMPLE_RATE);
  let buffer: AudioBuffer;
  try {
    buffer = await context.decodeAudioData(await file.arrayBuffer());
  } catch {
    throw new NarrationFailure('unreadable');
  }
  if (buffer.duration > MAX_NARRATION_SECONDS) {
    throw new NarrationFailure('tooLong', buffer.duration);
  }
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, channel) =>
    buffer.getChannelData(channel),
  );
  return { mono: mixToMono(channels) as Float32Array<ArrayBuffer>, seconds: buffer.duration };
}

function encodeInWorker(
  request: WorkerRequest,
  onProgress: (fraction: number) => void,
  onWorker: (worker: Worker) => void,
): Promise<Omit<ReadyNarration, 'size' | 'contentType'>> {
  const worker = new Worker(new URL('./narration.worker.ts', import.meta.url), {
    type: 'module',
  });
  onWorker(worker);
  return new Promise((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
      const message = event.data;
      if (message.type === 'progress') {
        onProgress(message.fraction);
        return;
      }
      worker.terminate();
      if (message.type === 'done') {
        resolve({
          data: new Blob([message.bytes], { type: NARRATION_TYPE }),
          duration: message.duration,
        });
      } else {
        reject(new NarrationFailure(message.problem));
      }
    });
    worker.addEventListener('error', () => {
      worker.terminate();
      reject(new NarrationFailure('failed'));
    });
    worker.postMessage(request, [request.mono.buffer]);
  });
}

/** How long a job nobody shows may wait for someone to show it again before it is stopped. */
const ABANDONED_AFTER_MS = 2000;

const jobs = new WeakMap<File, NarrationJob>();

function startJob(file: File): NarrationJob {
  let state: NarrationState = { status: 'working', fraction: 0 };
  const listeners = new Set<() => void>();
  let worker: Worker | null = null;
  const control = { abandoned: false };
  const set = (next: NarrationState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  /**
   * An admin who picks another recording no longer needs this one: encoding 20 minutes
   * takes minutes of a CPU, so its worker stops. Picking the same file again starts anew.
   */
  const abandon = () => {
    if (listeners.size > 0 || state.status !== 'working') return;
    control.abandoned = true;
    worker?.terminate();
    jobs.delete(file);
  };
  const result = (async () => {
    try {
      const { mono } = await decode(file);
      if (control.abandoned) throw new NarrationFailure('failed');
      set({ status: 'working', fraction: DECODED });
      const encoded = await encodeInWorker(
        { mono, sampleRate: NARRATION_SAMPLE_RATE },
        (f) => set({ status: 'working', fraction: DECODED + (1 - DECODED) * f }),
        (started) => (worker = started),
      );
      const narration: ReadyNarration = {
        ...encoded,
        contentType: NARRATION_TYPE,
        size: encoded.data.size,
      };
      set({ status: 'ready', narration });
      return narration;
    } catch (error) {
      const failure = error instanceof NarrationFailure ? error : new NarrationFailure('failed');
      set({
        status: 'failed',
        problem: failure.problem,
        ...(failure.seconds !== undefined && { seconds: failure.seconds }),
      });
      throw failure;
    }
  })();
  // The field shows a failure; the save awaits the promise and handles it there.
  result.catch(() => undefined);
  return {
    state: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        // Not at once: React unsubscribes and subscribes again when it re-renders.
        if (listeners.size === 0) window.setTimeout(abandon, ABANDONED_AFTER_MS);
      };
    },
    result,
  };
}

/** The job for `file`, started on first ask; the same one afterwards. */
export function narrationJob(file: File): NarrationJob {
  let job = jobs.get(file);
  if (!job) {
    job = startJob(file);
    jobs.set(file, job);
  }
  return job;
}

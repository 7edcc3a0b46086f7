/**
 * Runs the narration pipeline off the page's thread: encoding 20 minutes of speech takes
 * tens of seconds, during which the form must stay usable and show its progress.
 */
import { SilentRecordingError } from './normalise';
import { processNarration, TooLongError } from './process-narration';
import type { WorkerReply, WorkerRequest } from './worker-messages';

function reply(message: WorkerReply, transfer: Transferable[] = []) {
  self.postMessage(message, { transfer });
}

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const { mono, sampleRate } = event.data;
  let reported = 0;
  try {
    const result = processNarration([mono], sampleRate, (fraction) => {
      // A message per percent is plenty for a progress bar.
      if (fraction - reported < 0.01 && fraction < 1) return;
      reported = fraction;
      reply({ type: 'progress', fraction });
    });
    reply(
      {
        type: 'done',
        bytes: result.bytes,
        duration: result.duration,
        measured: result.measured,
        gainDb: result.gainDb,
      },
      [result.bytes.buffer],
    );
  } catch (error) {
    const problem =
      error instanceof SilentRecordingError
        ? 'silent'
        : error instanceof TooLongError
          ? 'tooLong'
          : 'failed';
    reply({ type: 'failed', problem });
  }
});

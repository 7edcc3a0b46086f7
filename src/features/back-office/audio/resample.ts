/**
 * Band-limited resampling (a Blackman-windowed sinc), for the recordings the browser has not
 * already brought to the narrations' rate: in the back-office, OfflineAudioContext decodes to
 * it directly; Node (the demo-media script, tests) has no such decoder. LAME's own resampler
 * is not used: in lamejs it changes the level.
 */

/** Zero crossings of the sinc on each side: enough for speech, cheap enough for 20 minutes. */
const HALF_WIDTH = 16;

export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return samples;
  const ratio = to / from;
  const out = new Float32Array(Math.round(samples.length * ratio));
  // Below the lower of the two Nyquist frequencies, with a little room for the window's slope.
  const cutoff = Math.min(1, ratio) * 0.95;
  const half = Math.ceil(HALF_WIDTH / cutoff);
  for (let j = 0; j < out.length; j++) {
    const center = j / ratio;
    const first = Math.max(0, Math.ceil(center - half));
    const last = Math.min(samples.length - 1, Math.floor(center + half));
    let sum = 0;
    for (let i = first; i <= last; i++) {
      const x = i - center;
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * cutoff * x) / (Math.PI * cutoff * x);
      const window =
        0.42 + 0.5 * Math.cos((Math.PI * x) / half) + 0.08 * Math.cos((2 * Math.PI * x) / half);
      sum += (samples[i] ?? 0) * sinc * window;
    }
    out[j] = sum * cutoff;
  }
  return out;
}

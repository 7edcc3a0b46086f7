/**
 * Band-limited resampling (a Blackman-windowed sinc), for the recordings the browser has not
 * already brought to the narrations' rate: in the back-office, OfflineAudioContext decodes to
 * it directly; Node (the demo-media script, tests) has no such decoder. LAME's own resampler
 * is not used: in lamejs it changes the level.
 */

/** Zero crossings of the sinc on each side: enough for speech, cheap enough for 20 minutes. */
const HALF_WIDTH = 16;

/** Kernel values per input sample of distance: fine enough that interpolating between them is exact to 16 bits. */
const STEPS = 512;

export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return samples;
  const ratio = to / from;
  const out = new Float32Array(Math.round(samples.length * ratio));
  // Below the lower of the two Nyquist frequencies, with a little room for the window's slope.
  const cutoff = Math.min(1, ratio) * 0.95;
  const half = Math.ceil(HALF_WIDTH / cutoff);
  // The windowed sinc, tabulated once: computing it per tap would cost a sine and two cosines.
  const table = new Float64Array(half * STEPS + 2);
  for (let k = 0; k < table.length; k++) {
    const x = k / STEPS;
    const sinc = x === 0 ? 1 : Math.sin(Math.PI * cutoff * x) / (Math.PI * cutoff * x);
    const window =
      x >= half
        ? 0
        : 0.42 + 0.5 * Math.cos((Math.PI * x) / half) + 0.08 * Math.cos((2 * Math.PI * x) / half);
    table[k] = sinc * window * cutoff;
  }
  for (let j = 0; j < out.length; j++) {
    const center = j / ratio;
    const first = Math.max(0, Math.ceil(center - half));
    const last = Math.min(samples.length - 1, Math.floor(center + half));
    let sum = 0;
    for (let i = first; i <= last; i++) {
      const position = Math.abs(i - center) * STEPS;
      const k = Math.floor(position);
      const weight = (table[k] ?? 0) + ((table[k + 1] ?? 0) - (table[k] ?? 0)) * (position - k);
      sum += (samples[i] ?? 0) * weight;
    }
    out[j] = sum;
  }
  return out;
}

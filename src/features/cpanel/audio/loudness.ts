/**
 * Integrated loudness as ITU-R BS.1770-4 defines it: each channel K-weighted (a high shelf
 * for the head's effect, then a high-pass), mean squares over 400 ms blocks that overlap by
 * 75 %, an absolute gate at −70 LUFS and a relative gate 10 LU below the loudness of the
 * blocks that passed it. Pure over Float32Array, so it runs in a worker, in Node and in tests.
 */

interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/**
 * The two K-weighting filters for any sample rate, from their analogue prototypes (the
 * standard gives coefficients at 48 kHz only; these reproduce them there).
 */
export function kWeightingFilters(sampleRate: number): [Biquad, Biquad] {
  // Stage 1: a +4 dB high shelf around 1.7 kHz.
  const shelfF0 = 1681.974450955533;
  const shelfGainDb = 3.999843853973347;
  const shelfQ = 0.7071752369554196;
  const k1 = Math.tan((Math.PI * shelfF0) / sampleRate);
  const vh = 10 ** (shelfGainDb / 20);
  const vb = vh ** 0.4996667741545416;
  const a0 = 1 + k1 / shelfQ + k1 * k1;
  const shelf = {
    b0: (vh + (vb * k1) / shelfQ + k1 * k1) / a0,
    b1: (2 * (k1 * k1 - vh)) / a0,
    b2: (vh - (vb * k1) / shelfQ + k1 * k1) / a0,
    a1: (2 * (k1 * k1 - 1)) / a0,
    a2: (1 - k1 / shelfQ + k1 * k1) / a0,
  };
  // Stage 2: a high-pass at 38 Hz (the "RLB" weighting).
  const passF0 = 38.13547087602444;
  const passQ = 0.5003270373238773;
  const k2 = Math.tan((Math.PI * passF0) / sampleRate);
  const d = 1 + k2 / passQ + k2 * k2;
  const highPass = {
    b0: 1,
    b1: -2,
    b2: 1,
    a1: (2 * (k2 * k2 - 1)) / d,
    a2: (1 - k2 / passQ + k2 * k2) / d,
  };
  return [shelf, highPass];
}

/** The K-weighted signal's square, summed per 100 ms step (four steps make a block). */
function stepEnergies(samples: Float32Array, sampleRate: number, step: number): Float64Array {
  const [f1, f2] = kWeightingFilters(sampleRate);
  const steps = new Float64Array(Math.floor(samples.length / step));
  // Direct form I, in doubles: the state carries across steps.
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  let z1 = 0;
  let z2 = 0;
  for (let s = 0; s < steps.length; s++) {
    let sum = 0;
    const end = (s + 1) * step;
    for (let i = s * step; i < end; i++) {
      const x = samples[i] ?? 0;
      const y = f1.b0 * x + f1.b1 * x1 + f1.b2 * x2 - f1.a1 * y1 - f1.a2 * y2;
      x2 = x1;
      x1 = x;
      const z = f2.b0 * y + f2.b1 * y1 + f2.b2 * y2 - f2.a1 * z1 - f2.a2 * z2;
      y2 = y1;
      y1 = y;
      z2 = z1;
      z1 = z;
      sum += z * z;
    }
    steps[s] = sum;
  }
  return steps;
}

const loudnessOf = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare);

/**
 * Integrated loudness in LUFS of `channels` (front channels, each weighted 1, as for mono and
 * stereo), or -Infinity when nothing is louder than the absolute gate (silence).
 */
export function integratedLoudness(channels: readonly Float32Array[], sampleRate: number): number {
  const step = Math.round(sampleRate / 10);
  const perChannel = channels.map((samples) => stepEnergies(samples, sampleRate, step));
  const stepCount = Math.min(...perChannel.map((steps) => steps.length));
  const blocks: number[] = [];
  for (let start = 0; start + 4 <= stepCount; start++) {
    let sum = 0;
    for (const steps of perChannel) {
      sum += (steps[start] ?? 0) + (steps[start + 1] ?? 0) + (steps[start + 2] ?? 0);
      sum += steps[start + 3] ?? 0;
    }
    blocks.push(sum / (4 * step));
  }
  const aboveAbsolute = blocks.filter((z) => loudnessOf(z) > -70);
  if (aboveAbsolute.length === 0) return -Infinity;
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const relativeGate = loudnessOf(mean(aboveAbsolute)) - 10;
  const gated = aboveAbsolute.filter((z) => loudnessOf(z) > relativeGate);
  return loudnessOf(mean(gated));
}

/** The loudness a visitor hears from a mono narration: played on both ears. */
export const heardLoudness = (mono: Float32Array, sampleRate: number) =>
  integratedLoudness([mono, mono], sampleRate);

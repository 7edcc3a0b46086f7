/**
 * Recordings the audio tests make themselves: a tone and a speech-like signal (noise shaped
 * by syllables and pauses), at a chosen level, deterministic from a seed.
 */

export function tone(
  seconds: number,
  sampleRate: number,
  amplitude: number,
  hz = 997,
): Float32Array {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) {
    samples[i] = amplitude * Math.sin((2 * Math.PI * hz * i) / sampleRate);
  }
  return samples;
}

/**
 * Something like a voice: a few harmonics of a wandering pitch with a breath of noise, in
 * syllables of about 200 ms and a pause every 2 s, peaking near `amplitude`.
 */
export function speechLike(
  seconds: number,
  sampleRate: number,
  amplitude: number,
  seed = 1,
): Float32Array {
  let state = seed >>> 0 || 1;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  let phase = 0;
  for (let i = 0; i < samples.length; i++) {
    const t = i / sampleRate;
    const pitch = 140 + 30 * Math.sin(2 * Math.PI * 0.7 * t);
    phase += (2 * Math.PI * pitch) / sampleRate;
    const voiced = 0.6 * Math.sin(phase) + 0.3 * Math.sin(2 * phase) + 0.15 * Math.sin(3 * phase);
    const syllable = Math.max(0, Math.sin(Math.PI * ((t * 5) % 1)));
    const pause = t % 2 > 1.7 ? 0 : 1;
    samples[i] = amplitude * pause * syllable * (voiced + 0.1 * (random() * 2 - 1));
  }
  return samples;
}

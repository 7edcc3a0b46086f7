// The painter's ground and surface shared by every stand-in: canvas grain, brushwork, a palette as a
// lookup gradient, a tonal ground through it, and the darkened edges of the period pieces.
import { im, round, seedOf, tmp } from './tools.mjs';

// Fine canvas grain, softly mixed in so flat colors read as paint rather than as a screen.
export function canvasGrain(w, h, seed) {
  return [
    '(',
    '-size',
    `${w}x${h}`,
    'xc:gray50',
    '-seed',
    seed,
    '-attenuate',
    '0.6',
    '+noise',
    'Gaussian',
    '-colorspace',
    'gray',
    '-blur',
    '0x0.6',
    ')',
    '-compose',
    'softlight',
    '-composite',
  ];
}

// Directional streaks that read as brushwork. Built once per size and angle, then reused.
const brushCache = new Map();
export function brushTexture(w, h, angle) {
  const key = `${w}x${h}@${angle}`;
  let file = brushCache.get(key);
  if (!file) {
    file = tmp(`brush-${w}x${h}-${angle}.png`);
    const sw = round(w / 2);
    const sh = round(h / 2);
    im([
      '-size',
      `${sw}x${sh}`,
      'xc:gray50',
      '-seed',
      seedOf(key),
      '+noise',
      'Random',
      '-colorspace',
      'gray',
      '-blur',
      '0x0.8',
      '-motion-blur',
      `0x7+${angle}`,
      '-auto-level',
      '+level',
      '44%,56%',
      '-resize',
      `${w}x${h}!`,
      file,
    ]);
    brushCache.set(key, file);
  }
  return ['(', file, ')', '-compose', 'softlight', '-composite'];
}

export const luminance = (hex) => {
  const n = parseInt(hex.slice(1, 7), 16);
  return 0.2126 * (n >> 16) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
};

/** A vertical lookup gradient through the palette, darkest to lightest. */
export function clutOf(pal, id) {
  const file = tmp(`${id}-clut.png`);
  const sorted = [...pal].sort((a, b) => luminance(a) - luminance(b));
  const parts = [];
  for (let i = 0; i < sorted.length - 1; i++) {
    parts.push('-size', '1x64', `gradient:${sorted[i]}-${sorted[i + 1]}`);
  }
  im([...parts, '-append', file]);
  return file;
}

/** Low-frequency plasma in gray, mapped through the palette: varied tone, coherent color. */
export function tonalGround(w, h, seed, clut, scale = 6) {
  const sw = Math.max(8, round(w / scale));
  const sh = Math.max(8, round(h / scale));
  return [
    '-seed',
    seed,
    '-size',
    `${sw}x${sh}`,
    'plasma:gray20-gray80',
    '-colorspace',
    'gray',
    '-auto-level',
    '-blur',
    '0x1.5',
    '-resize',
    `${w}x${h}!`,
    clut,
    '-clut',
  ];
}

/** Darkens the edges: the old-master lighting of the period pieces. */
export function vignette(w, h, strength) {
  return [
    '(',
    '-size',
    `${w}x${h}`,
    `radial-gradient:white-gray${strength}`,
    ')',
    '-compose',
    'multiply',
    '-composite',
  ];
}

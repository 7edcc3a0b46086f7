// Regenerates every file under seed/media/ from seed/content.mjs: painted stand-ins for the works,
// cover images for museums and tours, floor-plan maps and the narrations spoken by espeak-ng.
// Run once by a developer (via scripts/demo-media/make-demo-media.sh); the output is committed, so installs and
// test runs never need these tools.
//
//   node scripts/demo-media/make-demo-media.mjs            regenerate everything
//   node scripts/demo-media/make-demo-media.mjs --check    only verify the committed tree against the content
//   node scripts/demo-media/make-demo-media.mjs --only ID  regenerate the media of one work/tour/museum (for tuning)
//   node scripts/demo-media/make-demo-media.mjs --no-audio regenerate images only
//   node scripts/demo-media/make-demo-media.mjs --only-maps regenerate the floor-plan maps only
//
// Same tool versions give the same bytes: every random choice comes from a seed derived from the id.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LABEL_SIZE,
  MAP_HEIGHT,
  MAP_WIDTH,
  SPOT_HALO,
  labelBox,
  parseRoom,
  workMap,
} from '../lib/floor-plan.mjs';
import { between, hash, rng } from '../lib/seeded-random.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MEDIA = path.join(ROOT, 'seed', 'media');
// /usr/local/bin/convert on some machines is not ImageMagick: always use the Debian binary.
const CONVERT = process.env.CONVERT ?? '/usr/bin/convert';
const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const FONT = path.join(FONT_DIR, 'DejaVuSans.ttf');
const FONT_BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');

const LIMITS = { museums: 90_000, tours: 90_000, works: 120_000, maps: 60_000 };
const TOTAL_LIMIT = 12 * 1024 * 1024;
const VOICES = { es: 'es-419', en: 'en-us' };
const WPM = 150;
const MP3_BITRATE = '32k';

const { museums, tours, works } = await import(path.join(ROOT, 'seed', 'content.mjs'));

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

const seedOf = (text) => String(hash(text) % 2_000_000);
const pick = (r, list) => list[Math.floor(r() * list.length)];
const round = (n) => Math.round(n);

// ---------------------------------------------------------------------------------------------
// Tools

let tmpDir = '';

function run(cmd, args) {
  try {
    return execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
  } catch (error) {
    const stderr = error.stderr ? String(error.stderr) : '';
    throw new Error(`${cmd} failed: ${stderr || error.message}\nargs: ${args.join(' ')}`);
  }
}

const im = (args) => run(CONVERT, args);
const tmp = (name) => path.join(tmpDir, name);

// Images are stored as the back-office stores them (docs/adr/0004-responsive-image-variants.md):
// `{name}-{W}.webp` at the display width, plus `{name}-640.webp` when W > 640.
const SMALL_WIDTH = 640;
const NAMED_WIDTH = /-(\d+)\.webp$/;
const smallCopyOf = (file) => file.replace(NAMED_WIDTH, `-${SMALL_WIDTH}.webp`);
const hasSmallCopy = (file) => Number(NAMED_WIDTH.exec(file)?.[1] ?? 0) > SMALL_WIDTH;

/**
 * Encodes a PNG as WebP at quality 70, lowering it only if the file would exceed its limit;
 * writes the 640 px copy beside it when the name asks for one.
 */
function toWebp(png, out, limit) {
  const result = encodeWebp(png, out, limit);
  if (hasSmallCopy(out)) {
    const small = `${png.replace(/\.png$/, '')}-small.png`;
    im([png, '-resize', `${SMALL_WIDTH}x`, small]);
    encodeWebp(small, smallCopyOf(out), limit);
  }
  return result;
}

function encodeWebp(png, out, limit) {
  for (const q of [70, 62, 55, 48, 40]) {
    run('cwebp', ['-quiet', '-q', String(q), '-m', '6', '-metadata', 'none', png, '-o', out]);
    const size = fs.statSync(out).size;
    if (size <= limit) return { size, q };
  }
  throw new Error(`${out} stays above ${limit} bytes even at quality 40`);
}

// Fine canvas grain, softly mixed in so flat colors read as paint rather than as a screen.
function canvasGrain(w, h, seed) {
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
function brushTexture(w, h, angle) {
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

const luminance = (hex) => {
  const n = parseInt(hex.slice(1, 7), 16);
  return 0.2126 * (n >> 16) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
};

/** A vertical lookup gradient through the palette, darkest to lightest. */
function clutOf(pal, id) {
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
function tonalGround(w, h, seed, clut, scale = 6) {
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
function vignette(w, h, strength) {
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

/** Standing or seated people blocked in as irregular masses with a head, as in an underpainting. */
function figures(r, w, h, pal, count) {
  const sorted = [...pal].sort((a, b) => luminance(a) - luminance(b));
  const draw = [];
  for (let i = 0; i < count; i++) {
    const cx = w * (0.14 + (0.72 * (i + r() * 0.7)) / count);
    const bodyH = h * between(r, 0.22, 0.36);
    const halfW = bodyH * between(r, 0.2, 0.3);
    const baseY = h * between(r, 0.82, 0.97);
    const top = baseY - bodyH;
    const pts = [];
    for (let k = 0; k < 10; k++) {
      const a = (k / 10) * Math.PI * 2;
      const widen = Math.sin(a) > 0 ? 1 : 0.75; // wider at the hem than at the shoulders
      pts.push([
        cx + Math.cos(a) * halfW * widen * between(r, 0.85, 1.15),
        top + bodyH / 2 + Math.sin(a) * (bodyH / 2) * between(r, 0.9, 1.05),
      ]);
    }
    const headR = halfW * between(r, 0.42, 0.55);
    const color = sorted[Math.floor(r() * Math.min(2, sorted.length))];
    draw.push('-fill', color);
    draw.push('-draw', `polygon ${pts.map(([x, y]) => `${round(x)},${round(y)}`).join(' ')}`);
    const hx = round(cx + between(r, -0.2, 0.2) * halfW);
    const hy = round(top - headR * 0.5);
    draw.push('-fill', sorted[Math.min(sorted.length - 1, 2)]);
    draw.push('-draw', `circle ${hx},${hy} ${round(hx + headR)},${hy}`);
  }
  return draw;
}

/** A single sitter: shoulders, neck and head, the classic portrait layout. */
function bust(r, w, h, pal) {
  const sorted = [...pal].sort((a, b) => luminance(a) - luminance(b));
  const cx = w * between(r, 0.44, 0.56);
  const headY = h * between(r, 0.33, 0.4);
  const headRx = w * between(r, 0.11, 0.14);
  const headRy = headRx * 1.3;
  const shoulderY = headY + headRy * 1.6;
  const skin = sorted[sorted.length - 2] ?? sorted[sorted.length - 1];
  const cloth = sorted[Math.floor(r() * 2)];
  return [
    '-fill',
    cloth,
    '-draw',
    `polygon ${round(cx - w * 0.42)},${h} ${round(cx - w * 0.3)},${round(shoulderY)} ${round(cx - headRx * 0.6)},${round(shoulderY - h * 0.04)} ${round(cx + headRx * 0.6)},${round(shoulderY - h * 0.04)} ${round(cx + w * 0.3)},${round(shoulderY)} ${round(cx + w * 0.42)},${h}`,
    '-fill',
    skin,
    '-draw',
    `rectangle ${round(cx - headRx * 0.45)},${round(headY)} ${round(cx + headRx * 0.45)},${round(shoulderY - h * 0.02)}`,
    '-draw',
    `ellipse ${round(cx)},${round(headY)} ${round(headRx)},${round(headRy)} 0,360`,
    '-fill',
    sorted[0],
    '-draw',
    `ellipse ${round(cx)},${round(headY - headRy * 0.35)} ${round(headRx * 1.12)},${round(headRy * 0.8)} 180,360`,
  ];
}

/** Shapes a painter would block in first: a floor plane, a window, sometimes a table. */
function blocks(r, w, h, pal) {
  const sorted = [...pal].sort((a, b) => luminance(a) - luminance(b));
  const light = sorted[sorted.length - 1];
  const mid = sorted[Math.floor(sorted.length / 2)];
  const draw = [];
  const floorY = round(h * between(r, 0.62, 0.74));
  draw.push('-fill', mid, '-draw', `rectangle 0,${floorY} ${w},${h}`);
  const wx = round(w * between(r, 0.06, 0.7));
  const wy = round(h * between(r, 0.08, 0.2));
  const ww = round(w * between(r, 0.14, 0.26));
  const wh = round(h * between(r, 0.22, 0.36));
  draw.push('-fill', light, '-draw', `rectangle ${wx},${wy} ${wx + ww},${wy + wh}`);
  return draw;
}

function table(r, w, h, pal) {
  if (r() < 0.4) return [];
  const sorted = [...pal].sort((a, b) => luminance(a) - luminance(b));
  const x = round(w * between(r, 0.35, 0.55));
  const y = round(h * between(r, 0.72, 0.8));
  return [
    '-fill',
    sorted[1] ?? sorted[0],
    '-draw',
    `rectangle ${x},${y} ${x + round(w * between(r, 0.25, 0.4))},${y + round(h * 0.04)}`,
  ];
}

/** Figures in a room, in the palette of the work, with the edges in shadow, then painted. */
function paintFigurative(out, w, h, pal, id, variant) {
  const r = rng(`${id}:figurative`);
  const crowd = variant === 'crowd';
  const clut = clutOf(pal, id);
  const hw = round(w / 2);
  const hh = round(h / 2);
  const single = h > w;
  im([
    ...tonalGround(hw, hh, seedOf(id), clut),
    ...blocks(r, hw, hh, pal),
    '-blur',
    '0x8',
    ...(single && !crowd
      ? bust(r, hw, hh, pal)
      : [
          ...table(r, hw, hh, pal),
          ...figures(r, hw, hh, pal, crowd ? 11 : 3 + Math.floor(r() * 3)),
          ...(crowd ? figures(r, hw, hh * 0.9, pal, 9) : []),
        ]),
    '-blur',
    single ? '0x5' : '0x4',
    ...vignette(hw, hh, 58 + Math.floor(r() * 15)),
    '-paint',
    '4',
    '-resize',
    `${w}x${h}!`,
    '-blur',
    '0x0.6',
    ...brushTexture(w, h, pick(r, [35, 60, 120])),
    '-modulate',
    '100,112,100',
    ...canvasGrain(w, h, seedOf(`${id}:grain`)),
    out,
  ]);
}

/** A horse and rider seen from the side, a few pixels tall at this scale. */
function rider(x, y, size, color) {
  const s = Math.max(2, size);
  return [
    '-fill',
    color,
    '-draw',
    `ellipse ${round(x)},${round(y)} ${round(s * 1.3)},${round(s * 0.55)} 0,360`,
    '-draw',
    `rectangle ${round(x - s)},${round(y)} ${round(x - s + s * 0.2)},${round(y + s)}`,
    '-draw',
    `rectangle ${round(x + s * 0.9)},${round(y)} ${round(x + s * 1.1)},${round(y + s)}`,
    '-draw',
    `ellipse ${round(x + s * 1.35)},${round(y - s * 0.45)} ${round(s * 0.35)},${round(s * 0.3)} 0,360`,
    '-draw',
    `ellipse ${round(x - s * 0.1)},${round(y - s * 0.9)} ${round(s * 0.28)},${round(s * 0.6)} 0,360`,
  ];
}

function tree(x, y, size, color) {
  return [
    '-fill',
    '#3a2a1e',
    '-draw',
    `rectangle ${round(x - size * 0.08)},${round(y - size * 0.9)} ${round(x + size * 0.08)},${round(y)}`,
    '-fill',
    color,
    '-draw',
    `ellipse ${round(x)},${round(y - size * 1.1)} ${round(size * 0.75)},${round(size * 0.5)} 0,360`,
    '-draw',
    `ellipse ${round(x - size * 0.4)},${round(y - size * 0.95)} ${round(size * 0.45)},${round(size * 0.35)} 0,360`,
  ];
}

/** What stands on the plain: riders, trees, an army, haystacks or a windmill. */
function landscapeMotifs(r, hw, hh, horizon, pal, motif) {
  const draw = [];
  const depth = (t) => horizon + t * (hh - horizon); // t = 0 at the horizon, 1 at the bottom edge
  if (motif === 'rural') {
    for (let i = 0; i < 2; i++) {
      draw.push(
        ...tree(
          between(r, 0.1, 0.9) * hw,
          depth(between(r, 0.05, 0.2)),
          between(r, 0.1, 0.16) * hh,
          '#3f4f2a',
        ),
      );
    }
    const rx = between(r, 0.55, 0.8) * hw;
    const ry = depth(0.12);
    draw.push(
      '-fill',
      '#d8cdb4',
      '-draw',
      `rectangle ${round(rx)},${round(ry - hh * 0.06)} ${round(rx + hw * 0.1)},${round(ry)}`,
    );
    draw.push(
      '-fill',
      '#6b5a3a',
      '-draw',
      `polygon ${round(rx - 4)},${round(ry - hh * 0.06)} ${round(rx + hw * 0.05)},${round(ry - hh * 0.11)} ${round(rx + hw * 0.1 + 4)},${round(ry - hh * 0.06)}`,
    );
    for (let i = 0; i < 5; i++) {
      const t = between(r, 0.2, 0.8);
      draw.push(
        ...rider(
          between(r, 0.08, 0.9) * hw,
          depth(t),
          round(hh * (0.012 + t * 0.03)),
          pick(r, [pal[4], pal[5] ?? pal[4], '#2b2118']),
        ),
      );
    }
  } else if (motif === 'riders') {
    const cx = between(r, 0.35, 0.6) * hw;
    for (let i = 0; i < 14; i++) {
      const t = between(r, 0.25, 0.75);
      draw.push(
        ...rider(
          cx + between(r, -0.3, 0.3) * hw,
          depth(t),
          round(hh * (0.015 + t * 0.03)),
          pick(r, [pal[4], '#1f1812', '#3a2c22']),
        ),
      );
    }
    draw.push(
      '-fill',
      '#e9e2d2',
      '-draw',
      `ellipse ${round(cx)},${round(depth(0.5) - hh * 0.05)} ${round(hh * 0.02)},${round(hh * 0.03)} 0,360`,
    );
  } else if (motif === 'army') {
    for (let i = 0; i < 5; i++) {
      draw.push(
        '-fill',
        '#f4f1ea90',
        '-draw',
        `ellipse ${round(between(r, 0.1, 0.9) * hw)},${round(horizon - between(r, 0, 0.06) * hh)} ${round(between(r, 0.04, 0.1) * hw)},${round(between(r, 0.02, 0.05) * hh)} 0,360`,
      );
    }
    for (let line = 0; line < 9; line++) {
      const t = between(r, 0.1, 0.85);
      const x0 = between(r, 0, 0.6) * hw;
      const len = between(r, 0.15, 0.4) * hw;
      const slope = between(r, -0.08, 0.08);
      const color = pick(r, [pal[4], pal[5] ?? pal[4], '#f1ede4']);
      for (let k = 0; k < 28; k++) {
        const x = x0 + (len * k) / 28;
        const y = depth(t) + slope * (x - x0);
        const sz = 0.6 + t * 1.2;
        draw.push(
          '-fill',
          color,
          '-draw',
          `rectangle ${round(x)},${round(y - sz * 2)} ${round(x + sz)},${round(y)}`,
        );
      }
    }
  } else if (motif === 'haystacks') {
    for (let i = 0; i < 7; i++) {
      const t = between(r, 0.05, 0.8);
      const x = between(r, 0.05, 0.95) * hw;
      const y = depth(t);
      const sz = hh * (0.05 + t * 0.13);
      draw.push(
        '-fill',
        pal[3],
        '-draw',
        `ellipse ${round(x)},${round(y)} ${round(sz * 1.1)},${round(sz)} 180,360`,
      );
      draw.push(
        '-fill',
        `${pal[4]}90`,
        '-draw',
        `ellipse ${round(x)},${round(y)} ${round(sz * 1.1)},${round(sz * 0.25)} 0,180`,
      );
    }
  } else if (motif === 'mill') {
    const x = between(r, 0.45, 0.65) * hw;
    const y = horizon + hh * 0.02;
    const m = hh * 0.16;
    draw.push(
      '-fill',
      pal[4],
      '-draw',
      `polygon ${round(x - m * 0.25)},${round(y)} ${round(x - m * 0.15)},${round(y - m)} ${round(x + m * 0.15)},${round(y - m)} ${round(x + m * 0.25)},${round(y)}`,
    );
    draw.push('-stroke', pal[4], '-strokewidth', String(Math.max(2, round(m * 0.06))));
    draw.push(
      '-draw',
      `line ${round(x - m * 0.7)},${round(y - m * 1.6)} ${round(x + m * 0.7)},${round(y - m * 0.4)}`,
    );
    draw.push(
      '-draw',
      `line ${round(x - m * 0.7)},${round(y - m * 0.4)} ${round(x + m * 0.7)},${round(y - m * 1.6)}`,
    );
    draw.push('-stroke', 'none');
    for (let i = 0; i < 4; i++) {
      draw.push(
        ...tree(
          between(r, 0.05, 0.95) * hw,
          depth(between(r, 0.05, 0.4)),
          between(r, 0.06, 0.12) * hh,
          '#5a6a3a',
        ),
      );
    }
  }
  return draw;
}

/** Sky, horizon and ground: the nineteenth-century landscapes. */
function paintLandscape(out, w, h, pal, id, motif) {
  const r = rng(`${id}:landscape`);
  const hw = round(w / 2);
  const hh = round(h / 2);
  const horizon = round(hh * between(r, 0.5, 0.6));
  const clouds = [];
  for (let i = 0; i < 6; i++) {
    const cx = round(between(r, 0, 1) * hw);
    const cy = round(between(r, 0.1, 0.7) * horizon);
    const rx = round(between(r, 0.08, 0.2) * hw);
    const ry = round(between(r, 0.03, 0.07) * hh);
    clouds.push('-draw', `ellipse ${cx},${cy} ${rx},${ry} 0,360`);
  }
  const groundClut = clutOf([pal[2], pal[3]], `${id}-ground`);
  im([
    '-size',
    `${hw}x${horizon}`,
    `gradient:${pal[0]}-${pal[1]}`,
    '-fill',
    '#ffffff90',
    ...clouds,
    '-blur',
    '0x6',
    '(',
    ...tonalGround(hw, hh - horizon, seedOf(id), groundClut, 4),
    ')',
    '-append',
    '-blur',
    '0x1.5',
    ...landscapeMotifs(r, hw, hh, horizon, pal, motif),
    '-blur',
    '0x0.8',
    '-paint',
    '2',
    '-resize',
    `${w}x${h}!`,
    '-blur',
    '0x0.6',
    ...brushTexture(w, h, pick(r, [0, 10, 170])),
    '-modulate',
    '100,105,100',
    ...canvasGrain(w, h, seedOf(`${id}:grain`)),
    out,
  ]);
}

/** Thick matter, relief and gestural strokes: Informalism and its neighbours. */
function paintMatter(out, w, h, pal, id) {
  const r = rng(`${id}:matter`);
  const clut = clutOf(pal, id);
  const hw = round(w / 2);
  const hh = round(h / 2);
  const strokes = [];
  for (let i = 0; i < 7; i++) {
    const pts = [];
    let x = between(r, 0.05, 0.95) * hw;
    let y = between(r, 0.05, 0.95) * hh;
    for (let k = 0; k < 4; k++) {
      pts.push(`${round(x)},${round(y)}`);
      x += between(r, -0.3, 0.3) * hw;
      y += between(r, -0.3, 0.3) * hh;
    }
    strokes.push(
      '-stroke',
      pick(r, pal),
      '-strokewidth',
      String(round(between(r, 0.012, 0.04) * hw)),
      '-fill',
      'none',
      '-draw',
      `bezier ${pts.join(' ')}`,
    );
  }
  const patches = [];
  for (let i = 0; i < 5; i++) {
    const x = round(between(r, -0.1, 0.8) * hw);
    const y = round(between(r, -0.1, 0.8) * hh);
    patches.push(
      '-fill',
      pick(r, pal),
      '-draw',
      `rectangle ${x},${y} ${x + round(between(r, 0.15, 0.4) * hw)},${y + round(between(r, 0.1, 0.35) * hh)}`,
    );
  }
  im([
    ...tonalGround(hw, hh, seedOf(id), clut, 3),
    ...patches,
    '-blur',
    '0x1.2',
    '(',
    '-seed',
    seedOf(`${id}:relief`),
    '-size',
    `${round(hw / 2)}x${round(hh / 2)}`,
    'plasma:gray25-gray75',
    '-colorspace',
    'gray',
    '-resize',
    `${hw}x${hh}!`,
    '-shade',
    '130x38',
    '-auto-level',
    ')',
    '-compose',
    'overlay',
    '-composite',
    ...strokes,
    '-paint',
    '2',
    '-resize',
    `${w}x${h}!`,
    ...brushTexture(w, h, pick(r, [35, 60, 120])),
    ...canvasGrain(w, h, seedOf(`${id}:grain`)),
    out,
  ]);
}

/** Hard-edged geometry for concrete, generative and kinetic art. */
function paintGeometric(out, w, h, pal, id, variant) {
  const r = rng(`${id}:geometric`);
  const draw = [];
  if (variant === 'zones') {
    draw.push(
      '-fill',
      pal[1],
      '-draw',
      `polygon 0,0 ${round(w * 0.62)},0 ${round(w * 0.38)},${h} 0,${h}`,
    );
    draw.push('-fill', pal[2], '-draw', `rectangle ${round(w * 0.62)},0 ${w},${round(h * 0.45)}`);
    for (let i = 0; i < 2; i++) {
      const cx = round(between(r, 0.25, 0.8) * w);
      const cy = round(between(r, 0.25, 0.8) * h);
      const rad = round(between(r, 0.08, 0.14) * w);
      draw.push('-fill', pal[3 + i], '-draw', `circle ${cx},${cy} ${cx + rad},${cy}`);
    }
  } else if (variant === 'facets') {
    for (let i = 0; i < 14; i++) {
      const x = between(r, -0.1, 0.9) * w;
      const y = between(r, -0.1, 0.9) * h;
      const a = between(r, 0.12, 0.35) * w;
      const b = between(r, 0.12, 0.35) * h;
      const pts = [
        [x, y],
        [x + a, y + between(r, -0.1, 0.1) * h],
        [x + a * between(r, 0.6, 1.2), y + b],
        [x + between(r, -0.1, 0.1) * w, y + b * between(r, 0.7, 1.1)],
      ];
      draw.push(
        '-fill',
        `${pick(r, pal)}d0`,
        '-draw',
        `polygon ${pts.map(([px, py]) => `${round(px)},${round(py)}`).join(' ')}`,
      );
    }
  } else if (variant === 'symbols') {
    // Watercolor signs on a pale wash: suns, ladders, flags and small figures.
    const clut = clutOf(pal, id);
    const wash = tmp(`${id}-wash.png`);
    im([...tonalGround(w, h, seedOf(id), clut, 8), '-modulate', '125,70,100', wash]);
    const signs = [];
    for (let i = 0; i < 22; i++) {
      const x = between(r, 0.08, 0.92) * w;
      const y = between(r, 0.1, 0.9) * h;
      const sz = between(r, 0.025, 0.08) * w;
      const color = `${pick(r, pal.slice(1))}c0`;
      const kind = Math.floor(r() * 4);
      if (kind === 0)
        signs.push(
          '-fill',
          color,
          '-draw',
          `circle ${round(x)},${round(y)} ${round(x + sz)},${round(y)}`,
        );
      else if (kind === 1)
        signs.push(
          '-fill',
          color,
          '-draw',
          `polygon ${round(x)},${round(y - sz)} ${round(x + sz)},${round(y + sz)} ${round(x - sz)},${round(y + sz)}`,
        );
      else if (kind === 2) {
        for (let k = 0; k < 4; k++) {
          signs.push(
            '-fill',
            color,
            '-draw',
            `rectangle ${round(x + k * sz * 0.5)},${round(y - k * sz * 0.5)} ${round(x + (k + 1) * sz * 0.5)},${round(y + sz * 0.4)}`,
          );
        }
      } else {
        signs.push(
          '-fill',
          color,
          '-draw',
          `rectangle ${round(x)},${round(y - sz * 1.6)} ${round(x + sz * 0.12)},${round(y + sz)}`,
        );
        signs.push(
          '-draw',
          `polygon ${round(x)},${round(y - sz * 1.6)} ${round(x + sz * 1.1)},${round(y - sz * 1.2)} ${round(x)},${round(y - sz * 0.8)}`,
        );
      }
    }
    im([
      wash,
      ...signs,
      '-blur',
      '0x1.2',
      ...brushTexture(w, h, 90),
      ...canvasGrain(w, h, seedOf(`${id}:grain`)),
      out,
    ]);
    return;
  } else if (variant === 'rhythms') {
    for (let i = 0; i < 26; i++) {
      const x = round(between(r, 0.06, 0.94) * w);
      const y = round(between(r, 0.06, 0.94) * h);
      const vertical = r() < 0.5;
      const len = round(between(r, 0.08, 0.45) * (vertical ? h : w));
      const thick = round(between(r, 0.006, 0.018) * w);
      const color = pick(r, pal.slice(1));
      draw.push(
        '-fill',
        color,
        '-draw',
        vertical
          ? `rectangle ${x},${y} ${x + thick},${Math.min(h, y + len)}`
          : `rectangle ${x},${y} ${Math.min(w, x + len)},${y + thick}`,
      );
    }
  } else if (variant === 'generative') {
    draw.push('-fill', 'none', '-strokewidth', '2');
    const cx = w / 2;
    const cy = h / 2;
    for (let i = 0; i < 46; i++) {
      const t = i / 45;
      const ox = cx + Math.cos(t * Math.PI * 2) * w * 0.12;
      const oy = cy + Math.sin(t * Math.PI * 2) * h * 0.12;
      const rad = w * 0.22;
      draw.push('-stroke', pal[1 + (i % (pal.length - 1))]);
      draw.push('-draw', `circle ${round(ox)},${round(oy)} ${round(ox + rad)},${round(oy)}`);
    }
  } else if (variant === 'cubes') {
    const n = 9;
    const cell = w / (n + 1);
    const side = round(cell * 0.42);
    const halos = [];
    const cubes = [];
    for (let i = 1; i <= n; i++) {
      for (let j = 1; j <= n; j++) {
        const x = round(i * cell - side / 2);
        const y = round(j * cell - side / 2);
        halos.push(
          '-fill',
          pick(r, pal.slice(1)),
          '-draw',
          `rectangle ${x - 6},${y - 6} ${x + side + 6},${y + side + 6}`,
        );
        cubes.push('-draw', `rectangle ${x},${y} ${x + side},${y + side}`);
      }
    }
    im([
      '-size',
      `${w}x${h}`,
      `xc:${pal[0]}`,
      ...halos,
      '-blur',
      '0x9',
      '-fill',
      '#fbfaf6',
      '-stroke',
      '#d9d6ce',
      '-strokewidth',
      '1',
      ...cubes,
      ...canvasGrain(w, h, seedOf(`${id}:grain`)),
      out,
    ]);
    return;
  }
  im([
    '-size',
    `${w}x${h}`,
    `xc:${pal[0]}`,
    ...draw,
    '-blur',
    '0x0.7',
    ...(variant === 'facets' ? ['-paint', '2'] : []),
    ...brushTexture(w, h, 90),
    ...canvasGrain(w, h, seedOf(`${id}:grain`)),
    out,
  ]);
}

// Style, shape and palette of each stand-in: chosen to evoke the period, never the real picture.
const FRAME_GOLD = { color: '#8a6a35', size: 16 };
const FRAME_WOOD = { color: '#4a3526', size: 14 };
const FRAME_BLACK = { color: '#1e1e1e', size: 10 };
const FRAME_WHITE = { color: '#ece9e2', size: 12 };

const LOOK = {
  'giudici-sopa-de-los-pobres': [
    'figurative',
    'landscape',
    ['#3b2e25', '#7a6650', '#a58a68', '#c9b38e', '#2a211b'],
    FRAME_GOLD,
  ],
  'sivori-despertar-de-la-criada': [
    'figurative',
    'portrait',
    ['#5a4a3e', '#b9a58c', '#e2d2bb', '#8c6e57', '#3a2c23'],
    FRAME_GOLD,
  ],
  'carcova-sin-pan-y-sin-trabajo': [
    'figurative',
    'landscape',
    ['#2f2a26', '#6d5d4c', '#9b8a73', '#c8b89c', '#1c1714'],
    FRAME_GOLD,
  ],
  'collivadino-hora-del-almuerzo': [
    'figurative',
    'landscape',
    ['#6b6a5c', '#b7b09a', '#d8cfb4', '#8a7b62', '#3e3a31'],
    FRAME_GOLD,
  ],
  'pueyrredon-un-alto-en-el-campo': [
    'landscape:rural',
    'landscape',
    ['#b9d0dd', '#eee6cf', '#8f9a5a', '#c2b071', '#5b3f2a', '#7a2f24'],
    FRAME_GOLD,
  ],
  'pueyrredon-domingo-en-san-isidro': [
    'landscape:rural',
    'landscape',
    ['#a9c4d6', '#f1ead6', '#6f8a4e', '#b6b57a', '#4c3a2b', '#e7e1d2'],
    FRAME_GOLD,
  ],
  'lopez-batalla-de-curupayti': [
    'landscape:army',
    'panorama',
    ['#c9d6de', '#efe8d8', '#7d8f55', '#a9a26a', '#3c3a46', '#b9412f'],
    FRAME_GOLD,
  ],
  'della-valle-vuelta-del-malon': [
    'landscape:riders',
    'landscape',
    ['#59626d', '#d7c8a8', '#8a7a55', '#b59f6d', '#2e251d', '#e9e2d2'],
    FRAME_GOLD,
  ],
  'malharro-las-parvas': [
    'landscape:haystacks',
    'landscape',
    ['#9fb9d8', '#f3e7c4', '#c5a94f', '#e2cd7e', '#8c6ab0', '#6d87b8'],
    FRAME_GOLD,
  ],
  // Manuelita Rosas is drawn very tall (1:2): the tour page must show work 1's title beside
  // the top of a picture far taller than a phone screen.
  'pueyrredon-manuelita-rosas': [
    'figurative',
    'tall',
    ['#5a1f1a', '#b8322a', '#d9b48a', '#2a1c16', '#e8d9c0'],
    FRAME_GOLD,
  ],
  'monvoisin-soldado-de-la-guardia-de-rosas': [
    'figurative',
    'portrait',
    ['#3a2a1e', '#9a3a2a', '#c9a27a', '#5a4a3a', '#1e1712'],
    FRAME_GOLD,
  ],
  'pueyrredon-el-bano': [
    'figurative',
    'landscape',
    ['#2a3a32', '#6a8a7a', '#d9c0a0', '#a8b8a8', '#1a221e'],
    FRAME_GOLD,
  ],
  'fader-los-mantones-de-manila': [
    'landscape',
    'landscape',
    ['#c87a3a', '#e8c070', '#8a4a6a', '#f2e0b0', '#4a3a2a'],
    FRAME_GOLD,
  ],
  'manet-ninfa-sorprendida': [
    'figurative',
    'portrait',
    ['#2c3526', '#5e6b45', '#e6d2b8', '#a08662', '#1d2218'],
    FRAME_GOLD,
  ],
  'van-gogh-moulin-de-la-galette': [
    'landscape:mill',
    'portrait',
    ['#c9d7de', '#eef0e6', '#8c8a5c', '#b5a57a', '#5a4633', '#3f5a7a'],
    FRAME_GOLD,
  ],
  'gauguin-vahine-no-te-miti': [
    'figurative',
    'portrait',
    ['#1f5f6b', '#5fa3a0', '#d98b4f', '#e9c27a', '#7a2f4f'],
    FRAME_GOLD,
  ],
  'picasso-mujer-acostada': [
    'figurative',
    'landscape',
    ['#3a4f8a', '#d8a7b8', '#f0e0c0', '#6aa06b', '#c24a3a'],
    FRAME_WOOD,
  ],
  'rivera-retrato-gomez-de-la-serna': [
    'geometric:facets',
    'portrait',
    ['#6f6a5e', '#3c3a36', '#a39a85', '#d8cdb4', '#8a5a3c'],
    FRAME_WOOD,
  ],
  'xul-solar-nana-watzin': [
    'geometric:symbols',
    'landscape',
    ['#e8d9a8', '#d77a4a', '#5a8fb0', '#e9b949', '#7a3b6a'],
    FRAME_WOOD,
  ],
  'tarsila-abaporu': [
    'figurative',
    'portrait',
    ['#3f8f6a', '#a8d0b0', '#e6b84a', '#d27a3a', '#2f6a9a'],
    FRAME_WOOD,
  ],
  'berni-manifestacion': [
    'figurative:crowd',
    'landscape',
    ['#5b4a3a', '#9a8468', '#c2a886', '#7a6a5a', '#3a3028'],
    FRAME_WOOD,
  ],
  'kahlo-autorretrato-chango-loro': [
    'figurative',
    'portrait',
    ['#2f5a2f', '#6a9a4a', '#b8a07a', '#d9c09a', '#1d3a1d'],
    FRAME_WOOD,
  ],
  'xul-solar-pareja': [
    'geometric:symbols',
    'portrait',
    ['#efe2b8', '#6aa0c8', '#e07a5a', '#e8c04a', '#5a4a8a'],
    FRAME_WOOD,
  ],
  'batlle-planas-radiografia-paranoica': [
    'matter',
    'portrait',
    ['#1f2a3a', '#4a6a8a', '#c9d6e2', '#8aa2bb', '#e8eef2'],
    FRAME_WOOD,
  ],
  'lam-omi-obini': [
    'matter',
    'portrait',
    ['#3a4a2a', '#8a9a5a', '#d9c89a', '#2a2a22', '#c87a3a'],
    FRAME_WOOD,
  ],
  'varo-revelacion-o-el-relojero': [
    'figurative',
    'landscape',
    ['#6a4a2a', '#b08a5a', '#d9b98a', '#4a6a6a', '#2a1f18'],
    FRAME_WOOD,
  ],
  'kemble-paisaje-suburbano': [
    'matter',
    'portrait',
    ['#5a3a22', '#a86a3a', '#7a5a3a', '#c9a27a', '#2a2018'],
    FRAME_BLACK,
  ],
  'greco-sin-titulo': [
    'matter',
    'portrait',
    ['#1a1a1a', '#4a4440', '#8a7a6a', '#2a2420', '#c9beaa'],
    FRAME_BLACK,
  ],
  'de-la-vega-bestiario': [
    'matter',
    'landscape',
    ['#2a2a2a', '#b0a89a', '#e8e2d2', '#c23a2a', '#1a1a1a'],
    FRAME_BLACK,
  ],
  'renart-bio-cosmos': [
    'matter',
    'square',
    ['#3a2a3a', '#8a5a7a', '#d9a0b0', '#e8d0c0', '#5a3a4a'],
    FRAME_BLACK,
  ],
  'maldonado-tres-zonas': [
    'geometric:zones',
    'square',
    ['#eeeae0', '#1f3f7a', '#d8b22a', '#c2382a', '#1a1a1a'],
    FRAME_WHITE,
  ],
  'hlito-ritmos-cromaticos': [
    'geometric:rhythms',
    'portrait',
    ['#f1ede2', '#1a1a1a', '#c8372d', '#2a5aa0', '#e0b12a'],
    FRAME_WHITE,
  ],
  'mac-entyre-pintura-generativa': [
    'geometric:generative',
    'square',
    ['#111111', '#e8e2d0', '#d8b24a', '#c2543a'],
    FRAME_BLACK,
  ],
  'tomasello-atmosfera-cromoplastica': [
    'geometric:cubes',
    'square',
    ['#f6f4ee', '#e85a2a', '#f2b23a', '#3a7ac8'],
    FRAME_WHITE,
  ],
};

const SHAPES = {
  portrait: [740, 960],
  landscape: [960, 700],
  panorama: [980, 430],
  square: [880, 880],
  tall: [660, 1320],
};

function paintWork(work, out) {
  const look = LOOK[work.id];
  if (!look) throw new Error(`No look defined for work ${work.id}: add it to LOOK`);
  const [style, shape, pal, frame] = look;
  const [fw, fh] = SHAPES[shape];
  const w = fw - 2 * frame.size;
  const h = fh - 2 * frame.size;
  const canvas = tmp(`${work.id}-canvas.png`);
  const [kind, variant] = style.split(':');
  if (kind === 'figurative') paintFigurative(canvas, w, h, pal, work.id, variant);
  else if (kind === 'landscape') paintLandscape(canvas, w, h, pal, work.id, variant);
  else if (kind === 'matter') paintMatter(canvas, w, h, pal, work.id);
  else paintGeometric(canvas, w, h, pal, work.id, variant);
  const png = tmp(`${work.id}.png`);
  const inner = Math.max(3, round(frame.size / 3));
  im([
    canvas,
    '-mattecolor',
    frame.color,
    '-frame',
    `${frame.size}x${frame.size}+${inner}+${Math.max(2, inner - 2)}`,
    '-resize',
    `${fw}x${fh}!`,
    png,
  ]);
  return toWebp(png, out, LIMITS.works);
}

// ---------------------------------------------------------------------------------------------
// Tour covers: a gallery wall with small versions of the tour's first works.

const WALLS = {
  mnba: ['#7a2e2a', '#5e2220'],
  malba: ['#e9e6df', '#cfcac0'],
  moderno: ['#dedbd4', '#b9b4aa'],
};

function paintTourCover(tour, out, workPngs) {
  const W = 1200;
  const H = 800;
  const [wall, wallDark] = WALLS[tour.tematicId] ?? ['#d9d4c8', '#b9b3a5'];
  const floorY = 640;
  const shown = workPngs.slice(0, 3);
  const slotW = W / shown.length;
  const layers = [];
  const lights = [];
  shown.forEach((png, i) => {
    const cx = round(slotW * i + slotW / 2);
    const maxW = round(slotW * 0.7);
    const maxH = 330;
    const small = tmp(`${tour.id}-slot-${i}.png`);
    im([png, '-resize', `${maxW}x${maxH}`, small]);
    const dims = String(im(['-format', '%w %h', small + '[0]', 'info:']))
      .trim()
      .split(' ')
      .map(Number);
    const x = round(cx - dims[0] / 2);
    const y = round(360 - dims[1] / 2);
    const shadow = tmp(`${tour.id}-shadow-${i}.png`);
    im([small, '-background', 'black', '-shadow', '55x12+10+14', shadow]);
    layers.push(shadow, '-geometry', `+${x - 14}+${y - 10}`, '-composite');
    layers.push(small, '-geometry', `+${x}+${y}`, '-composite');
    lights.push('-draw', `ellipse ${cx},150 ${round(slotW * 0.42)},260 0,360`);
  });
  const png = tmp(`${tour.id}-cover.png`);
  im([
    '-size',
    `${W}x${floorY}`,
    `gradient:${wall}-${wallDark}`,
    '(',
    '-size',
    `${W}x${floorY}`,
    'xc:none',
    '-fill',
    '#ffffff40',
    ...lights,
    '-blur',
    '0x40',
    ')',
    '-compose',
    'over',
    '-composite',
    '(',
    ...tonalGround(
      W,
      H - floorY,
      seedOf(`${tour.id}:floor`),
      clutOf(['#4a3020', '#7a5434', '#a57a52'], `${tour.id}-floor`),
      3,
    ),
    '-motion-blur',
    '0x20+0',
    ')',
    '-append',
    '-fill',
    '#00000030',
    '-draw',
    `rectangle 0,${floorY - 6} ${W},${floorY}`,
    ...layers,
    ...canvasGrain(W, H, seedOf(`${tour.id}:grain`)),
    png,
  ]);
  return toWebp(png, out, LIMITS.tours);
}

// ---------------------------------------------------------------------------------------------
// Museum covers: a painted impression of each building.

const BUILDINGS = {
  mnba: { sky: ['#8fb3d1', '#e8eef0'], body: '#9a4a38', trim: '#c98a6a', kind: 'columns' },
  malba: { sky: ['#9cc0dd', '#eef2f3'], body: '#e4e1da', trim: '#3d5a72', kind: 'modern' },
  moderno: { sky: ['#a7bfd3', '#efeee8'], body: '#8b4a34', trim: '#2f2a28', kind: 'warehouse' },
  sivori: { sky: ['#a9c9dc', '#f0f2ea'], body: '#efe9dc', trim: '#7a8a6a', kind: 'pavilion' },
};

function paintMuseumCover(museum, out) {
  const W = 1200;
  const H = 800;
  const b = BUILDINGS[museum.id] ?? BUILDINGS.mnba;
  const r = rng(`${museum.id}:museum`);
  const ground = 640;
  const draw = [];
  const bx0 = 170;
  const bx1 = 1030;
  if (b.kind === 'columns') {
    draw.push('-fill', b.body, '-draw', `rectangle ${bx0},300 ${bx1},${ground}`);
    draw.push('-fill', b.trim, '-draw', `rectangle ${bx0 - 20},280 ${bx1 + 20},312`);
    for (let i = 0; i < 8; i++) {
      const x = 300 + i * 85;
      draw.push('-fill', b.trim, '-draw', `rectangle ${x},330 ${x + 30},${ground - 40}`);
    }
    draw.push(
      '-fill',
      '#d9c8b4',
      '-draw',
      `rectangle ${bx0 - 40},${ground - 40} ${bx1 + 40},${ground}`,
    );
  } else if (b.kind === 'modern') {
    draw.push('-fill', b.body, '-draw', `rectangle ${bx0},260 ${bx1},${ground}`);
    draw.push('-fill', b.trim, '-draw', `polygon 520,${ground} 760,300 1000,${ground}`);
    draw.push('-fill', '#c9c5bc', '-draw', `rectangle ${bx0},400 500,${ground}`);
    draw.push('-fill', '#ffffff', '-draw', `rectangle ${bx0},250 ${bx1},270`);
  } else if (b.kind === 'warehouse') {
    draw.push('-fill', b.body, '-draw', `rectangle ${bx0},240 ${bx1},${ground}`);
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 8; col++) {
        const x = 220 + col * 100;
        const y = 280 + row * 110;
        draw.push('-fill', b.trim, '-draw', `roundrectangle ${x},${y} ${x + 50},${y + 70} 25,25`);
      }
    }
    draw.push('-fill', '#3a2a22', '-draw', `rectangle 560,${ground - 150} 640,${ground}`);
  } else {
    draw.push('-fill', b.body, '-draw', `rectangle 280,360 920,${ground}`);
    draw.push('-fill', '#b9b1a0', '-draw', `polygon 260,360 600,300 940,360`);
    for (let i = 0; i < 5; i++) {
      const x = 340 + i * 120;
      draw.push('-fill', '#4a5a52', '-draw', `rectangle ${x},420 ${x + 60},540`);
    }
  }
  for (let i = 0; i < 7; i++) {
    const left = i % 2 === 0;
    const x = round(left ? between(r, 0, 190) : between(r, 1010, 1200));
    const y = round(between(r, 480, 610));
    draw.push(
      '-fill',
      pick(r, ['#3f6a3a', '#557f45', '#2f5530']),
      '-draw',
      `ellipse ${x},${y} ${round(between(r, 60, 120))},${round(between(r, 80, 150))} 0,360`,
    );
  }
  const clouds = [];
  for (let i = 0; i < 5; i++) {
    clouds.push(
      '-draw',
      `ellipse ${round(between(r, 0, W))},${round(between(r, 40, 220))} ${round(between(r, 90, 200))},${round(between(r, 20, 40))} 0,360`,
    );
  }
  const png = tmp(`${museum.id}-museum.png`);
  im([
    '-size',
    `${W}x${ground}`,
    `gradient:${b.sky[0]}-${b.sky[1]}`,
    '-fill',
    '#ffffff80',
    ...clouds,
    '-blur',
    '0x10',
    '(',
    ...tonalGround(
      W,
      H - ground,
      seedOf(`${museum.id}:ground`),
      clutOf(['#7d7a70', '#a9a598', '#c9c4b6'], `${museum.id}-ground`),
      4,
    ),
    ')',
    '-append',
    ...draw,
    '-resize',
    '50%',
    '-blur',
    '0x1.2',
    '-paint',
    '3',
    '-resize',
    `${W}x${H}!`,
    '-blur',
    '0x0.6',
    ...vignette(W, H, 80),
    ...brushTexture(W, H, 60),
    '-modulate',
    '100,110,100',
    ...canvasGrain(W, H, seedOf(`${museum.id}:grain`)),
    png,
  ]);
  return toWebp(png, out, LIMITS.museums);
}

// ---------------------------------------------------------------------------------------------
// Maps: the work's floor (scripts/lib/floor-plan.mjs), its room tinted, the spot where it hangs
// marked with a red dot in a white ring, and a dashed route from the entrance. Portrait, so it
// fills a phone held upright; only numbers and symbols, so one image serves both languages.

const MAP_INK = '#2b2b2b';
const MAP_RED = '#c62828';
const MAP_TINT = '#fbdcd6';
const MAP_HALL = '#e9e4d8';
const MAP_PAPER = '#f7f4ee';
const DOOR_HALF = 36;

/** White pictogram inside the entrance marker: an arrow into the building, or stairs up to it. */
function entrancePictogram(marker, floor) {
  const { x, y } = marker;
  if (floor === 'ground') {
    const pts = [
      [x, y - 28],
      [x + 22, y - 4],
      [x + 8, y - 4],
      [x + 8, y + 26],
      [x - 8, y + 26],
      [x - 8, y - 4],
      [x - 22, y - 4],
    ];
    return [
      '-fill',
      '#ffffff',
      '-stroke',
      'none',
      '-draw',
      `polygon ${pts.map((p) => p.join(',')).join(' ')}`,
    ];
  }
  // Three steps rising to the right, the usual stairs sign.
  const s = 15;
  const pts = [
    [x - 24, y + 22],
    [x - 24, y + 22 - s],
    [x - 24 + s, y + 22 - s],
    [x - 24 + s, y + 22 - 2 * s],
    [x - 24 + 2 * s, y + 22 - 2 * s],
    [x - 24 + 2 * s, y + 22 - 3 * s],
    [x - 24 + 3 * s, y + 22 - 3 * s],
    [x - 24 + 3 * s, y + 22],
  ];
  return [
    '-fill',
    '#ffffff',
    '-stroke',
    'none',
    '-draw',
    `polygon ${pts.map((p) => p.join(',')).join(' ')}`,
  ];
}

/** The room the map marks, in both languages, as XMP: `--check` reads it back from the file. */
function mapXmp(work) {
  const esc = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return (
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:description><rdf:Alt>' +
    `<rdf:li xml:lang="es">${esc(work.room.es)}</rdf:li><rdf:li xml:lang="en">${esc(work.room.en)}</rdf:li>` +
    '</rdf:Alt></dc:description></rdf:Description></rdf:RDF></x:xmpmeta>'
  );
}

function drawMap(work, out) {
  const { plan, room, spot, route } = workMap(work, tours, works);
  const { x0, y0, x1, y1 } = plan.shell;
  const draw = [];
  // Floor of the rooms, then the halls (corridor along the back rooms, central hall from the entrance).
  draw.push('-stroke', 'none', '-fill', '#ffffff', '-draw', `rectangle ${x0},${y0} ${x1},${y1}`);
  draw.push('-fill', MAP_HALL);
  draw.push('-draw', `rectangle ${x0},${plan.corridor.top} ${x1},${plan.corridor.bottom}`);
  draw.push(
    '-draw',
    `rectangle ${plan.spine.left},${plan.corridor.bottom} ${plan.spine.right},${y1}`,
  );
  draw.push(
    '-fill',
    MAP_TINT,
    '-draw',
    `rectangle ${room.x},${room.y} ${room.x + room.w},${room.y + room.h}`,
  );
  // Inner walls, then the outer wall over them, then the doors cut through.
  draw.push('-fill', 'none', '-stroke', '#6a6a6a', '-strokewidth', '5');
  for (const rm of plan.rooms) {
    draw.push('-draw', `rectangle ${rm.x},${rm.y} ${rm.x + rm.w},${rm.y + rm.h}`);
  }
  draw.push('-stroke', MAP_RED, '-strokewidth', '6');
  draw.push('-draw', `rectangle ${room.x},${room.y} ${room.x + room.w},${room.y + room.h}`);
  draw.push('-stroke', MAP_INK, '-strokewidth', '12');
  draw.push('-draw', `rectangle ${x0},${y0} ${x1},${y1}`);
  draw.push('-stroke', 'none');
  for (const rm of plan.rooms) {
    draw.push('-fill', rm === room ? MAP_TINT : '#ffffff');
    const { x, y } = rm.door;
    draw.push(
      '-draw',
      rm.side === 'top'
        ? `rectangle ${x - DOOR_HALF},${y - 4} ${x + DOOR_HALF},${y + 4}`
        : `rectangle ${x - 4},${y - DOOR_HALF} ${x + 4},${y + DOOR_HALF}`,
    );
  }
  // The way in: a gap in the outer wall, and stair treads in the hall on an upper floor.
  const { entrance, marker } = plan;
  draw.push(
    '-fill',
    MAP_HALL,
    '-draw',
    `rectangle ${entrance.x - 48},${y1 - 8} ${entrance.x + 48},${y1 + 8}`,
  );
  if (plan.floor !== 'ground') {
    draw.push('-fill', 'none', '-stroke', '#b9b2a3', '-strokewidth', '3');
    for (let ty = y1 - 20; ty > y1 - 120; ty -= 16) {
      draw.push('-draw', `line ${plan.spine.left + 14},${ty} ${plan.spine.right - 14},${ty}`);
    }
  }
  // Route from the entrance to the spot.
  draw.push(
    '-fill',
    'none',
    '-stroke',
    MAP_RED,
    '-strokewidth',
    '7',
    '-draw',
    `stroke-linejoin round stroke-dasharray 20 13 polyline ${route.map((p) => p.join(',')).join(' ')}`,
  );
  // Entrance marker: a dark disc with a white pictogram, where the route starts.
  draw.push('-stroke', MAP_PAPER, '-strokewidth', '6', '-fill', MAP_INK);
  draw.push('-draw', `circle ${marker.x},${marker.y} ${marker.x + marker.r},${marker.y}`);
  draw.push(...entrancePictogram(marker, plan.floor));
  // The spot: a soft halo, a white ring edged in red, a solid red dot.
  draw.push('-stroke', 'none', '-fill', '#c6282833');
  draw.push('-draw', `circle ${spot.x},${spot.y} ${spot.x + SPOT_HALO},${spot.y}`);
  draw.push('-fill', '#ffffff', '-stroke', MAP_RED, '-strokewidth', '4');
  draw.push('-draw', `circle ${spot.x},${spot.y} ${spot.x + 27},${spot.y}`);
  draw.push('-fill', MAP_RED, '-stroke', 'none');
  draw.push('-draw', `circle ${spot.x},${spot.y} ${spot.x + 17},${spot.y}`);

  const labels = ['-stroke', 'none', '-pointsize', String(LABEL_SIZE)];
  for (const rm of plan.rooms) {
    const { x, baseline } = labelBox(rm);
    labels.push(
      '-font',
      rm === room ? FONT_BOLD : FONT,
      '-fill',
      rm === room ? '#a31515' : MAP_INK,
      '-annotate',
      `+${x}+${baseline}`,
      String(rm.number),
    );
  }

  const png = tmp(`${work.id}-map.png`);
  im(['-size', `${MAP_WIDTH}x${MAP_HEIGHT}`, `xc:${MAP_PAPER}`, ...draw, ...labels, png]);
  const result = toWebp(png, out, LIMITS.maps);
  const xmp = tmp(`${work.id}-map.xmp`);
  fs.writeFileSync(xmp, mapXmp(work), 'utf8');
  for (const file of [out, smallCopyOf(out)]) {
    run('webpmux', ['-set', 'xmp', xmp, file, '-o', file]);
  }
  return { ...result, size: fs.statSync(out).size };
}

// ---------------------------------------------------------------------------------------------
// Narrations

// Speech-only rewrites: the written narration stays as it is (it doubles as the transcript).
const SAY = {
  es: [[/\bGauguin\b/g, 'Gogán']],
  en: [
    [/\bXul Solar\b/g, 'Shool Solar'],
    // Years as people say them: "eighteen ninety-four", "nineteen oh three".
    [/\b(1[89])(\d)(\d)\b/g, (_, c, d, u) => (d === '0' ? `${c} oh ${u}` : `${c} ${d}${u}`)],
  ],
};

function speechText(text, lang) {
  return SAY[lang].reduce((acc, [pattern, replacement]) => acc.replace(pattern, replacement), text);
}

function speak(text, lang, out) {
  const wav = tmp(`speech-${lang}.wav`);
  const txt = tmp(`speech-${lang}.txt`);
  fs.writeFileSync(txt, speechText(text, lang), 'utf8');
  run('espeak-ng', ['-v', VOICES[lang], '-s', String(WPM), '-f', txt, '-w', wav]);
  run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    wav,
    '-af',
    'afade=t=in:st=0:d=0.3,apad=pad_dur=0.4',
    '-ac',
    '1',
    '-ar',
    '22050',
    '-c:a',
    'libmp3lame',
    '-b:a',
    MP3_BITRATE,
    '-map_metadata',
    '-1',
    '-id3v2_version',
    '0',
    '-fflags',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    out,
  ]);
  return fs.statSync(out).size;
}

// ---------------------------------------------------------------------------------------------
// Expected tree and verification

function expectedFiles() {
  const files = new Set();
  for (const m of museums) files.add(m.image);
  for (const t of tours) files.add(t.image);
  for (const w of works) for (const f of Object.values(w.files)) files.add(f);
  for (const f of [...files]) if (hasSmallCopy(f)) files.add(smallCopyOf(f));
  return files;
}

function listTree(dir, prefix = '') {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    return e.isDirectory() ? listTree(path.join(dir, e.name), rel) : [rel];
  });
}

/** The XMP packet of a WebP file (RIFF chunks: four-letter id, little-endian size, padded data), or ''. */
function webpXmp(file) {
  const bytes = fs.readFileSync(file);
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'XMP ') return bytes.toString('utf8', at + 8, at + 8 + size);
    at += 8 + size + (size % 2);
  }
  return '';
}

/**
 * The room each map was drawn for (its XMP, written by drawMap) against the work's `room` in
 * seed/content.mjs: a room edited in the content without regenerating the maps fails here.
 */
function mapRoomProblems() {
  const unreadable = works.flatMap((work) => {
    try {
      parseRoom(work.room, `${work.id}.room`);
      return [];
    } catch (error) {
      return [error.message];
    }
  });
  if (unreadable.length > 0) return unreadable;
  const problems = new Set();
  const unescape = (text) => text.replace(/&lt;/g, '<').replace(/&amp;/g, '&');
  for (const work of works) {
    try {
      workMap(work, tours, works);
    } catch (error) {
      problems.add(error.message);
      continue;
    }
    for (const file of [work.files.map, smallCopyOf(work.files.map)]) {
      const full = path.join(MEDIA, file);
      if (!fs.existsSync(full)) continue;
      const xmp = webpXmp(full);
      for (const lang of ['es', 'en']) {
        const drawn = new RegExp(`<rdf:li xml:lang="${lang}">([^<]*)</rdf:li>`).exec(xmp)?.[1];
        if (drawn === undefined || unescape(drawn) !== work.room[lang]) {
          problems.add(
            `${file} shows ${drawn === undefined ? 'no recorded room' : `"${unescape(drawn)}"`}, the content says "${work.room[lang]}": regenerate the maps`,
          );
        }
      }
    }
  }
  return [...problems];
}

function verify() {
  const expected = expectedFiles();
  const present = new Set(listTree(MEDIA).filter((f) => f !== '.gitkeep'));
  const missing = [...expected].filter((f) => !present.has(f));
  const orphans = [...present].filter((f) => !expected.has(f));
  const perKind = {};
  let total = 0;
  let largest = { file: '', size: 0 };
  const tooBig = [];
  for (const f of present) {
    const size = fs.statSync(path.join(MEDIA, f)).size;
    const kind = f.split('/')[0];
    perKind[kind] ??= { count: 0, bytes: 0, max: 0 };
    perKind[kind].count += 1;
    perKind[kind].bytes += size;
    perKind[kind].max = Math.max(perKind[kind].max, size);
    total += size;
    if (size > largest.size) largest = { file: f, size };
    if (LIMITS[kind] && size > LIMITS[kind]) tooBig.push(`${f} (${size} B)`);
  }
  console.log('kind      files     total       largest');
  for (const [kind, s] of Object.entries(perKind).sort()) {
    console.log(
      `${kind.padEnd(9)} ${String(s.count).padStart(5)} ${(s.bytes / 1024).toFixed(0).padStart(7)} KB ${(s.max / 1024).toFixed(1).padStart(9)} KB`,
    );
  }
  console.log(
    `total     ${present.size} files, ${(total / 1024 / 1024).toFixed(2)} MB; largest ${largest.file} (${(largest.size / 1024).toFixed(1)} KB)`,
  );
  const problems = [
    ...missing.map((f) => `missing: ${f}`),
    ...orphans.map((f) => `not referenced by seed/content.mjs: ${f}`),
    ...tooBig.map((f) => `over its size limit: ${f}`),
    ...(total > TOTAL_LIMIT ? [`seed/media is ${total} B, over ${TOTAL_LIMIT} B`] : []),
    ...mapRoomProblems(),
  ];
  for (const p of problems) console.error(p);
  return problems.length === 0;
}

// ---------------------------------------------------------------------------------------------
// Main

function main() {
  const args = process.argv.slice(2);
  if (args.includes('--check')) {
    process.exit(verify() ? 0 : 1);
  }
  const onlyIndex = args.indexOf('--only');
  const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined;
  const onlyMaps = args.includes('--only-maps');
  const withAudio = !onlyMaps && !args.includes('--no-audio');
  const kinds = onlyMaps ? ['maps'] : ['museums', 'tours', 'works', 'maps'];

  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-media-'));
  try {
    if (!only) {
      // Start clean so renamed or deleted content leaves no orphans behind.
      for (const sub of [...kinds, ...(withAudio ? ['audio'] : [])]) {
        fs.rmSync(path.join(MEDIA, sub), { recursive: true, force: true });
      }
    }
    for (const sub of ['museums', 'tours', 'works', 'maps', 'audio']) {
      fs.mkdirSync(path.join(MEDIA, sub), { recursive: true });
    }
    const wanted = (id, parent) => !only || only === id || only === parent;

    const workPng = new Map();
    for (const work of works) {
      if (!wanted(work.id, work.expositionId)) continue;
      const map = drawMap(work, path.join(MEDIA, work.files.map));
      if (onlyMaps) {
        console.log(`work  ${work.id}: map ${(map.size / 1024).toFixed(0)} KB q${map.q}`);
        continue;
      }
      const img = paintWork(work, path.join(MEDIA, work.files.mainImg));
      workPng.set(work.id, tmp(`${work.id}.png`));
      let audio = '';
      if (withAudio) {
        const es = speak(work.narration.es, 'es', path.join(MEDIA, work.files['audio-es']));
        const en = speak(work.narration.en, 'en', path.join(MEDIA, work.files['audio-en']));
        audio = ` audio ${(es / 1024).toFixed(0)}+${(en / 1024).toFixed(0)} KB`;
      }
      console.log(
        `work  ${work.id}: image ${(img.size / 1024).toFixed(0)} KB q${img.q}, map ${(map.size / 1024).toFixed(0)} KB${audio}`,
      );
    }
    for (const tour of onlyMaps ? [] : tours) {
      if (!wanted(tour.id, tour.tematicId)) continue;
      const pngs = works
        .filter((w) => w.expositionId === tour.id)
        .sort((a, b) => a.order - b.order)
        .map((w) => {
          if (!workPng.has(w.id)) {
            // Tuning a single tour: reuse the committed WebP of its works.
            const png = tmp(`${w.id}.png`);
            im([path.join(MEDIA, w.files.mainImg), png]);
            workPng.set(w.id, png);
          }
          return workPng.get(w.id);
        });
      const res = paintTourCover(tour, path.join(MEDIA, tour.image), pngs);
      console.log(`tour  ${tour.id}: ${(res.size / 1024).toFixed(0)} KB q${res.q}`);
    }
    for (const museum of onlyMaps ? [] : museums) {
      if (!wanted(museum.id)) continue;
      const res = paintMuseumCover(museum, path.join(MEDIA, museum.image));
      console.log(`museum ${museum.id}: ${(res.size / 1024).toFixed(0)} KB q${res.q}`);
    }
  } finally {
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }
  if (!only && (withAudio || onlyMaps)) process.exit(verify() ? 0 : 1);
}

main();

// What every part of the demo media generator shares: where the media go, the tools it calls
// (ImageMagick, cwebp), the size limits, the seeded choices, and the WebP files stored as the
// back-office stores them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash } from '../lib/seeded-random.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const MEDIA = path.join(ROOT, 'seed', 'media');
// /usr/local/bin/convert on some machines is not ImageMagick: always use the Debian binary.
export const CONVERT = process.env.CONVERT ?? '/usr/bin/convert';
const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
export const FONT = path.join(FONT_DIR, 'DejaVuSans.ttf');
export const FONT_BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');

export const LIMITS = { museums: 90_000, tours: 90_000, works: 120_000, maps: 60_000 };
// The whole demo, which every clone carries and every seed uploads: 12 MiB held the permanent
// tours; the four temporary exhibitions (12 works, 24 narrations at the back-office's 48 kbit/s)
// brought it to 15.75 MiB.
export const TOTAL_LIMIT = 16 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

export const seedOf = (text) => String(hash(text) % 2_000_000);
export const pick = (r, list) => list[Math.floor(r() * list.length)];
export const round = (n) => Math.round(n);

// ---------------------------------------------------------------------------------------------
// Tools

// The scratch folder of one run (withScratchDir): intermediate PNGs, textures, WAVs.
let tmpDir = '';

/** Runs `work` with a fresh scratch folder, removed afterwards whatever happens. */
export function withScratchDir(work) {
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-media-'));
  try {
    return work();
  } finally {
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }
}

export function run(cmd, args) {
  try {
    return execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
  } catch (error) {
    const stderr = error.stderr ? String(error.stderr) : '';
    throw new Error(`${cmd} failed: ${stderr || error.message}\nargs: ${args.join(' ')}`);
  }
}

export const im = (args) => run(CONVERT, args);
export const tmp = (name) => path.join(tmpDir, name);

// Images are stored as the back-office stores them (docs/adr/0004-responsive-image-variants.md):
// `{name}-{W}.webp` at the display width, plus `{name}-640.webp` when W > 640.
const SMALL_WIDTH = 640;
const NAMED_WIDTH = /-(\d+)\.webp$/;
export const smallCopyOf = (file) => file.replace(NAMED_WIDTH, `-${SMALL_WIDTH}.webp`);
export const hasSmallCopy = (file) => Number(NAMED_WIDTH.exec(file)?.[1] ?? 0) > SMALL_WIDTH;

/**
 * Encodes a PNG as WebP at quality 70, lowering it only if the file would exceed its limit;
 * writes the 640 px copy beside it when the name asks for one.
 */
export function toWebp(png, out, limit) {
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

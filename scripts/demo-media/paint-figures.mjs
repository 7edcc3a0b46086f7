// Figurative stand-ins: people in a room, or a single sitter, blocked in and then painted.
import { between, rng } from '../lib/seeded-random.mjs';
import {
  brushTexture,
  canvasGrain,
  clutOf,
  luminance,
  tonalGround,
  vignette,
} from './textures.mjs';
import { im, pick, round, seedOf } from './tools.mjs';

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
export function paintFigurative(out, w, h, pal, id, variant) {
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

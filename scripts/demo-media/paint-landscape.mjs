// Landscape stand-ins: sky, horizon and ground, with the motifs of each (riders, trees, water...).
import { between, rng } from '../lib/seeded-random.mjs';
import { brushTexture, canvasGrain, clutOf, tonalGround } from './textures.mjs';
import { im, pick, round, seedOf } from './tools.mjs';

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
export function paintLandscape(out, w, h, pal, id, motif) {
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

// Abstract stand-ins: thick matter and gesture (Informalism), hard-edged geometry (concrete,
// generative and kinetic art).
import { between, rng } from '../lib/seeded-random.mjs';
import { brushTexture, canvasGrain, clutOf, tonalGround } from './textures.mjs';
import { im, pick, round, seedOf, tmp } from './tools.mjs';

/** Thick matter, relief and gestural strokes: Informalism and its neighbours. */
export function paintMatter(out, w, h, pal, id) {
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
export function paintGeometric(out, w, h, pal, id, variant) {
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

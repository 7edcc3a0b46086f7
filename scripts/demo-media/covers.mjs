// Cover images: each tour's, a gallery wall with its first works; each museum's, its building.
import { between, rng } from '../lib/seeded-random.mjs';
import { brushTexture, canvasGrain, clutOf, tonalGround, vignette } from './textures.mjs';
import { LIMITS, im, pick, round, seedOf, tmp, toWebp } from './tools.mjs';

const WALLS = {
  mnba: ['#7a2e2a', '#5e2220'],
  malba: ['#e9e6df', '#cfcac0'],
  moderno: ['#dedbd4', '#b9b4aa'],
};

export function paintTourCover(tour, out, workPngs) {
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

export function paintMuseumCover(museum, out) {
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

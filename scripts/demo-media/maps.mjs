// Maps: the work's floor (scripts/lib/floor-plan.mjs), its room tinted, the spot where it hangs
// marked with a red dot in a white ring, and a dashed route from the entrance. Portrait, so it
// fills a phone held upright; only numbers and symbols, so one image serves both languages.
import fs from 'node:fs';
import { tours, works } from '../../seed/content.mjs';
import {
  LABEL_SIZE,
  MAP_HEIGHT,
  MAP_WIDTH,
  SPOT_HALO,
  labelBox,
  workMap,
} from '../lib/floor-plan.mjs';
import { FONT, FONT_BOLD, LIMITS, im, run, smallCopyOf, tmp, toWebp } from './tools.mjs';

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

export function drawMap(work, out) {
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

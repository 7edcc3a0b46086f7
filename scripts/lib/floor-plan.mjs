// Floor plans of the demo maps: where each room is, which one holds a work, where the work hangs
// and the way there from the entrance. Pure geometry, no tools: scripts/demo-media/maps.mjs draws it,
// and the unit test beside this file checks it against seed/content.mjs.
//
// The work's `room` in seed/content.mjs is the source of truth ("Sala 24, planta baja" /
// "Room 24, ground floor"): the map draws that number, so the text under the work and the map agree.
// One plan per museum floor: tours on the same floor share the building, so a room number is
// always in the same place whichever tour shows it.

import { between, rng } from './seeded-random.mjs';

export const MAP_WIDTH = 900;
export const MAP_HEIGHT = 1200;

/** The floors a room can be on, as each language names them. */
export const FLOORS = {
  ground: { es: 'planta baja', en: 'ground floor' },
  first: { es: 'primer piso', en: 'first floor' },
  second: { es: 'segundo piso', en: 'second floor' },
};

/** At most this many rooms fit the portrait layout with their numbers still large. */
export const MAX_ROOMS = 11;

/**
 * Room numbers in px on the 900 px plan: 20 CSS px when the viewer fits the plan to a 390 px
 * phone, 27 px on a laptop where it is fitted to 700 px tall.
 */
export const LABEL_SIZE = 46;
/** Radius of the soft halo around the work's spot, the widest part of the marker. */
export const SPOT_HALO = 44;

const X0 = 40;
const X1 = 860;
const Y0 = 40;
const Y1 = 1060;
const MID = MAP_WIDTH / 2;
const SPINE_HALF = 62;
const CORRIDOR = 92;
/** The entrance marker sits below the building, centred on the spine. */
const MARKER = { x: MID, y: 1130, r: 46 };

const round = Math.round;

/**
 * Where a room's number goes, in its top-left corner, as the box its digits fill: `x`, `baseline`
 * (where ImageMagick's -annotate puts the text), and the box for overlap checks. DejaVu Sans digits
 * are 0.64 em wide and 0.73 em tall.
 */
export function labelBox(room) {
  const x = room.x + 24;
  const top = room.y + 24;
  const height = round(LABEL_SIZE * 0.73);
  const width = round(LABEL_SIZE * 0.64 * String(room.number).length);
  return { x, baseline: top + height, box: { x0: x, y0: top, x1: x + width, y1: top + height } };
}

/** The room text in both languages, as seed/content.mjs writes it. */
export function roomText(number, floor) {
  return { es: `Sala ${number}, ${FLOORS[floor].es}`, en: `Room ${number}, ${FLOORS[floor].en}` };
}

/**
 * Reads a work's `room` ("Sala 24, planta baja" / "Room 24, ground floor"): its number and floor.
 * Throws when either language is missing or malformed, or when they name different rooms.
 */
export function parseRoom(room, label = 'room') {
  const es = /^Sala (\d+), (.+)$/.exec(room?.es ?? '');
  const en = /^Room (\d+), (.+)$/.exec(room?.en ?? '');
  const floorEs = es && Object.keys(FLOORS).find((f) => FLOORS[f].es === es[2]);
  const floorEn = en && Object.keys(FLOORS).find((f) => FLOORS[f].en === en[2]);
  const floors = Object.values(FLOORS);
  if (!floorEs) {
    throw new Error(
      `${label}.es should read "Sala N, ${floors.map((f) => f.es).join('|')}", not ${JSON.stringify(room?.es)}`,
    );
  }
  if (!floorEn) {
    throw new Error(
      `${label}.en should read "Room N, ${floors.map((f) => f.en).join('|')}", not ${JSON.stringify(room?.en)}`,
    );
  }
  if (es[1] !== en[1] || floorEs !== floorEn) {
    throw new Error(`${label}: "${room.es}" and "${room.en}" name different rooms`);
  }
  return { number: Number(es[1]), floor: floorEs };
}

/** Splits [from, to] into n uneven spans: a real building is never a perfect grid. */
function spans(r, from, to, n) {
  const weights = Array.from({ length: n }, () => between(r, 0.8, 1.3));
  const sum = weights.reduce((a, b) => a + b, 0);
  const out = [];
  let at = from;
  for (const w of weights) {
    const next = at + ((to - from) * w) / sum;
    out.push([round(at), round(next)]);
    at = next;
  }
  out[n - 1][1] = to;
  return out;
}

/**
 * The plan of one museum floor that holds the given room numbers: rooms numbered in walking order
 * (up the left side from the entrance, across the back, down the right side), a corridor along the
 * back rooms and a central hall from the entrance.
 */
export function layoutPlan(key, floor, numbers) {
  const r = rng(`${key}:plan`);
  const lo = Math.min(...numbers);
  const hi = Math.max(...numbers);
  const span = hi - lo + 1;
  if (span > MAX_ROOMS) {
    throw new Error(
      `${key}: rooms ${lo} to ${hi} do not fit one plan of at most ${MAX_ROOMS} rooms`,
    );
  }
  const count = Math.min(MAX_ROOMS, Math.max(span, 7 + Math.floor(r() * 3)));
  const first = Math.max(1, lo - Math.floor(r() * (count - span + 1)));
  const top = count >= 8 ? 3 : 2;
  const left = Math.ceil((count - top) / 2);
  const right = count - top - left;
  const corridorTop = Y0 + round(between(r, 250, 300));
  const corridorBottom = corridorTop + CORRIDOR;
  const spineLeft = MID - SPINE_HALF;
  const spineRight = MID + SPINE_HALF;

  const rooms = [];
  let number = first;
  for (const [a, b] of spans(r, corridorBottom, Y1, left).reverse()) {
    const room = { number: number++, side: 'left', x: X0, y: a, w: spineLeft - X0, h: b - a };
    rooms.push({ ...room, door: { x: spineLeft, y: round(a + room.h / 2) } });
  }
  for (const [a, b] of spans(r, X0, X1, top)) {
    const room = { number: number++, side: 'top', x: a, y: Y0, w: b - a, h: corridorTop - Y0 };
    // A back room across the central hall opens on its axis, as the grand rooms of a museum do.
    const onAxis = a + 60 < MID && MID < b - 60;
    rooms.push({ ...room, door: { x: onAxis ? MID : round(a + room.w / 2), y: corridorTop } });
  }
  for (const [a, b] of spans(r, corridorBottom, Y1, right)) {
    const room = {
      number: number++,
      side: 'right',
      x: spineRight,
      y: a,
      w: X1 - spineRight,
      h: b - a,
    };
    rooms.push({ ...room, door: { x: spineRight, y: round(a + room.h / 2) } });
  }
  return {
    key,
    floor,
    shell: { x0: X0, y0: Y0, x1: X1, y1: Y1 },
    corridor: { top: corridorTop, bottom: corridorBottom },
    spine: { left: spineLeft, right: spineRight },
    entrance: { x: MID, y: Y1 },
    marker: MARKER,
    rooms,
  };
}

/**
 * Everything the map of one work shows: its floor's plan, its room, the spot on the wall opposite
 * the door where it hangs (clear of the room number in the top-left corner) and the way there.
 */
export function workMap(work, tours, works) {
  const museumOf = (w) => {
    const tour = tours.find((t) => t.id === w.expositionId);
    if (!tour) throw new Error(`${w.id}: no tour ${w.expositionId}`);
    return tour.tematicId;
  };
  const { number, floor } = parseRoom(work.room, `${work.id}.room`);
  const key = `${museumOf(work)}/${floor}`;
  const numbers = works
    .map((w) => ({ w, room: parseRoom(w.room, `${w.id}.room`) }))
    .filter(({ w, room }) => room.floor === floor && museumOf(w) === museumOf(work))
    .map(({ room }) => room.number);
  const plan = layoutPlan(key, floor, numbers);
  const room = plan.rooms.find((rm) => rm.number === number);

  const r = rng(`${work.id}:spot`);
  let spot;
  if (room.side === 'top') {
    const lo = room.x + 150;
    const hi = Math.max(lo, room.x + room.w - 60);
    spot = { x: round(between(r, lo, hi)), y: room.y + 58 };
  } else {
    const lo = room.y + 110;
    const hi = Math.max(lo, room.y + room.h - 56);
    const x = room.side === 'left' ? room.x + 60 : room.x + room.w - 60;
    spot = { x, y: round(between(r, Math.min(lo, hi), hi)) };
  }

  const start = [MARKER.x, MARKER.y - MARKER.r];
  const corridorY = round((plan.corridor.top + plan.corridor.bottom) / 2);
  const route =
    room.side === 'top'
      ? [start, [MID, corridorY], [room.door.x, corridorY], [room.door.x, spot.y], [spot.x, spot.y]]
      : [start, [MID, room.door.y], [spot.x, room.door.y], [spot.x, spot.y]];
  return {
    plan,
    room,
    spot,
    route: route.filter(([x, y], i, all) => i === 0 || x !== all[i - 1][0] || y !== all[i - 1][1]),
  };
}

import { describe, expect, it } from 'vitest';
import { tours, works } from '../../seed/content.mjs';
import {
  LABEL_SIZE,
  MAP_HEIGHT,
  MAP_WIDTH,
  SPOT_HALO,
  labelBox,
  parseRoom,
  roomText,
  workMap,
} from './floor-plan.mjs';

// The tour page shows each work's room as text and its map as an image: both come from the
// work's `room` in seed/content.mjs, read here the way scripts/demo-media/maps.mjs draws it.
// (`make-demo-media.sh --check` also reads the room recorded in every committed map file.)

/** The viewer fits a map to the width of a 390 px phone held upright. */
const PHONE_WIDTH = 390;

describe('demo floor plans', () => {
  it('print room numbers at least 14 CSS px tall on a phone, in a portrait image', () => {
    expect((LABEL_SIZE * PHONE_WIDTH) / MAP_WIDTH).toBeGreaterThanOrEqual(14);
    expect(MAP_HEIGHT).toBeGreaterThan(MAP_WIDTH);
  });

  it.each(works.map((work) => [work.id, work] as const))(
    '%s: its map marks the room its text names, clear of the room number',
    (_, work) => {
      const { number, floor } = parseRoom(work.room);
      expect(roomText(number, floor)).toEqual(work.room);

      const { plan, room, spot, route } = workMap(work, tours, works);
      expect(room.number).toBe(number);
      expect(plan.floor).toBe(floor);
      // The spot is inside its room with its halo, and the halo leaves the number readable.
      expect(spot.x - SPOT_HALO).toBeGreaterThanOrEqual(room.x);
      expect(spot.x + SPOT_HALO).toBeLessThanOrEqual(room.x + room.w);
      expect(spot.y - SPOT_HALO).toBeGreaterThanOrEqual(room.y);
      expect(spot.y + SPOT_HALO).toBeLessThanOrEqual(room.y + room.h);
      const { box } = labelBox(room);
      const nearestX = Math.min(Math.max(spot.x, box.x0), box.x1);
      const nearestY = Math.min(Math.max(spot.y, box.y0), box.y1);
      expect(Math.hypot(spot.x - nearestX, spot.y - nearestY)).toBeGreaterThan(SPOT_HALO);
      // The route starts at the entrance marker, ends on the spot and turns only at right angles.
      expect(route[0]).toEqual([plan.marker.x, plan.marker.y - plan.marker.r]);
      expect(route.at(-1)).toEqual([spot.x, spot.y]);
      route.slice(1).forEach(([bx, by], i) => {
        const [ax, ay] = route[i] ?? [Number.NaN, Number.NaN];
        expect(ax === bx || ay === by).toBe(true);
      });
    },
  );

  it.each(tours.map((tour) => [tour.id] as const))(
    '%s: its works are on one floor, each in a room of its own, numbered in walking order',
    (tourId) => {
      const rooms = works
        .filter((work) => work.expositionId === tourId)
        .sort((a, b) => a.order - b.order)
        .map((work) => parseRoom(work.room));
      expect(rooms.length).toBeGreaterThan(0);
      expect(new Set(rooms.map((r) => r.floor)).size).toBe(1);
      const numbers = rooms.map((r) => r.number);
      expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
    },
  );

  it('draws one building per museum floor, whichever tour shows it', () => {
    const byFloor = new Map<string, string>();
    for (const work of works) {
      const { plan } = workMap(work, tours, works);
      const layout = JSON.stringify(plan);
      expect(byFloor.get(plan.key) ?? layout).toBe(layout);
      byFloor.set(plan.key, layout);
    }
    expect(byFloor.size).toBeLessThan(works.length);
  });

  it('rejects a room written differently in the two languages, or not as the maps expect', () => {
    expect(parseRoom({ es: 'Sala 24, planta baja', en: 'Room 24, ground floor' })).toEqual({
      number: 24,
      floor: 'ground',
    });
    expect(() => parseRoom({ es: 'Sala 24, planta baja', en: 'Room 25, ground floor' })).toThrow(
      /different rooms/,
    );
    expect(() => parseRoom({ es: 'Sala 24, planta baja', en: 'Room 24, first floor' })).toThrow(
      /different rooms/,
    );
    expect(() => parseRoom({ es: 'Sala 24', en: 'Room 24, ground floor' })).toThrow(/room\.es/);
    expect(() => parseRoom({ es: 'Sala 24, planta baja', en: 'Gallery 24' })).toThrow(/room\.en/);
    expect(() => parseRoom(undefined)).toThrow(/room\.es/);
  });
});

import { describe, expect, it } from 'vitest';
import {
  WORKS_MAX,
  inSequence,
  insertWork,
  isNumbered,
  moveWork,
  nextNumber,
  numberingProblems,
  removeWork,
  renumber,
  type NumberChange,
  type Numbered,
} from './numbering';

const works = (...orders: number[]): Numbered[] =>
  orders.map((order, index) => ({ id: String.fromCharCode(97 + index), order }));

/** The numbers after applying `changes`, as `id:order` in numbering order (deleted ones gone). */
function after(start: readonly Numbered[], changes: readonly NumberChange[]): string {
  const numbers = new Map(start.map((work) => [work.id, work.order as number | null]));
  for (const change of changes) numbers.set(change.id, change.to);
  return inSequence([...numbers].flatMap(([id, order]) => (order === null ? [] : [{ id, order }])))
    .map((work) => `${work.id}:${String(work.order)}`)
    .join(' ');
}

const tour = works(1, 2, 3, 4); // a:1 b:2 c:3 d:4

describe('a new work', () => {
  it('is offered the next number, n + 1', () => {
    expect(nextNumber([])).toBe(1);
    expect(nextNumber(tour)).toBe(5);
  });

  it('given a taken number, takes it and moves that work and the ones after it down one', () => {
    const placed = insertWork(tour, 'new', 2);
    expect(placed?.order).toBe(2);
    expect(placed?.changes).toEqual([
      { id: 'new', from: null, to: 2 },
      { id: 'b', from: 2, to: 3 },
      { id: 'c', from: 3, to: 4 },
      { id: 'd', from: 4, to: 5 },
    ]);
  });

  it('given the next number, moves nobody', () => {
    expect(insertWork(tour, 'new', 5)).toEqual({
      order: 5,
      changes: [{ id: 'new', from: null, to: 5 }],
    });
  });

  it('given a number past the end, 0, a negative or a fraction, lands within 1..n+1', () => {
    expect(insertWork(tour, 'new', 40)?.order).toBe(5);
    expect(insertWork(tour, 'new', 0)?.order).toBe(1);
    expect(insertWork(tour, 'new', -3)?.order).toBe(1);
    expect(insertWork(tour, 'new', 2.7)?.order).toBe(2);
    expect(insertWork(tour, 'new', Number.NaN)?.order).toBe(5);
  });

  it('is number 1 of an empty tour, whatever was typed', () => {
    expect(insertWork([], 'new', 7)).toEqual({
      order: 1,
      changes: [{ id: 'new', from: null, to: 1 }],
    });
  });

  it('cannot join a tour that holds the most works a number allows', () => {
    const full = Array.from({ length: WORKS_MAX }, (_, i) => ({
      id: `w${String(i)}`,
      order: i + 1,
    }));
    expect(insertWork(full, 'new', 3)).toBeNull();
    expect(insertWork(full.slice(1), 'new', 3)?.order).toBe(3);
  });
});

describe('a deleted work', () => {
  it('leaves no gap: the works after it move up one', () => {
    const changes = removeWork(tour, 'b');
    expect(changes).toEqual([
      { id: 'b', from: 2, to: null },
      { id: 'c', from: 3, to: 2 },
      { id: 'd', from: 4, to: 3 },
    ]);
    expect(after(tour, changes)).toBe('a:1 c:2 d:3');
  });

  it('the last one moves nobody', () => {
    expect(removeWork(tour, 'd')).toEqual([{ id: 'd', from: 4, to: null }]);
  });
});

describe('a moved work', () => {
  it('moved down, the works between move up one', () => {
    const moved = moveWork(tour, 'a', 3);
    expect(moved.order).toBe(3);
    expect(after(tour, moved.changes)).toBe('b:1 c:2 a:3 d:4');
    expect(moved.changes.map((change) => change.id)).toEqual(['b', 'c', 'a']);
  });

  it('moved up, the works between move down one', () => {
    const moved = moveWork(tour, 'd', 2);
    expect(after(tour, moved.changes)).toBe('a:1 d:2 b:3 c:4');
  });

  it('moved past either end, lands first or last', () => {
    expect(moveWork(tour, 'b', 0).order).toBe(1);
    expect(moveWork(tour, 'b', 99).order).toBe(4);
    expect(after(tour, moveWork(tour, 'b', 99).changes)).toBe('a:1 c:2 d:3 b:4');
  });

  it('left where it is, changes nothing', () => {
    expect(moveWork(tour, 'c', 3)).toEqual({ order: 3, changes: [] });
  });

  it('from another tour, joins this one as a new work does', () => {
    const moved = moveWork(tour, 'x', 1);
    expect(moved.changes[0]).toEqual({ id: 'x', from: null, to: 1 });
    expect(moved.changes).toHaveLength(5);
  });
});

describe('numbers stored with gaps or repeats (older data)', () => {
  const messy = works(1, 2, 2, 5); // a:1 b:2 c:2 d:5

  it('are found out, saying which numbers repeat and which are missing', () => {
    expect(isNumbered(tour)).toBe(true);
    expect(isNumbered(messy)).toBe(false);
    expect(isNumbered(works(2, 3))).toBe(false);
    expect(numberingProblems(messy)).toEqual({ repeated: [2], missing: [3, 4] });
  });

  it('are renumbered 1..n in the order they are listed in: by number, then by id', () => {
    const changes = renumber(messy);
    expect(changes).toEqual([
      { id: 'c', from: 2, to: 3 },
      { id: 'd', from: 5, to: 4 },
    ]);
    expect(renumber(tour)).toEqual([]);
  });

  it('are mended by any change, which always numbers the whole tour 1..n', () => {
    const placed = insertWork(messy, 'new', 2);
    expect(after(messy, placed?.changes ?? [])).toBe('a:1 new:2 b:3 c:4 d:5');
    expect(after(messy, removeWork(messy, 'a'))).toBe('b:1 c:2 d:3');
    expect(after(messy, moveWork(messy, 'd', 1).changes)).toBe('d:1 a:2 b:3 c:4');
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { aWork } from '@/features/cpanel/test-support';
import { numbersChangedSinceShown } from './number-changes';

const work = (id: string, order: number) => aWork({ id, order });
const moves = (tourId: string, works: ReturnType<typeof work>[]) =>
  numbersChangedSinceShown(tourId, works).map(
    (move) => `${move.work.id} ${String(move.from)}→${String(move.to)}`,
  );

beforeEach(() => sessionStorage.clear());

describe('the numbers that changed since the works page last showed them', () => {
  it('are none the first time a tour is shown', () => {
    expect(moves('t', [work('a', 1), work('b', 2)])).toEqual([]);
  });

  it('after a new work took number 2: the works that moved down, not the new one', () => {
    moves('t', [work('a', 1), work('b', 2), work('c', 3)]);
    expect(moves('t', [work('a', 1), work('new', 2), work('b', 3), work('c', 4)])).toEqual([
      'b 2→3',
      'c 3→4',
    ]);
  });

  it('after a delete: the works that moved up; and then nothing more', () => {
    moves('t', [work('a', 1), work('b', 2), work('c', 3)]);
    const after = [work('a', 1), work('c', 2)];
    expect(moves('t', after)).toEqual(['c 3→2']);
    expect(moves('t', [work('a', 1), work('c', 2)])).toEqual([]);
  });

  it('once per list, however many times the same list is rendered', () => {
    moves('t', [work('a', 1), work('b', 2)]);
    const swapped = [work('b', 1), work('a', 2)];
    expect(moves('t', swapped)).toEqual(['b 2→1', 'a 1→2']);
    expect(moves('t', swapped)).toEqual(['b 2→1', 'a 1→2']);
  });

  it('per tour', () => {
    moves('t', [work('a', 1)]);
    expect(moves('other', [work('a', 5)])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Work } from '@/features/works/model/work';
import { reorder } from './reorder';

const work = (id: string, order: number) => ({ id, order }) as Work;

describe('reorder (move up / down without dragging)', () => {
  const works = [work('a', 1), work('b', 2), work('c', 3), work('d', 4)];

  it('swaps a work with the one above, renumbering only those two', () => {
    expect(reorder(works, 2, -1)).toEqual([
      { id: 'c', order: 2 },
      { id: 'b', order: 3 },
    ]);
  });

  it('does nothing past either end', () => {
    expect(reorder(works, 0, -1)).toEqual([]);
    expect(reorder(works, 3, 1)).toEqual([]);
  });

  it('repairs gaps and duplicates in the numbering as it moves', () => {
    const messy = [work('a', 1), work('b', 1), work('c', 7)];
    expect(reorder(messy, 0, 1)).toEqual([
      { id: 'a', order: 2 },
      { id: 'c', order: 3 },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { nextOrder } from './next-order';

const work = (order: number) => ({ order });

describe('nextOrder', () => {
  it('proposes the next number, n + 1, or 1 for an empty tour', () => {
    expect(nextOrder([])).toBe(1);
    expect(nextOrder([work(1), work(2), work(3)])).toBe(4);
  });

  it('proposes n + 1 even where older data left gaps: saving numbers the tour 1..n', () => {
    expect(nextOrder([work(2), work(5), work(3)])).toBe(4);
  });

  it('never proposes more than a number allows', () => {
    expect(nextOrder(Array.from({ length: 999 }, (_, i) => work(i + 1)))).toBe(999);
  });
});

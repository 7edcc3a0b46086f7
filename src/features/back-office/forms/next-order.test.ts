import { describe, expect, it } from 'vitest';
import { nextOrder } from './next-order';

const work = (order: number) => ({ order });

describe('nextOrder', () => {
  it('proposes one after the highest order, or 1 for an empty tour', () => {
    expect(nextOrder([])).toBe(1);
    expect(nextOrder([work(2), work(5), work(3)])).toBe(6);
  });

  it('never proposes more than the schema allows', () => {
    expect(nextOrder([work(999)])).toBe(999);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CODE_MAX,
  codeOf,
  isOneToN,
  planCodes,
  storedCode,
  workWithCode,
  type Coded,
} from './codes';

const works = (...pairs: [order: number, code: number | null][]): Coded[] =>
  pairs.map(([order, code], index) => ({ id: String.fromCharCode(97 + index), order, code }));

describe('a work’s label number', () => {
  it('is its code, or, stored before codes, its number', () => {
    expect(codeOf({ order: 2, code: 7 })).toBe(7);
    expect(codeOf({ order: 2 })).toBe(2);
    expect(codeOf({ order: 3, code: null })).toBe(3);
  });

  it('finds its work, whatever its place', () => {
    const listed = [
      { id: 'x', order: 1, code: 4 },
      { id: 'y', order: 2, code: 1 },
      { id: 'z', order: 3 },
    ];
    expect(workWithCode(listed, 1)?.id).toBe('y');
    expect(workWithCode(listed, 3)?.id).toBe('z');
    expect(workWithCode(listed, 2)).toBeUndefined();
  });

  it('reads from storage only as a whole number from 0', () => {
    expect(storedCode(3)).toBe(3);
    expect(storedCode(undefined)).toBeNull();
    expect(storedCode('3')).toBeNull();
    expect(storedCode(1.5)).toBeNull();
    expect(storedCode(-1)).toBeNull();
  });

  it('reads 1..n on most tours, which the number box then says', () => {
    expect(isOneToN([3, 1, 2])).toBe(true);
    expect(isOneToN([])).toBe(true);
    expect(isOneToN([1, 2, 4])).toBe(false);
  });
});

describe('the codes of a change of a tour’s numbers', () => {
  it('give a joining work the counter, and move the counter on by one', () => {
    expect(planCodes(works([1, 1], [2, 2]), 3, true)).toEqual({
      stamps: new Map(),
      taken: 3,
      counter: 4,
    });
  });

  it('leave a counter as it is when no work joins and every work has its code', () => {
    expect(planCodes(works([1, 5], [2, 2]), 6, false)).toEqual({
      stamps: new Map(),
      taken: null,
      counter: null,
    });
  });

  it('never give a code again after its work left: the counter stays past it', () => {
    // b (code 2) was deleted: the tour lists a and c, its counter is still 4.
    expect(planCodes(works([1, 1], [2, 3]), 4, true)?.taken).toBe(4);
  });

  it('on a tour stored before codes, store each work’s number and start past the highest', () => {
    const plan = planCodes(works([1, null], [2, null], [3, null]), null, false);
    expect([...(plan?.stamps ?? [])]).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    expect(plan?.counter).toBe(4);
    // A work added to it takes 4, and the counter goes to 5.
    expect(planCodes(works([1, null], [2, null], [3, null]), null, true)).toMatchObject({
      taken: 4,
      counter: 5,
    });
  });

  it('count a work that leaves the tour, so its code is not given again', () => {
    // c (number 3) is the one being deleted: still listed, the counter starts past it.
    expect(planCodes(works([1, null], [2, null], [3, null]), null, false)?.counter).toBe(4);
  });

  it('move a counter past the labels it stores, when it was behind them', () => {
    // Works written beside a counter by a script: the counter says 2, a label says 3.
    expect(planCodes(works([1, 1], [3, null]), 2, false)).toMatchObject({ counter: 4 });
  });

  it('start an empty tour stored before codes at 1', () => {
    expect(planCodes([], null, true)).toEqual({ stamps: new Map(), taken: 1, counter: 2 });
  });

  it('store no code the rules would refuse (a number that is not one)', () => {
    const plan = planCodes(works([Number.MAX_SAFE_INTEGER, null], [1, null]), null, false);
    expect([...(plan?.stamps ?? [])]).toEqual([['b', 1]]);
  });

  it('refuse to give a code past CODE_MAX', () => {
    expect(planCodes(works([1, CODE_MAX]), CODE_MAX + 1, true)).toBeNull();
    expect(planCodes(works([1, CODE_MAX - 1]), CODE_MAX, true)?.taken).toBe(CODE_MAX);
  });
});

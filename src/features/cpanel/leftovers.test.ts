import { describe, expect, it } from 'vitest';
import { clearLeftovers, leftoverPaths, recordLeftovers } from '@/features/cpanel/leftovers';

describe('leftovers of a failed save', () => {
  it('records the paths a result carries, once each, until cleared', () => {
    recordLeftovers({ isError: true, error: { code: 'unknown' } });
    expect(leftoverPaths()).toEqual([]);
    recordLeftovers({ isError: true, leftovers: ['w1/map.webp', 'w1/audio-es.mp3'] });
    recordLeftovers({ isError: false, leftovers: ['w1/map.webp', 'w2/mainImg-640.webp'] });
    expect(leftoverPaths()).toEqual(['w1/map.webp', 'w1/audio-es.mp3', 'w2/mainImg-640.webp']);
    clearLeftovers();
    expect(leftoverPaths()).toEqual([]);
  });

  it('ignores a damaged record', () => {
    localStorage.setItem('museo.cpanel.leftovers', '{not json');
    expect(leftoverPaths()).toEqual([]);
    localStorage.setItem('museo.cpanel.leftovers', JSON.stringify(['a/map.webp', 3]));
    expect(leftoverPaths()).toEqual(['a/map.webp']);
  });
});

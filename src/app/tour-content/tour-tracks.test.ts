import { describe, expect, it } from 'vitest';
import type { Work } from '@/features/works/model/work';
import { tourSummary, tourTracks } from './tour-tracks';

const audio = (id: string, language: string, duration?: number) => ({
  url: `https://media.test/${id}/audio-${language}.mp3`,
  path: `${id}/audio-${language}.mp3`,
  contentType: 'audio/mpeg',
  size: 100_000,
  ...(duration === undefined ? {} : { duration }),
});

const work = (id: string, media: Work['media'], code?: number): Work => ({
  id,
  tourId: 't1',
  order: 1,
  ...(code !== undefined && { code }),
  name: { es: `Obra ${id}`, en: `Work ${id}` },
  description: { es: 'Descripción', en: 'Description' },
  author: 'Artist',
  transcript: { es: '', en: '' },
  room: { es: '', en: '' },
  media,
});

const works = [
  work('a', { 'audio-es': audio('a', 'es', 65), 'audio-en': audio('a', 'en', 60) }, 4),
  // No narration in English: the tour's player skips it there.
  work('b', { 'audio-es': audio('b', 'es', 70) }, 1),
  work('c', { 'audio-es': audio('c', 'es', 50), 'audio-en': audio('c', 'en') }, 2),
];

describe("the tour's tracks and summary", () => {
  it('plays the narrations of the current language in order, each with its label’s number', () => {
    expect(tourTracks(works, 'en').map(({ id, number, title }) => [id, number, title])).toEqual([
      ['a', 4, 'Work a'],
      ['c', 2, 'Work c'],
    ]);
    // A work stored before codes: its number.
    expect(tourTracks([work('d', { 'audio-es': audio('d', 'es') })], 'es')[0]?.number).toBe(1);
    expect(tourTracks(works, 'es').map((track) => track.duration)).toEqual([65, 70, 50]);
  });

  it('says how many works, the minutes of audio and the narration languages', () => {
    expect(tourSummary(works, 'es')).toEqual({ works: 3, minutes: 3, languages: ['es', 'en'] });
    // An unmeasured narration counts for nothing; no measured one at all says no minutes.
    expect(tourSummary(works, 'en').minutes).toBe(1);
    expect(tourSummary([work('d', {})], 'es')).toEqual({ works: 1, minutes: null, languages: [] });
  });
});

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

const work = (id: string, media: Work['media']): Work => ({
  id,
  tourId: 't1',
  order: 0,
  name: { es: `Obra ${id}`, en: `Work ${id}` },
  description: { es: 'Descripción', en: 'Description' },
  author: 'Artist',
  transcript: { es: '', en: '' },
  room: { es: '', en: '' },
  media,
});

const works = [
  work('a', { 'audio-es': audio('a', 'es', 65), 'audio-en': audio('a', 'en', 60) }),
  // No narration in English: the tour's player skips it there, its number stays 2.
  work('b', { 'audio-es': audio('b', 'es', 70) }),
  work('c', { 'audio-es': audio('c', 'es', 50), 'audio-en': audio('c', 'en') }),
];

describe("the tour's tracks and summary", () => {
  it('plays the narrations of the current language in order, each with its work number', () => {
    expect(tourTracks(works, 'en').map(({ id, number, title }) => [id, number, title])).toEqual([
      ['a', 1, 'Work a'],
      ['c', 3, 'Work c'],
    ]);
    expect(tourTracks(works, 'es').map((track) => track.duration)).toEqual([65, 70, 50]);
  });

  it('says how many works, the minutes of audio and the narration languages', () => {
    expect(tourSummary(works, 'es')).toEqual({ works: 3, minutes: 3, languages: ['es', 'en'] });
    // An unmeasured narration counts for nothing; no measured one at all says no minutes.
    expect(tourSummary(works, 'en').minutes).toBe(1);
    expect(tourSummary([work('d', {})], 'es')).toEqual({ works: 1, minutes: null, languages: [] });
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { museums, tours } from '../../seed/content.mjs';
import { checkWorkNumbers, describeFile, seedLikers, seedRoom, tourMuseumName } from './seed.mjs';

const media = (path: string) =>
  new Uint8Array(readFileSync(join(process.cwd(), 'seed', 'media', path)));

describe('what the seed records about its files', () => {
  it("a WebP's pixel size", () => {
    expect(describeFile(media('tours/mnba-realismo-social-1200.webp'), 'image/webp')).toEqual({
      width: 1200,
      height: 800,
    });
  });

  it("an MP3's length, to the millisecond, as a browser measures it", () => {
    // What a browser's <audio> reports for this file (1158 frames of 576 samples at 24 kHz, no
    // encoder tag), as the back-office stores it.
    expect(describeFile(media('audio/berni-manifestacion-es.mp3'), 'audio/mpeg')).toEqual({
      duration: 27.792,
    });
  });
});

describe("a seed work's room", () => {
  it('is empty when content.mjs gives none, and trimmed when it does', () => {
    expect(seedRoom({ id: 'w' })).toEqual({ es: '', en: '' });
    expect(seedRoom({ id: 'w', room: null })).toEqual({ es: '', en: '' });
    expect(
      seedRoom({ id: 'w', room: { es: ' Sala 24, planta baja ', en: 'Room 24, ground floor' } }),
    ).toEqual({
      es: 'Sala 24, planta baja',
      en: 'Room 24, ground floor',
    });
  });

  it.each([
    ['a string', 'Sala 24'],
    ['one language only', { es: 'Sala 24' }],
    ['a third language', { es: 'Sala 24', en: 'Room 24', fr: 'Salle 24' }],
    ['121 characters', { es: 'a'.repeat(121), en: '' }],
    ['a number', { es: 24, en: 'Room 24' }],
  ])('is refused, naming the work, when it is %s (the rules would refuse it)', (_, room) => {
    expect(() => seedRoom({ id: 'mnba-x', room })).toThrow(/Seed work mnba-x: room/);
  });
});

describe("a seed tour's museum name", () => {
  it("is its museum's, in both languages", () => {
    const tour = tours.find((each) => each.tematicId === 'moderno');
    if (!tour) throw new Error('the seed needs a tour of the Moderno');
    expect(tourMuseumName(tour, museums)).toEqual({
      es: 'Museo de Arte Moderno de Buenos Aires',
      en: 'Buenos Aires Museum of Modern Art',
    });
  });

  it('is refused, naming the tour, when its museum is not in the seed', () => {
    expect(() => tourMuseumName({ id: 't', tematicId: 'nowhere' }, museums)).toThrow(
      /Seed tour t: no museum nowhere/,
    );
  });
});

describe("a seed tour's likes", () => {
  it('are its demo accounts and made-up visitors, each once, as many as it says', () => {
    const tour = { likedBy: ['demo-visitor', 'demo-visitor-2'], otherLikes: 3 };
    expect(seedLikers(tour)).toEqual([
      'demo-visitor',
      'demo-visitor-2',
      'demo-liker-00001',
      'demo-liker-00002',
      'demo-liker-00003',
    ]);
  });

  it('are liked only on published tours, in the demo content', () => {
    for (const tour of tours) {
      if (tour.state !== 'published') expect(seedLikers(tour)).toEqual([]);
    }
  });
});

describe("a seed tour's work numbers", () => {
  const work = (expositionId: string, order: number) => ({ expositionId, order });

  it('are 1..n in every demo tour', async () => {
    const content = await import('../../seed/content.mjs');
    expect(() => checkWorkNumbers(content.works)).not.toThrow();
  });

  it('are refused, naming the tour, with a gap or a number twice', () => {
    expect(() => checkWorkNumbers([work('t', 1), work('t', 3)])).toThrow(/Seed tour t: .*1, 3/);
    expect(() => checkWorkNumbers([work('t', 1), work('t', 1), work('u', 1)])).toThrow(
      /Seed tour t:/,
    );
    expect(() => checkWorkNumbers([work('t', 2), work('t', 1), work('u', 1)])).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { tourModel, tourInputSchema } from './tour';
import { withMuseumName } from './museum-name';

const MUSEUM = { es: 'Museo Nacional de Bellas Artes', en: 'National Museum of Fine Arts' };

const input = {
  museumId: 'mnba',
  name: { es: 'Realismo social', en: 'Social realism' },
  description: { es: 'Un recorrido', en: 'A tour' },
  resume: { es: '', en: '' },
  address: 'Av. del Libertador 1473, CABA',
  museum: MUSEUM,
};
const stored = { ...input, highlight: false, likeCount: 0, state: 'published', image: null };

describe('a tour read from Firestore', () => {
  it('has its museum name in both languages', () => {
    expect(tourModel.docSchema.parse(stored).museum).toEqual(MUSEUM);
  });

  it('reads a museum name stored as one string, trimmed, as that name in both languages', () => {
    const old = tourModel.docSchema.parse({
      ...stored,
      museum: ' Museo Nacional de Bellas Artes ',
    });
    expect(old.museum).toEqual({ es: MUSEUM.es, en: MUSEUM.es });
  });

  it('keeps that shape when cached on the device and read back', () => {
    const model = { id: 't', ...tourModel.docSchema.parse(stored) };
    expect(tourModel.schema.parse(JSON.parse(JSON.stringify(model))).museum).toEqual(MUSEUM);
  });

  it.each([
    ['a blank English name', { es: MUSEUM.es, en: '  ' }],
    ['a name in one language only', { es: MUSEUM.es }],
    ['a third language', { ...MUSEUM, fr: 'Musée' }],
    ['a 201-character name', { es: 'a'.repeat(201), en: MUSEUM.en }],
    ['a blank string', ' '],
    ['a number', 42],
    ['null', null],
  ])('refuses a museum name that is %s', (_, museum) => {
    expect(tourModel.docSchema.safeParse({ ...stored, museum }).success).toBe(false);
  });
});

describe('a tour’s likes', () => {
  const at = { toMillis: () => 0, seconds: 0, nanoseconds: 0 };
  const read = (data: object) =>
    tourModel.converter.fromData('exposition/t', 't', { ...data, createdAt: at, updatedAt: at });

  it('reads its count', () => {
    expect(read({ ...stored, likeCount: 50_000 }).likeCount).toBe(50_000);
  });

  it('reads a document the likes migration has not reached as the number of distinct likers', () => {
    const { likeCount: _none, ...old } = stored;
    const tour = read({ ...old, likes: ['u1', 'u2', 'u1'] });
    expect(tour.likeCount).toBe(2);
    // Who liked it never reaches a page, the cache or a saved copy.
    expect(JSON.stringify(tour)).not.toContain('u1');
  });

  it.each([
    ['no count and no list', undefined],
    ['a negative count', -1],
    ['a fractional count', 1.5],
    ['a count stored as text', '3'],
  ])('refuses a document with %s', (_, likeCount) => {
    expect(() => read({ ...stored, likeCount })).toThrow(/likeCount/);
  });
});

describe('the back-office input', () => {
  it('takes the museum name in both languages', () => {
    expect(tourInputSchema.parse(input).museum).toEqual(MUSEUM);
  });

  it('never writes a one-string museum name, nor one without a language', () => {
    expect(tourInputSchema.safeParse({ ...input, museum: MUSEUM.es }).success).toBe(false);
    expect(tourInputSchema.safeParse({ ...input, museum: { es: MUSEUM.es, en: '' } }).success).toBe(
      false,
    );
    expect(tourInputSchema.safeParse({ ...input, museum: undefined }).success).toBe(false);
  });
});

describe('withMuseumName (tours saved on the device)', () => {
  it('gives a tour saved with a one-string museum name that name in both languages', () => {
    const saved = { id: 't', ...tourModel.docSchema.parse(stored) };
    expect(withMuseumName({ ...saved, museum: MUSEUM.es }).museum).toEqual({
      es: MUSEUM.es,
      en: MUSEUM.es,
    });
    expect(withMuseumName(saved).museum).toEqual(MUSEUM);
  });
});

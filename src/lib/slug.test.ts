import { describe, expect, it } from 'vitest';
import { SLUG_MAX, SLUG_PATTERN, slugCandidate, slugOf } from './slug';

describe('a title as an address', () => {
  it('is lowercase, without accents, its words joined by "-"', () => {
    expect(slugOf('Mirar y ser mirados')).toBe('mirar-y-ser-mirados');
    expect(slugOf('Pampa y frontera: Ñandú, güemes & CÍA.')).toBe(
      'pampa-y-frontera-nandu-guemes-cia',
    );
    expect(slugOf('  ¿Qué es el arte?  ')).toBe('que-es-el-arte');
    expect(slugOf('De Manet a Picasso (1860–1930)')).toBe('de-manet-a-picasso-1860-1930');
  });

  it('is empty when the title keeps no letter or digit', () => {
    expect(slugOf('¡¿…?!')).toBe('');
    expect(slugOf('美術館')).toBe('');
  });

  it('is at most SLUG_MAX characters, cut at a word where it can be', () => {
    const long = slugOf(
      'Una recorrida muy larga por las salas del museo nacional de bellas artes de Buenos Aires',
    );
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(long).toBe('una-recorrida-muy-larga-por-las-salas-del-museo-nacional-de');
    expect(slugOf('a'.repeat(80))).toBe('a'.repeat(SLUG_MAX));
  });

  it('is always what firestore.rules accept as a new id', () => {
    for (const title of ['Mirar y ser mirados', 'x'.repeat(100), 'A -- b', '1, 2, 3'])
      expect(slugOf(title)).toMatch(SLUG_PATTERN);
  });
});

describe('the candidates for a taken address', () => {
  it('are the address, then -2, -3…, still within SLUG_MAX', () => {
    expect(slugCandidate('mi-recorrido', 1)).toBe('mi-recorrido');
    expect(slugCandidate('mi-recorrido', 2)).toBe('mi-recorrido-2');
    expect(slugCandidate('mi-recorrido', 13)).toBe('mi-recorrido-13');
    const long = slugCandidate('a'.repeat(SLUG_MAX), 12);
    expect(long).toBe(`${'a'.repeat(SLUG_MAX - 3)}-12`);
    expect(slugCandidate(`${'a'.repeat(57)}-bc`, 2)).toMatch(SLUG_PATTERN);
  });
});

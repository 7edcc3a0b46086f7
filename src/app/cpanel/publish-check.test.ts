import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Obra } from '@/features/works/model/obra';
import es from '@/i18n/locales/es/global.json';
import { describeProblems, publishProblems } from './publish-check';

const ref = (path: string) => ({
  url: `https://x.test/${path}`,
  path,
  contentType: 'audio/mpeg',
  size: 10,
});
function work(order: number, overrides: Partial<Obra> = {}): Obra {
  return {
    id: `w${order}`,
    expositionId: 't1',
    order,
    name: { es: `Obra ${order}`, en: `Work ${order}` },
    description: { es: 'Descripción', en: 'Description' },
    author: 'Artista',
    transcript: { es: '', en: '' },
    room: { es: '', en: '' },
    media: { 'audio-es': ref('a/audio-es.mp3'), 'audio-en': ref('a/audio-en.mp3') },
    ...overrides,
  };
}

describe('publishProblems', () => {
  it('lets a tour with four complete works be published', () => {
    expect(publishProblems([1, 2, 3, 4].map((n) => work(n)))).toEqual([]);
  });

  it('counts the works when there are fewer than four', () => {
    expect(publishProblems([work(1), work(2), work(3)])).toEqual([
      { kind: 'tooFewWorks', count: 3, min: 4 },
    ]);
    expect(publishProblems([])).toEqual([{ kind: 'tooFewWorks', count: 0, min: 4 }]);
  });

  it('names the work, by position, and each thing it lacks', () => {
    const works = [
      work(1),
      work(2, { media: { 'audio-es': ref('b/audio-es.mp3') } }),
      work(3, { description: { es: '  ', en: 'Description' } }),
      work(4, { media: {}, name: { es: 'Cuatro', en: '' } }),
    ];
    expect(publishProblems(works)).toEqual([
      { kind: 'work', position: 2, title: 'Obra 2', missing: ['audio-en'] },
      { kind: 'work', position: 3, title: 'Obra 3', missing: ['text-es'] },
      { kind: 'work', position: 4, title: 'Cuatro', missing: ['audio-es', 'audio-en', 'text-en'] },
    ]);
  });

  it('says it in Spanish, exactly', async () => {
    const t = await i18next.createInstance().init({
      lng: 'es',
      resources: { es: { translation: es } },
    });
    const problems = publishProblems([work(1), work(2, { media: {} }), work(3)]);
    expect(describeProblems(problems, t)).toEqual([
      'Tiene 3 obras: hacen falta al menos 4.',
      'A la obra 2 («Obra 2») le falta: audio en español, audio en inglés.',
    ]);
  });
});

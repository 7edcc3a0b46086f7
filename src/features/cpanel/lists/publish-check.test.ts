import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Tour } from '@/features/tours/model/tour';
import type { Work } from '@/features/works/model/work';
import en from '@/i18n/locales/en/global.json';
import es from '@/i18n/locales/es/global.json';
import {
  describeProblems,
  publishProblems,
  readiness,
  type PublishCandidate,
} from '@/features/cpanel/lists/publish-check';

const ref = (path: string) => ({
  url: `https://x.test/${path}`,
  path,
  contentType: 'audio/mpeg',
  size: 10,
});
function work(order: number, overrides: Partial<Work> = {}): Work {
  return {
    id: `w${order}`,
    tourId: 't1',
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

const MUSEUM = { es: 'Museo Nacional de Bellas Artes', en: 'National Museum of Fine Arts' };
const tour: PublishCandidate['tour'] = {
  name: { es: 'Realismo social', en: 'Social realism' },
  description: { es: 'Un recorrido', en: 'A tour' },
  resume: { es: '', en: '' },
  museum: MUSEUM,
};
const four = () => [1, 2, 3, 4].map((n) => work(n));
const check = (change: Partial<PublishCandidate> = {}) =>
  publishProblems({ tour, works: four(), museumName: MUSEUM, ...change });
const withTour = (fields: Partial<Tour>) => check({ tour: { ...tour, ...fields } });

async function translator(language: 'es' | 'en') {
  return i18next.createInstance().init({
    lng: language,
    resources: { [language]: { translation: language === 'es' ? es : en } },
  });
}

describe('publishProblems', () => {
  it('lets a tour with four complete works be published', () => {
    expect(check()).toEqual([]);
    expect(check({ museumName: undefined })).toEqual([]);
  });

  it('counts the works when there are fewer than four', () => {
    expect(check({ works: [work(1), work(2), work(3)] })).toEqual([
      { kind: 'tooFewWorks', count: 3, min: 4 },
    ]);
    expect(check({ works: [] })).toEqual([{ kind: 'tooFewWorks', count: 0, min: 4 }]);
  });

  it('names the work, by position, and each thing it lacks', () => {
    const works = [
      work(1),
      work(2, { media: { 'audio-es': ref('b/audio-es.mp3') } }),
      work(3, { description: { es: '  ', en: 'Description' } }),
      work(4, { media: {}, name: { es: 'Cuatro', en: '' } }),
    ];
    expect(check({ works })).toEqual([
      { kind: 'work', position: 2, title: 'Obra 2', missing: ['audio-en'] },
      { kind: 'work', position: 3, title: 'Obra 3', missing: ['text-es'] },
      { kind: 'work', position: 4, title: 'Cuatro', missing: ['audio-es', 'audio-en', 'text-en'] },
    ]);
  });

  it('asks for a narration text or room in the language that lacks it, when the other has one', () => {
    const works = [
      work(1, { transcript: { es: 'Empezamos con una escena', en: '' } }),
      work(2, { room: { es: '', en: 'Room 21, ground floor' } }),
      work(3, { transcript: { es: 'Texto', en: 'Text' }, room: { es: 'Sala 3', en: '  ' } }),
      // Neither language: nothing to match.
      work(4, { transcript: { es: '', en: '' }, room: { es: ' ', en: '' } }),
    ];
    expect(check({ works })).toEqual([
      { kind: 'work', position: 1, title: 'Obra 1', missing: ['transcript-en'] },
      { kind: 'work', position: 2, title: 'Obra 2', missing: ['room-es'] },
      { kind: 'work', position: 3, title: 'Obra 3', missing: ['room-en'] },
    ]);
  });

  it('asks for the tour’s own texts in each language, the resume only when the other has one', () => {
    expect(withTour({ resume: { es: 'Para seguir: leé', en: '' } })).toEqual([
      { kind: 'tour', missing: ['resume-en'] },
    ]);
    expect(withTour({ resume: { es: '', en: 'To keep going' } })).toEqual([
      { kind: 'tour', missing: ['resume-es'] },
    ]);
    expect(
      withTour({ name: { es: ' ', en: 'Social realism' }, description: { es: 'Un', en: '' } }),
    ).toEqual([{ kind: 'tour', missing: ['title-es', 'description-en'] }]);
  });

  it('refuses a tour whose museum name is not its museum’s, in each language', () => {
    // Stored before names were bilingual: the Spanish name read in both languages.
    const legacy = { es: MUSEUM.es, en: MUSEUM.es };
    expect(withTour({ museum: legacy })).toEqual([{ kind: 'tour', missing: ['museum-en'] }]);
    expect(withTour({ museum: { es: '', en: MUSEUM.en } })).toEqual([
      { kind: 'tour', missing: ['museum-es'] },
    ]);
    // Without the museum's name at hand, only a blank one is refused.
    expect(check({ tour: { ...tour, museum: legacy }, museumName: undefined })).toEqual([]);
    expect(
      check({ tour: { ...tour, museum: { es: MUSEUM.es, en: '' } }, museumName: undefined }),
    ).toEqual([{ kind: 'tour', missing: ['museum-en'] }]);
  });

  it('lists the tour’s problems first, then the count, then each work', () => {
    const problems = publishProblems({
      tour: { ...tour, resume: { es: 'Leé', en: '' } },
      works: [work(1, { room: { es: 'Sala 1', en: '' } })],
      museumName: MUSEUM,
    });
    expect(problems.map((problem) => problem.kind)).toEqual(['tour', 'tooFewWorks', 'work']);
  });

  it('says it in Spanish, exactly', async () => {
    const problems = publishProblems({
      tour: { ...tour, museum: { es: MUSEUM.es, en: MUSEUM.es } },
      works: [work(1), work(2, { media: {}, transcript: { es: 'Texto', en: '' } }), work(3)],
      museumName: MUSEUM,
    });
    expect(describeProblems(problems, await translator('es'))).toEqual([
      'Al recorrido le falta: nombre del museo en inglés (guardá el recorrido para copiarlo del museo).',
      'Tiene 3 obras: hacen falta al menos 4.',
      'A la obra 2 («Obra 2») le falta: audio en español, audio en inglés, texto del audio en inglés.',
    ]);
  });

  it('says it in English, exactly', async () => {
    const problems = publishProblems({
      tour: { ...tour, resume: { es: '', en: 'To keep going' } },
      works: [...four().slice(0, 3), work(4, { room: { es: 'Sala 4', en: '' } })],
      museumName: MUSEUM,
    });
    expect(describeProblems(problems, await translator('en'))).toEqual([
      'The tour lacks: “after the tour” text in Spanish.',
      'Work 4 (“Obra 4”) lacks: room in English.',
    ]);
  });
});

describe('publishProblems of a temporary exhibition', () => {
  // Open from 1 to 30 April 2027.
  const days = { opensOn: 20270401, closesOn: 20270430 };
  const on = (today: number, change: Partial<PublishCandidate> = {}) =>
    check({ tour: { ...tour, ...days }, today, ...change });

  it('publishes an upcoming one, an open one and one on its closing day', () => {
    expect(on(20270301)).toEqual([]);
    expect(on(20270415)).toEqual([]);
    expect(on(20270430)).toEqual([]);
  });

  it('refuses one already closed, before what it lacks', () => {
    expect(on(20270501)).toEqual([{ kind: 'closed', closedOn: 20270430 }]);
    expect(on(20270501, { works: [] })).toEqual([
      { kind: 'closed', closedOn: 20270430 },
      { kind: 'tooFewWorks', count: 0, min: 4 },
    ]);
    expect(readiness({ tour: { ...tour, ...days }, works: four(), today: 20270501 })).toMatchObject(
      { publishable: false, others: [{ kind: 'closed' }] },
    );
  });

  it('says why in both languages', async () => {
    const problems = on(20270501);
    expect(describeProblems(problems, await translator('es'))).toEqual([
      'La muestra ya terminó: cambiá sus fechas para publicarla.',
    ]);
    expect(describeProblems(problems, await translator('en'))).toEqual([
      'The exhibition has already closed: change its dates to publish it.',
    ]);
  });
});

describe('readiness', () => {
  it('counts the complete works out of those needed, and says what each other one lacks', () => {
    const works = [
      work(1),
      work(2, { media: {} }),
      work(3),
      work(4, { room: { es: 'Sala 1', en: '' } }),
    ];
    const ready = readiness({ tour, works, museumName: MUSEUM });
    expect(ready).toMatchObject({ ready: 2, needed: 4, others: [], publishable: false });
    expect([...ready.lacks]).toEqual([
      ['w2', ['audio-es', 'audio-en']],
      ['w4', ['room-en']],
    ]);
  });

  it('needs four works even when there are fewer, and every one when there are more', () => {
    const three = readiness({ tour, works: [work(1), work(2), work(3)] });
    expect(three).toMatchObject({ ready: 3, needed: 4, publishable: false });
    expect(three.others).toEqual([{ kind: 'tooFewWorks', count: 3, min: 4 }]);
    const five = readiness({ tour, works: [...four(), work(5)] });
    expect(five).toMatchObject({ ready: 5, needed: 5, publishable: true });
  });

  it('is publishable exactly when the publish check finds nothing', () => {
    expect(readiness({ tour, works: four(), museumName: MUSEUM }).publishable).toBe(true);
    const untitled = readiness({ tour: { ...tour, name: { es: 'R', en: '' } }, works: four() });
    expect(untitled).toMatchObject({ ready: 4, publishable: false });
    expect(untitled.others).toEqual([{ kind: 'tour', missing: ['title-en'] }]);
  });
});

import { describe, expect, it } from 'vitest';
import { workModel, workInputSchema } from './work';
import { withRoom } from './room';

const ref = (path: string, extra: Record<string, number> = {}) => ({
  url: `https://x.test/${path}`,
  path,
  contentType: path.endsWith('.mp3') ? 'audio/mpeg' : 'image/webp',
  size: 1000,
  ...extra,
});

/** A work document as stored before rooms and measured files. */
const stored = {
  tourId: 'tour-1',
  order: 1,
  name: { es: 'La vuelta del malón', en: 'The Return of the Raid' },
  description: { es: 'Óleo', en: 'Oil' },
  author: 'Ángel Della Valle',
  transcript: { es: '', en: '' },
  media: { mainImg: ref('w/mainImg-1000.webp'), 'audio-es': ref('w/audio-es.mp3') },
};

const input = {
  tourId: 'tour-1',
  order: 1,
  name: stored.name,
  description: stored.description,
  author: stored.author,
  transcript: stored.transcript,
};

describe('a work read from Firestore', () => {
  it('has an empty room when it was stored without one', () => {
    const work = workModel.docSchema.parse(stored);
    expect(work.room).toEqual({ es: '', en: '' });
    expect(work.media.mainImg).not.toHaveProperty('width');
  });

  it('keeps its room, trimmed, and its files’ pixel sizes and lengths', () => {
    const work = workModel.docSchema.parse({
      ...stored,
      room: { es: '  Sala 24, planta baja ', en: 'Room 24, ground floor' },
      media: {
        mainImg: ref('w/mainImg-1000.webp', { width: 1000, height: 750 }),
        'audio-es': ref('w/audio-es.mp3', { duration: 27.794 }),
      },
    });
    expect(work.room).toEqual({ es: 'Sala 24, planta baja', en: 'Room 24, ground floor' });
    expect(work.media.mainImg).toMatchObject({ width: 1000, height: 750 });
    expect(work.media['audio-es']?.duration).toBe(27.794);
  });

  it.each([
    ['a 121-character room', { room: { es: 'a'.repeat(121), en: '' } }],
    ['a room with a third language', { room: { es: '', en: '', fr: 'Salle' } }],
    ['a room that is a string', { room: 'Sala 24' }],
    ['an image 0 px wide', { media: { mainImg: ref('w/m.webp', { width: 0, height: 10 }) } }],
    ['an image 1.5 px high', { media: { mainImg: ref('w/m.webp', { width: 1, height: 1.5 }) } }],
    ['an image past WebP’s limit', { media: { map: ref('w/m.webp', { width: 16384 }) } }],
    ['a narration of 0 s', { media: { 'audio-en': ref('w/a.mp3', { duration: 0 }) } }],
    ['a narration over two hours', { media: { 'audio-en': ref('w/a.mp3', { duration: 7201 }) } }],
  ])('is refused with %s', (_, change) => {
    expect(workModel.docSchema.safeParse({ ...stored, ...change }).success).toBe(false);
  });
});

describe('the back-office input', () => {
  it('may leave the room out (an edit then keeps the stored one)', () => {
    expect(workInputSchema.parse(input)).not.toHaveProperty('room');
  });

  it('trims the room and allows it empty in either language', () => {
    expect(workInputSchema.parse({ ...input, room: { es: ' Sala 24 ', en: '' } }).room).toEqual({
      es: 'Sala 24',
      en: '',
    });
  });

  it('refuses a room over 120 characters, counted after trimming', () => {
    const room = (es: string) => workInputSchema.safeParse({ ...input, room: { es, en: '' } });
    expect(room(` ${'a'.repeat(120)} `).success).toBe(true);
    expect(room('a'.repeat(121)).success).toBe(false);
  });
});

describe('withRoom (tours saved on the device)', () => {
  it('gives a work saved before rooms an empty one and keeps a saved room', () => {
    const { room: _r, createdAt: _c, updatedAt: _u, ...saved } = workModel.docSchema.parse(stored);
    const old = { id: 'w', ...saved };
    expect(withRoom(old).room).toEqual({ es: '', en: '' });
    const room = { es: 'Sala 3', en: 'Room 3' };
    expect(withRoom({ ...old, room }).room).toEqual(room);
  });
});

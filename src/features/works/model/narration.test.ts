import { describe, expect, it } from 'vitest';
import { narrationSeconds } from './narration';
import type { Obra } from './obra';

const ref = (path: string, extra: Record<string, number> = {}) => ({
  url: `https://x.test/${path}`,
  path,
  contentType: 'audio/mpeg',
  size: 1000,
  ...extra,
});

describe('narrationSeconds', () => {
  const work = (media: Obra['media']) => ({ media });
  const measured = work({
    'audio-es': ref('w/audio-es.mp3', { duration: 27.8 }),
    'audio-en': ref('w/audio-en.mp3', { duration: 28 }),
  });

  it("is the length of the narration in the visitor's language", () => {
    expect(narrationSeconds(measured, 'es')).toBe(27.8);
    expect(narrationSeconds(measured, 'en')).toBe(28);
    expect(narrationSeconds(measured, 'en-GB')).toBe(28);
    expect(narrationSeconds(measured, 'es-AR')).toBe(27.8);
  });

  it('is undefined when that narration was not measured, or is missing', () => {
    const partial = work({ 'audio-es': ref('w/audio-es.mp3') });
    expect(narrationSeconds(partial, 'es')).toBeUndefined();
    expect(narrationSeconds(partial, 'en')).toBeUndefined();
    expect(narrationSeconds(work({}), 'es')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { narrationOf } from './narration';
import type { Work } from './work';

const ref = (path: string, extra: Record<string, number> = {}) => ({
  url: `https://x.test/${path}`,
  path,
  contentType: 'audio/mpeg',
  size: 1000,
  ...extra,
});

describe('narrationOf', () => {
  const work = (media: Work['media']) => ({ media });
  const measured = work({
    'audio-es': ref('w/audio-es.mp3', { duration: 27.8 }),
    'audio-en': ref('w/audio-en.mp3', { duration: 28 }),
  });

  it("is the length of the narration in the visitor's language", () => {
    expect(narrationOf(measured, 'es')?.duration).toBe(27.8);
    expect(narrationOf(measured, 'en')?.duration).toBe(28);
    expect(narrationOf(measured, 'en-GB')?.duration).toBe(28);
    expect(narrationOf(measured, 'es-AR')?.duration).toBe(27.8);
  });

  it('is undefined when that narration was not measured, or is missing', () => {
    const partial = work({ 'audio-es': ref('w/audio-es.mp3') });
    expect(narrationOf(partial, 'es')?.duration).toBeUndefined();
    expect(narrationOf(partial, 'en')?.duration).toBeUndefined();
    expect(narrationOf(work({}), 'es')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { works } from '../seed/content.mjs';

// Every seeded narration has its text (the transcript under the player, WCAG 1.2.1) in both
// languages: scripts/lib/seed.mjs stores `narration` as the work's `transcript`.
describe('seed narrations', () => {
  it.each(works.map((work) => [work.id, work] as const))(
    '%s has a transcript in es and en',
    (_, work) => {
      expect(work.narration.es.trim().length).toBeGreaterThan(80);
      expect(work.narration.en.trim().length).toBeGreaterThan(80);
      expect(work.narration.es).not.toBe(work.narration.en);
      expect(work.files['audio-es']).toMatch(/-es\.mp3$/);
      expect(work.files['audio-en']).toMatch(/-en\.mp3$/);
    },
  );
});

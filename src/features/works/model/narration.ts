// Type-only imports: the tour page can ask this before zod and Firestore have loaded.
import type { Obra } from './obra';

/**
 * Seconds of a work's narration in the visitor's language ('es', 'en', 'en-GB'... as `pick`
 * reads it), when its upload measured them; undefined for narrations stored before that,
 * or when the work has none in that language.
 */
export function narrationSeconds(work: Pick<Obra, 'media'>, language: string): number | undefined {
  return work.media[language.startsWith('en') ? 'audio-en' : 'audio-es']?.duration;
}

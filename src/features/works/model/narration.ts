// Type-only imports: the tour page asks this before zod and Firestore have loaded.
import type { Work } from './work';

/**
 * A work's narration in the visitor's language ('es', 'en', 'en-GB'... as `pick` reads it),
 * with its length in seconds when its upload measured it; undefined when the work has none
 * in that language.
 */
export function narrationOf(work: Pick<Work, 'media'>, language: string) {
  return work.media[language.startsWith('en') ? 'audio-en' : 'audio-es'];
}

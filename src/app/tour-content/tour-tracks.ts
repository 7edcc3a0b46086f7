import type { Track } from '@/features/player/model/track';
import { codeOf } from '@/features/works/model/codes';
import { narrationOf } from '@/features/works/model/narration';
import type { Work } from '@/features/works/model/work';
import { LANGUAGES, pick, type Language } from '@/lib/model/language';

export const languageOf = (language: string): Language => (language.startsWith('en') ? 'en' : 'es');

/** The tour's narrations in `language`, in the tour's order: what its one player plays. */
export function tourTracks(works: Work[], language: Language): Track[] {
  return works.flatMap((work) => {
    const audio = narrationOf(work, language);
    if (!audio) return [];
    const image = work.media.mainImg;
    return [
      {
        id: work.id,
        number: codeOf(work),
        title: pick(work.name, language),
        artist: work.author,
        src: audio.url,
        duration: audio.duration,
        artwork: image && { src: image.url, type: image.contentType },
      },
    ];
  });
}

/** What the tour's summary line says: works, listening time, narration languages. */
export function tourSummary(works: Work[], language: Language) {
  const seconds = tourTracks(works, language).reduce(
    (sum, track) => sum + (track.duration ?? 0),
    0,
  );
  return {
    works: works.length,
    minutes: seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : null,
    languages: LANGUAGES.filter((each) => works.some((work) => narrationOf(work, each))),
  };
}

import { useEffect, useState } from 'react';
import { languageBytes, tourFiles } from '@/features/offline/model/tour-files';
import type { Tour } from '@/features/tours/model/tour';
import { listWorksOfTourUncached } from '@/features/works/api/works';
import type { Work } from '@/features/works/model/work';

/** Past this, saving a tour for offline takes minutes on a gallery's signal. */
export const OFFLINE_WARNING_BYTES = 15_000_000;

export type Language = 'es' | 'en';

/**
 * What a visitor would download to save `tour` for offline in each language, counted as the
 * tour page counts it (its `tourFiles`: images with their small copies, maps, that language's
 * narrations), with this work's new narrations in place of what it had.
 */
export function offlineSizes(
  tour: Tour,
  works: Work[],
  workId: string | undefined,
  narrations: Partial<Record<Language, number>>,
): Record<Language, number> {
  const others = works.filter((each) => each.id !== workId);
  const edited = works.find((each) => each.id === workId);
  const media: Work['media'] = { ...edited?.media };
  for (const language of ['es', 'en'] as const) {
    const size = narrations[language];
    if (size === undefined) continue;
    media[`audio-${language}`] = {
      url: `https://pending.invalid/${language}`,
      path: `pending/audio-${language}.mp3`,
      contentType: 'audio/mpeg',
      size,
    };
  }
  // tourFiles reads nothing of a work but its media, and a new work has nothing else yet.
  const current = { media } as Work;
  const files = tourFiles(tour, [...others, current]);
  return {
    es: languageBytes(files, 'es'),
    en: languageBytes(files, 'en'),
  };
}

/**
 * The tour's offline size per language once this work's processed narrations are in, or
 * null until one is ready (only then are the tour's works read).
 */
export function useTourOfflineSizes(
  tour: Tour | undefined,
  workId: string | undefined,
  narrations: Partial<Record<Language, number>>,
): Record<Language, number> | null {
  const [works, setWorks] = useState<{ tourId: string; list: Work[] } | null>(null);
  const wanted = tour !== undefined && Object.keys(narrations).length > 0;
  const tourId = tour?.id;
  useEffect(() => {
    if (!wanted || !tourId) return;
    let live = true;
    void listWorksOfTourUncached(tourId).then((result) => {
      if (live && !result.isError) setWorks({ tourId, list: result.data });
    });
    return () => {
      live = false;
    };
  }, [wanted, tourId]);
  if (!wanted || works?.tourId !== tour.id) return null;
  return offlineSizes(tour, works.list, workId, narrations);
}

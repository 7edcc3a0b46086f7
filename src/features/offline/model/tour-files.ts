import type { Tour } from '@/features/tours/model/tour';
import type { Work } from '@/features/works/model/work';
import { imageSources, namedWidth, SMALL_WIDTH } from '@/lib/image-variants';
import type { MediaRef } from '@/lib/model/shared';
import type { TourFiles } from '../components/save-tour';
import { totalBytes } from '../lib/offline-files';

/** An image and, for resized ones, its small copy (the page may show either). */
function imageFiles(ref: MediaRef) {
  const { src, srcSet } = imageSources(ref);
  const files = [{ url: src, size: ref.size }];
  const width = namedWidth(ref);
  for (const candidate of srcSet?.split(',') ?? []) {
    const url = candidate.trim().split(/\s+/)[0];
    if (!url || url === src) continue;
    // The small copy's size is not recorded: estimate it from the pixel ratio.
    const ratio = width ? (SMALL_WIDTH / width) ** 2 : 0.3;
    files.push({ url, size: Math.max(1, Math.round(ref.size * ratio)) });
  }
  return files;
}

/**
 * Everything a tour needs offline, split by what each language adds. The tour's floor plan comes
 * once, however many of its works show it (those without a map of their own).
 */
export function tourFiles(tour: Tour, works: Work[]): TourFiles {
  const common = [
    ...(tour.image ? imageFiles(tour.image) : []),
    ...(tour.map && works.some((work) => !work.media.map) ? imageFiles(tour.map) : []),
    ...works.flatMap((work) => [
      ...(work.media.mainImg ? imageFiles(work.media.mainImg) : []),
      ...(work.media.map ? imageFiles(work.media.map) : []),
    ]),
  ];
  const audio = (language: 'es' | 'en') =>
    works.flatMap((work) => {
      const ref = work.media[language === 'es' ? 'audio-es' : 'audio-en'];
      return ref ? [{ url: ref.url, size: ref.size }] : [];
    });
  return { common, es: audio('es'), en: audio('en') };
}

/**
 * The bytes a visitor downloads to save the tour in `language`: what any language needs and that
 * language's narrations, each file once.
 */
export const languageBytes = (files: TourFiles, language: 'es' | 'en') =>
  totalBytes([...files.common, ...files[language]]);

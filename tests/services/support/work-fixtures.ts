/*
 * What the works' numbering tests (work-numbers, work-codes) start from: a tour written as the
 * owner, a work's texts and a picture to save it with.
 */
import type { WorkInput } from '@/features/works/model/work';
import type { MediaFile } from '@/lib/firebase/media-file';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { StoredTime, writeDocument } from '../../support/inspect';

export const AT = new StoredTime('2026-01-01T12:00:00.000000Z');

export const bilingual = (text: string) => ({ es: `${text} (es)`, en: `${text} (en)` });

export const image = (): MediaFile => ({
  baseName: 'mainImg',
  data: new Blob([new Uint8Array(512).fill(7)], { type: 'image/webp' }),
  contentType: 'image/webp',
});

export const input = (tourId: string, order: number, name: string): WorkInput => ({
  tourId,
  order,
  name: bilingual(name),
  description: bilingual('About it'),
  author: 'Raquel Forner',
  transcript: bilingual(''),
});

/** A new empty draft tour `id`, written as the owner; `extra` fields added (its next code). */
export async function writeTour(id: string, extra: Record<string, unknown> = {}) {
  await writeDocument(`${COLLECTIONS.tours}/${id}`, {
    tematicId: 'mnba',
    name: bilingual('Tour'),
    description: bilingual('About the tour'),
    resume: bilingual(''),
    address: 'Av. del Libertador 1473',
    museum: bilingual('MNBA'),
    highlight: false,
    likeCount: 0,
    state: 'draft',
    image: null,
    ...extra,
    createdAt: AT,
    updatedAt: AT,
  });
  return id;
}

// Museums and tours written as the owner (rules bypassed), for the services' tests of what a
// tour's change moves on its museum: its count of published tours, its exhibitions' days.
import type { TourInput } from '@/features/tours/model/tour';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { readDocument, StoredTime, writeDocument } from '../../support/inspect';

const AT = new StoredTime('2026-01-01T12:00:00.000000Z');

export const bilingual = (text: string) => ({ es: `${text} (es)`, en: `${text} (en)` });

/** Writes new museums and draft tours with ids made from `prefix`. */
export function tourFixtures(prefix: string) {
  let museums = 0;
  let tours = 0;
  return {
    /** A new museum counting `publishedTours` (none: stored before counts). */
    newMuseum: async (publishedTours?: number): Promise<string> => {
      museums += 1;
      const id = `${prefix}-museum-${String(museums)}`;
      await writeDocument(`${COLLECTIONS.museums}/${id}`, {
        name: bilingual(`Museum ${String(museums)}`),
        description: bilingual('About it'),
        image: null,
        ...(publishedTours !== undefined && { publishedTours }),
        createdAt: AT,
        updatedAt: AT,
      });
      return id;
    },
    /** A new draft tour of museum `museumId`, with `fields` more (an exhibition's days). */
    newDraft: async (museumId: string, fields: Record<string, number | boolean> = {}) => {
      tours += 1;
      const id = `${prefix}-tour-${String(tours)}`;
      await writeDocument(`${COLLECTIONS.tours}/${id}`, {
        tematicId: museumId,
        name: bilingual('Tour'),
        description: bilingual('About the tour'),
        resume: bilingual(''),
        address: 'Av. del Libertador 1473',
        museum: bilingual('Museum'),
        highlight: false,
        likeCount: 0,
        state: 'draft',
        image: null,
        ...fields,
        createdAt: AT,
        updatedAt: AT,
      });
      return id;
    },
  };
}

/** The form's input for a tour of museum `museumId`. */
export const tourInput = (museumId: string, dates?: TourInput['dates']): TourInput => ({
  museumId,
  name: bilingual('Tour'),
  description: bilingual('About the tour'),
  resume: bilingual(''),
  address: 'Av. del Libertador 1473',
  museum: bilingual('Museum'),
  ...(dates !== undefined && { dates }),
});

export const museumOf = (museumId: string) => readDocument(`${COLLECTIONS.museums}/${museumId}`);
export const tourOf = (tourId: string) => readDocument(`${COLLECTIONS.tours}/${tourId}`);

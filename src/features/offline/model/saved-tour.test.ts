import { describe, expect, it } from 'vitest';
import { fromSavedTour, type SavedTourData } from './saved-tour';

const text = (es: string, en: string) => ({ es, en });

/**
 * A tour as the first versions saved it for offline use, byte for byte: the models then named
 * their references as the documents store them, the museum name was one string, the tour listed
 * the uids of everyone who liked it and works had no room. A visitor may still hold it on their phone, with no network to fetch it again.
 */
const SAVED_BY_AN_EARLY_VERSION = `{
  "tour": {
    "id": "t1", "tematicId": "m1", "name": {"es": "Recorrido", "en": "Tour"},
    "description": {"es": "D", "en": "D"}, "resume": {"es": "", "en": ""},
    "address": "Av. Libertador 1473", "museum": "Museo Nacional de Bellas Artes",
    "highlight": false, "likes": ["u1", "u2", "u1"], "state": "published", "image": null
  },
  "works": [
    {
      "id": "w1", "expositionId": "t1", "order": 1, "name": {"es": "Obra", "en": "Work"},
      "description": {"es": "D", "en": "D"}, "author": "A", "transcript": {"es": "", "en": ""},
      "media": {}
    }
  ],
  "comments": [
    {
      "id": "c1", "expositionId": "t1", "userId": "u1", "author": {"name": "Ana", "surname": "P"},
      "comment": "Hermoso", "likes": [], "createdAt": 1700000000000
    }
  ]
}`;

describe('fromSavedTour (tours saved for offline use)', () => {
  const saved = JSON.parse(SAVED_BY_AN_EARLY_VERSION) as SavedTourData;

  it('reads a tour saved by an early version in the shape the app uses now', () => {
    const { tour, works, comments } = fromSavedTour(saved);
    expect(tour).toEqual({
      id: 't1',
      museumId: 'm1',
      name: text('Recorrido', 'Tour'),
      description: text('D', 'D'),
      resume: text('', ''),
      address: 'Av. Libertador 1473',
      museum: text('Museo Nacional de Bellas Artes', 'Museo Nacional de Bellas Artes'),
      highlight: false,
      likeCount: 2,
      state: 'published',
      image: null,
    });
    expect(works).toEqual([
      {
        id: 'w1',
        tourId: 't1',
        order: 1,
        name: text('Obra', 'Work'),
        description: text('D', 'D'),
        author: 'A',
        transcript: text('', ''),
        room: text('', ''),
        media: {},
      },
    ]);
    expect(comments).toEqual([
      {
        id: 'c1',
        tourId: 't1',
        userId: 'u1',
        author: { name: 'Ana', surname: 'P' },
        comment: 'Hermoso',
        likes: [],
        createdAt: 1700000000000,
      },
    ]);
  });

  it('keeps the number of likes, never who liked the tour', () => {
    const { tour } = fromSavedTour(saved);
    expect(tour.likeCount).toBe(2);
    expect(JSON.stringify(tour)).not.toContain('u1');
  });

  it('leaves a tour saved by this version as it is', () => {
    const current = fromSavedTour(saved);
    expect(fromSavedTour(current)).toEqual(current);
  });
});

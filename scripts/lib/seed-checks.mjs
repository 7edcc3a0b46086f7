// What the seed checks and derives from seed/content.mjs before it writes anything: the seed
// bypasses the rules, so it refuses what the rules or the back-office would not let an admin do.

/**
 * A work's room as content.mjs gives it, empty when it gives none. The seed bypasses the
 * rules, so it checks what they would (firestore.rules isValidObra: at most 120 characters).
 */
export function seedRoom(work) {
  const room = work.room ?? { es: '', en: '' };
  const valid =
    room !== null &&
    typeof room === 'object' &&
    Object.keys(room).sort().join() === 'en,es' &&
    [room.es, room.en].every((text) => typeof text === 'string' && text.trim().length <= 120);
  if (!valid) {
    throw new Error(`Seed work ${work.id}: room must be {es, en}, each at most 120 characters`);
  }
  return { es: room.es.trim(), en: room.en.trim() };
}

/**
 * The name a tour shows for its museum: its museum's, in both languages, as the back-office
 * copies it (docs/adr/0007-tour-museum-name-copied-from-its-museum.md).
 */
export function tourMuseumName(tour, museums) {
  const museum = museums.find((each) => each.id === tour.tematicId);
  if (!museum) throw new Error(`Seed tour ${tour.id}: no museum ${tour.tematicId}`);
  return { es: museum.name.es, en: museum.name.en };
}

/**
 * The uids of everyone who likes a seed tour: its demo accounts, and made-up visitors for the
 * rest, so that its likeCount is the number of its like documents, as the rules keep it.
 */
export function seedLikers(tour) {
  const others = Array.from(
    { length: tour.otherLikes },
    (_, i) => `demo-liker-${String(i + 1).padStart(5, '0')}`,
  );
  return [...new Set([...tour.likedBy, ...others])];
}

/**
 * Checks that every seed tour's works are numbered 1..n, each number once, as the back-office
 * keeps them (the numbers are printed on labels and QR codes); throws naming the tour otherwise.
 */
export function checkWorkNumbers(works) {
  const byTour = new Map();
  for (const work of works)
    byTour.set(work.expositionId, [...(byTour.get(work.expositionId) ?? []), work.order]);
  for (const [tourId, orders] of byTour) {
    const sorted = [...orders].sort((a, b) => a - b);
    if (!sorted.every((order, index) => order === index + 1)) {
      throw new Error(
        `Seed tour ${tourId}: its works must be numbered 1..n, each once (${sorted.join(', ')})`,
      );
    }
  }
}

/**
 * The code tour `tourId`'s next work takes: one past its works' labels, which in seeded content
 * are their numbers (a demo work names its tour `expositionId`, a scale plan's `tourId`).
 */
export function nextCodeOf(works, tourId) {
  const orders = works
    .filter((work) => (work.expositionId ?? work.tourId) === tourId)
    .map((work) => work.order);
  return Math.max(0, ...orders) + 1;
}

/**
 * A floor plan that all of a tour's works would show is set once, on the tour (its `map`), as the
 * back-office lets an admin do: content whose works of one tour all carry the same map file, or a
 * work that repeats its tour's own plan, is refused, naming the tour. Each demo work's map marks
 * its own room, so no demo tour has a plan of its own.
 */
export function checkTourMaps(tours, works) {
  for (const tour of tours) {
    const maps = works
      .filter((work) => work.expositionId === tour.id)
      .map((work) => work.files.map);
    const [first] = maps;
    if (maps.length > 1 && first && maps.every((map) => map === first)) {
      throw new Error(
        `Seed tour ${tour.id}: every work carries the map ${first}; set it once as the tour's map`,
      );
    }
    if (tour.map && maps.includes(tour.map)) {
      throw new Error(
        `Seed tour ${tour.id}: a work repeats the tour's map ${tour.map}; leave it out of the work`,
      );
    }
  }
}

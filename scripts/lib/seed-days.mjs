// The demo exhibitions' days: seed/content.mjs gives each as days counted from the day it is
// seeded, so the demo always has one open, one in its last days, one to come and one closed,
// whenever it is loaded. Days are Buenos Aires days as YYYYMMDD numbers, as the app stores them
// (src/lib/days.ts; the seed runs in plain Node and cannot import that TypeScript, so the two
// functions it needs are written again here and a unit test holds them to the app's).

const DAY_MS = 24 * 3_600_000;
/** Buenos Aires' offset from UTC: UTC-3 all year, as src/lib/days.ts and the rules fix it. */
const BUENOS_AIRES_OFFSET_MS = -3 * 3_600_000;

const fromUtcDate = (date) =>
  date.getUTCFullYear() * 10_000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();

/** The day in Buenos Aires at `instant` (milliseconds since the epoch), as YYYYMMDD. */
export const dayAt = (instant) => fromUtcDate(new Date(instant + BUENOS_AIRES_OFFSET_MS));

/** The day `count` days after `day` (before, when negative). */
export function addDays(day, count) {
  const noon = Date.UTC(Math.floor(day / 10_000), (Math.floor(day / 100) % 100) - 1, day % 100, 12);
  return fromUtcDate(new Date(noon + count * DAY_MS));
}

/**
 * A demo tour's stored days on the day it is seeded: its `exhibition`'s offsets made days, or
 * null for a permanent tour. The seed bypasses the rules, so it refuses what they would
 * (firestore.rules isTourDays: a closing day before the opening day, a flag that is not one).
 */
export function seedDays(tour, seededOn) {
  const { exhibition } = tour;
  if (exhibition === undefined) return null;
  const { opensIn, closesIn, playsBeforeOpening } = exhibition;
  if (!Number.isInteger(opensIn) || !Number.isInteger(closesIn) || closesIn < opensIn) {
    throw new Error(`Seed tour ${tour.id}: an exhibition closes on or after the day it opens`);
  }
  if (typeof playsBeforeOpening !== 'boolean') {
    throw new Error(`Seed tour ${tour.id}: playsBeforeOpening must be true or false`);
  }
  return {
    opensOn: addDays(seededOn, opensIn),
    closesOn: addDays(seededOn, closesIn),
    playsBeforeOpening,
  };
}

/**
 * The state a demo tour is stored in, as the back-office stores it
 * (src/config/stored-exhibitions.ts): a published exhibition in a state of its own.
 */
export const seedState = (tour) =>
  tour.state === 'published' && tour.exhibition !== undefined ? 'exhibition' : tour.state;

/**
 * What a museum keeps of its published exhibitions ({tourId: [opensOn, closesOn]}), as the
 * back-office leaves it (src/features/tours/api/published-count.ts): those not closed on the
 * seeding day, a closed one left out as the back-office's next write there leaves it; nothing
 * (undefined) for a museum that has never had one, whose document the back-office never gave
 * the field.
 */
export function museumExhibitions(tours, museumId, seededOn) {
  const ours = tours.filter(
    (tour) => tour.tematicId === museumId && seedState(tour) === 'exhibition',
  );
  if (ours.length === 0) return undefined;
  const kept = {};
  for (const tour of ours) {
    const days = seedDays(tour, seededOn);
    if (days && days.closesOn >= seededOn) kept[tour.id] = [days.opensOn, days.closesOn];
  }
  return kept;
}

/** How many of a museum's published permanent tours it counts (firestore.rules' publishedTours). */
export const countedTours = (tours, museumId) =>
  tours.filter((tour) => tour.tematicId === museumId && seedState(tour) === 'published').length;

// A demo museum's visit as the back-office stores it (src/features/museums/model/visit.ts): only
// the fields the museum gives, so a museum without them stays as museums stored before them.

const VISIT_KEYS = ['address', 'hours', 'exceptions', 'website', 'phone', 'accessibility'];

/** The museum's visit fields it has. */
export function museumVisit(museum) {
  return Object.fromEntries(
    VISIT_KEYS.filter((key) => museum[key] !== undefined).map((key) => [key, museum[key]]),
  );
}

/** The seed museum of a seed tour. */
export function museumOf(tour, museums) {
  const museum = museums.find((each) => each.id === tour.tematicId);
  if (!museum) throw new Error(`Seed tour ${tour.id}: no museum ${tour.tematicId}`);
  return museum;
}

// A demo museum's visit as the back-office stores it (src/features/museums/model/visit.ts): only
// the fields the museum gives, so a museum without them stays as museums stored before them; its
// dates with hours of their own in their stored form (src/features/museums/model/stored-visit.ts,
// which seed-visit.test.ts holds this to).

const VISIT_KEYS = ['address', 'hours', 'exceptions', 'website', 'phone', 'accessibility'];

/**
 * Dates with hours of their own as stored: "date=hours" joined by ";", and each language's notes
 * a line per date.
 * @param {{ date: string, hours: string, note?: { es: string, en: string } }[]} list
 */
export function storedExceptions(list) {
  /** @param {'es' | 'en'} language */
  const notes = (language) => list.map((each) => each.note?.[language] ?? '').join('\n');
  return {
    exceptions: list.map((each) => `${each.date}=${each.hours}`).join(';'),
    exceptionNotes: { es: notes('es'), en: notes('en') },
  };
}

/** The museum's visit fields it has. */
export function museumVisit(museum) {
  const { exceptions, ...visit } = Object.fromEntries(
    VISIT_KEYS.filter((key) => museum[key] !== undefined).map((key) => [key, museum[key]]),
  );
  return exceptions?.length ? { ...visit, ...storedExceptions(exceptions) } : visit;
}

/** The seed museum of a seed tour. */
export function museumOf(tour, museums) {
  const museum = museums.find((each) => each.id === tour.tematicId);
  if (!museum) throw new Error(`Seed tour ${tour.id}: no museum ${tour.tematicId}`);
  return museum;
}

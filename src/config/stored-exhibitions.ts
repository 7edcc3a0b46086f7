/**
 * Stored names new with this version and the same in code, for temporary exhibitions. A tour
 * with dates opens on `opensOn` and closes after `closesOn` (days in Buenos Aires, YYYYMMDD:
 * src/lib/days.ts); `playsBeforeOpening` lets visitors play it before it opens. A published tour
 * with dates is stored in state 'exhibition', not 'published': Firestore cannot match a field a
 * document lacks, so the permanent tours (every tour stored before dates, untouched) are listed
 * by their state alone, and the exhibitions by theirs and their closing day, which leaves the
 * closed ones out of every public list without a write at midnight. The app reads both as
 * published (src/features/tours/model/tour.ts). Each museum keeps its published exhibitions'
 * days in `exhibitions` ({tourId: [opensOn, closesOn]}), written in the same commit as the
 * tour, so /museos tells a museum that has an exhibition open today from its museums alone.
 */
export const STORED_EXHIBITIONS = {
  publishedState: 'exhibition',
  opensOn: 'opensOn',
  closesOn: 'closesOn',
  playsBeforeOpening: 'playsBeforeOpening',
  museumExhibitions: 'exhibitions',
} as const;

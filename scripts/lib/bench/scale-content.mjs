// What `npm run bench -- --scale` adds to the demo content so that the guide holds as much as it
// must stand: 20 museums, 200 tours, 1,000 works, 50,000 likes (half of them on one tour) and
// 20,000 comments (most of them on that tour), the demo's own included; then, apart, a museum's
// 200 closed temporary exhibitions. Pure and deterministic (scripts/lib/seeded-random.mjs): the
// same demo gives the same plan. The seeding itself is scripts/lib/bench/scale-seed.mjs.
import { rng } from '../seeded-random.mjs';
import { addDays } from '../seed-days.mjs';

export const SCALE = {
  museums: 20,
  tours: 200,
  works: 1000,
  likes: 50_000,
  bigTourLikes: 25_000,
  comments: 20_000,
  bigTourComments: 18_000,
};

/** Share of the added tours that are published, and of those that are highlighted. */
const PUBLISHED = 0.8;
const HIGHLIGHTED = 0.08;

const pad = (n, width) => String(n).padStart(width, '0');

const FIRST_NAMES = ['Ana', 'Lucía', 'Martín', 'Sofía', 'Joaquín', 'Valentina', 'Tomás', 'Camila'];
const SURNAMES = ['Pérez', 'González', 'Rodríguez', 'Fernández', 'López', 'Martínez', 'Gómez'];
const PHRASES = [
  'Una visita que vale la pena.',
  'La audioguía explica muy bien el contexto de cada obra.',
  'Me encantó el recorrido, lo hice dos veces.',
  'Great tour, the narrations are short and to the point.',
  'Volvería con mis hijos, les gustaron mucho los cuadros.',
  'The map helped me find every room without asking.',
  'Faltó un poco más de información sobre los artistas.',
  'Excelente selección de obras.',
  'I did not know this museum had such a collection.',
  'Ideal para una tarde de lluvia en Buenos Aires.',
];

/** One number from `random` in [0, n). */
const below = (random, n) => Math.floor(random() * n);

/** `total` split over `n` parts by `weights` (whole numbers, summing to `total` exactly). */
export function splitByWeights(total, weights) {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  let left = total - parts.reduce((a, b) => a + b, 0);
  // The remainder goes to the largest weights first, one each.
  const order = weights.map((w, i) => [w, i]).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k][1]] += 1;
  return parts;
}

/**
 * The scale plan for `demo` (seed/content.mjs's museums, tours, works and comments, each tour
 * with its number of likes as seeded, `likes`): what to add, each new item naming the demo item it copies (`from`),
 * so that its texts, pictures and files are the demo's. The big tour is `bigTourId`, a
 * published demo tour: it keeps its works and gets the likes and comments.
 */
export function scalePlan(demo, { bigTourId, counts = SCALE, seed = 'museo-guia scale bench' }) {
  const random = rng(seed);
  const bigTour = demo.tours.find((t) => t.id === bigTourId);
  if (!bigTour || bigTour.state !== 'published') {
    throw new Error(`The big tour ${bigTourId} must be a published demo tour.`);
  }
  const museums = [];
  for (let i = 1; i <= counts.museums - demo.museums.length; i++) {
    const from = demo.museums[(i - 1) % demo.museums.length];
    museums.push({
      id: `scale-museum-${pad(i, 2)}`,
      from: from.id,
      name: { es: `${from.name.es} (sede ${i})`, en: `${from.name.en} (branch ${i})` },
    });
  }
  const allMuseums = [...demo.museums.map((m) => m.id), ...museums.map((m) => m.id)];

  // As many tours in every museum, the demo's counted.
  const perMuseum = counts.tours / allMuseums.length;
  const toursToAdd = allMuseums.map((id) =>
    Math.max(0, Math.round(perMuseum) - demo.tours.filter((t) => t.tematicId === id).length),
  );
  const wanted = counts.tours - demo.tours.length;
  if (wanted < 0) throw new Error(`The demo has more than ${counts.tours} tours already.`);
  let missing = wanted - toursToAdd.reduce((a, b) => a + b, 0);
  for (let k = 0; missing !== 0; k = (k + 1) % toursToAdd.length) {
    if (missing > 0) {
      toursToAdd[k] += 1;
      missing -= 1;
    } else if (toursToAdd[k] > 0) {
      toursToAdd[k] -= 1;
      missing += 1;
    }
  }
  // The added tours are permanent: each copies a permanent demo tour, never an exhibition, whose
  // days would make the copy an exhibition in a state it is not stored in.
  const templates = demo.tours.filter((t) => t.exhibition === undefined);
  const tours = [];
  for (const [m, museumId] of allMuseums.entries()) {
    for (let j = 0; j < toursToAdd[m]; j++) {
      const n = tours.length + 1;
      const from = templates[below(random, templates.length)];
      const published = random() < PUBLISHED;
      tours.push({
        id: `scale-tour-${pad(n, 3)}`,
        from: from.id,
        museumId,
        name: { es: `${from.name.es} ${n}`, en: `${from.name.en} ${n}` },
        state: published ? 'published' : 'draft',
        highlight: published && random() < HIGHLIGHTED,
      });
    }
  }

  // Works: each added tour at least one, as evenly as the total allows; the big tour keeps its own.
  const workCounts = splitByWeights(
    counts.works - demo.works.length,
    tours.map(() => 1),
  );
  const works = [];
  for (const [t, tour] of tours.entries()) {
    for (let order = 1; order <= workCounts[t]; order++) {
      const from = demo.works[below(random, demo.works.length)];
      works.push({
        id: `scale-work-${pad(works.length + 1, 4)}`,
        from: from.id,
        tourId: tour.id,
        order,
      });
    }
  }

  // Likes: the big tour's up to its share; the rest over the other published tours, some
  // much more liked than others. A draft has none.
  const demoLikes = demo.tours.reduce((sum, t) => sum + t.likes, 0) - bigTour.likes;
  const liked = tours.filter((t) => t.state === 'published');
  const otherLikes = splitByWeights(
    counts.likes - counts.bigTourLikes - demoLikes,
    liked.map(() => random() ** 3 + 0.01),
  );
  const likes = { [bigTourId]: counts.bigTourLikes };
  for (const [i, tour] of liked.entries()) likes[tour.id] = otherLikes[i];

  // Comments: most on the big tour, the rest on the other published tours; dates through 2026.
  const demoComments = demo.comments.length;
  const bigTourDemoComments = demo.comments.filter((c) => c.expositionId === bigTourId).length;
  const commentedTours = [
    ...demo.tours.filter((t) => t.state === 'published' && t.id !== bigTourId).map((t) => t.id),
    ...liked.map((t) => t.id),
  ];
  const onBigTour = counts.bigTourComments - bigTourDemoComments;
  const elsewhere = counts.comments - counts.bigTourComments - (demoComments - bigTourDemoComments);
  const start = Date.UTC(2026, 0, 1);
  const span = Date.UTC(2026, 10, 20) - start;
  const comments = [];
  for (let i = 0; i < onBigTour + elsewhere; i++) {
    const words = 1 + below(random, 4);
    const text = Array.from({ length: words }, () => PHRASES[below(random, PHRASES.length)]);
    comments.push({
      id: `scale-comment-${pad(i + 1, 5)}`,
      tourId: i < onBigTour ? bigTourId : commentedTours[below(random, commentedTours.length)],
      userId: `scale-visitor-${pad(below(random, 5000), 4)}`,
      author: {
        name: FIRST_NAMES[below(random, FIRST_NAMES.length)],
        surname: SURNAMES[below(random, SURNAMES.length)],
      },
      comment: text.join(' '),
      createdAt: new Date(start + Math.floor(random() * span)).toISOString(),
    });
  }
  return { bigTourId, museums, tours, works, likes, comments };
}

/** What a plan and its demo add up to, to check against SCALE. */
export function planTotals(demo, plan) {
  const likesOf = (id) => plan.likes[id] ?? demo.tours.find((t) => t.id === id)?.likes ?? 0;
  const tourIds = [...demo.tours.map((t) => t.id), ...plan.tours.map((t) => t.id)];
  return {
    museums: demo.museums.length + plan.museums.length,
    tours: tourIds.length,
    works: demo.works.length + plan.works.length,
    likes: tourIds.reduce((sum, id) => sum + likesOf(id), 0),
    bigTourLikes: likesOf(plan.bigTourId),
    comments: demo.comments.length + plan.comments.length,
    bigTourComments:
      demo.comments.filter((c) => c.expositionId === plan.bigTourId).length +
      plan.comments.filter((c) => c.tourId === plan.bigTourId).length,
  };
}

/** How many closed temporary exhibitions the scale bench gives one museum. */
export const CLOSED_EXHIBITIONS = 200;
/** How many works each of them has, as the demo's exhibitions do. */
const CLOSED_EXHIBITION_WORKS = 3;

/**
 * A museum's past: `count` temporary exhibitions of `museumId`, every one closed on `today` (a
 * Buenos Aires day, YYYYMMDD), as the back-office leaves them: published (stored in the
 * exhibitions' own state), out of the museum's `exhibitions`, with their works. The last closed
 * yesterday, the first years ago. Each copies a demo exhibition (`from`), its works the demo
 * exhibition's works in order; ids `scale-closed-NNN`.
 */
export function closedExhibitionsPlan(
  demo,
  { museumId, today, count = CLOSED_EXHIBITIONS, seed = 'museo-guia closed exhibitions' },
) {
  const random = rng(seed);
  const templates = demo.tours.filter((t) => t.state === 'published' && t.exhibition);
  if (templates.length === 0) throw new Error('The demo has no published exhibition to copy.');
  const tours = [];
  const works = [];
  let closesOn = addDays(today, -1);
  for (let i = 1; i <= count; i++) {
    const from = templates[below(random, templates.length)];
    const id = `scale-closed-${pad(i, 3)}`;
    const opensOn = addDays(closesOn, -(30 + below(random, 90)));
    tours.push({
      id,
      from: from.id,
      museumId,
      name: { es: `${from.name.es} (${i})`, en: `${from.name.en} (${i})` },
      opensOn,
      closesOn,
      playsBeforeOpening: false,
    });
    const theirs = demo.works
      .filter((w) => w.expositionId === from.id)
      .sort((a, b) => a.order - b.order)
      .slice(0, CLOSED_EXHIBITION_WORKS);
    for (const [k, work] of theirs.entries()) {
      works.push({ id: `${id}-work-${k + 1}`, from: work.id, tourId: id, order: k + 1 });
    }
    // The one before closed a few days to a month earlier: a big museum runs several at once,
    // some twenty a year, so 200 go back about ten years.
    closesOn = addDays(closesOn, -(5 + below(random, 25)));
  }
  return { museumId, tours, works };
}

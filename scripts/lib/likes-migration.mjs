// The likes migration's decisions, without any I/O (scripts/migrate-likes.mjs does the reading
// and writing): for one tour as stored, what turns the original product's list of likers into
// one like document per visitor and a count.
//
// The stored names are the ones src/config/vocabulary.ts gives (STORED_LIKES, the tours'
// collection); this plain script cannot import TypeScript, and a unit test holds the two equal.

export const TOURS = 'exposition';
export const LIKES = 'likes';
export const LIKE_COUNT = 'likeCount';
export const LEGACY_LIKES = 'likes';

/** Writes per commit: under Firestore's 500, with room for the tour's own update. */
export const BATCH = 450;

/**
 * Why a list entry cannot name a like document: Firestore's rules for document ids (no '/', not
 * '.' or '..', not __reserved__, at most 1,500 bytes), and Firebase Auth's for uids (a string
 * of at most 128 characters). Null when it can.
 */
export function invalidUid(uid) {
  if (typeof uid !== 'string') return 'not a string';
  if (uid.length === 0) return 'empty';
  if (uid.length > 128) return 'longer than a uid can be';
  if (uid.includes('/')) return "holds a '/'";
  if (uid === '.' || uid === '..') return 'is . or ..';
  if (/^__.*__$/.test(uid)) return 'is a reserved id';
  return null;
}

/**
 * What to do with one tour. `fields` are its stored fields (plain values); `existing` the ids of
 * the like documents it already has (a run that stopped part way wrote some).
 *
 * - `done`: it holds no list: migrated already (or created by this version). Nothing to write.
 * - `migrate`: create a like document for each valid uid of the list that has none yet, in
 *   `batches` of at most BATCH, then set `likeCount` to the number of like documents the tour
 *   will have and remove the list, in one last write. Until that last write the tour keeps its
 *   list, the rules refuse likes on it, and a run that stops is finished by the next one.
 */
export function planTour({ id, fields, existing = [] }) {
  const legacy = fields?.[LEGACY_LIKES];
  if (legacy === undefined) {
    return { id, action: 'done', likeCount: fields?.[LIKE_COUNT] ?? null };
  }
  const list = Array.isArray(legacy) ? legacy : [];
  const skipped = [];
  const uids = new Set();
  let valid = 0;
  for (const uid of list) {
    const why = invalidUid(uid);
    if (why) {
      skipped.push({ uid: String(uid), why });
    } else {
      valid += 1;
      uids.add(uid);
    }
  }
  if (!Array.isArray(legacy)) skipped.push({ uid: String(legacy), why: 'the list is not a list' });
  const have = new Set(existing);
  const create = [...uids].filter((uid) => !have.has(uid)).sort();
  const batches = [];
  for (let i = 0; i < create.length; i += BATCH) batches.push(create.slice(i, i + BATCH));
  return {
    id,
    action: 'migrate',
    listed: list.length,
    duplicates: valid - uids.size,
    skipped,
    existing: have.size,
    create,
    batches,
    likeCount: new Set([...have, ...uids]).size,
  };
}

/** One line per tour for the log: what a run does (or, dry, would do). */
export function describePlan(plan, { dryRun = false } = {}) {
  const path = `${TOURS}/${plan.id}`;
  if (plan.action === 'done') {
    return `${path}: already counted (${LIKE_COUNT} ${String(plan.likeCount)}), nothing to do.`;
  }
  const verb = dryRun ? 'would create' : 'creates';
  const parts = [
    `${path}: ${String(plan.listed)} in the list`,
    `${verb} ${String(plan.create.length)} like documents in ${String(plan.batches.length)} batches`,
  ];
  if (plan.existing > 0) parts.push(`${String(plan.existing)} there already`);
  if (plan.duplicates > 0) parts.push(`${String(plan.duplicates)} duplicates counted once`);
  if (plan.skipped.length > 0) {
    parts.push(
      `${String(plan.skipped.length)} skipped (${plan.skipped
        .slice(0, 3)
        .map((s) => `${JSON.stringify(s.uid)}: ${s.why}`)
        .join('; ')}${plan.skipped.length > 3 ? '; …' : ''})`,
    );
  }
  parts.push(`then ${LIKE_COUNT} ${String(plan.likeCount)} and the list removed`);
  return `${parts.join(', ')}.`;
}

/*
 * The one place where the code's words and the stored words part ways.
 *
 * The code speaks of museums, tours and works. The data does not: the original product stored
 * museums in 'tematics', tours in 'exposition' and works in 'obras', with the references
 * 'tematicId' and 'expositionId', and its public URLs are Spanish (/museos, /recorridos/{id},
 * /muestra/{id}). Existing documents, firestore.rules and printed QR codes depend on those names,
 * so they stay as stored; the converters and queries reach them only through this module.
 * Storage needs no entry: a document's files live under its id ({id}/mainImg...), so no folder
 * carries an entity's name.
 */

/** Firestore collection of each entity, as stored. */
export const STORED_COLLECTIONS = {
  museums: 'tematics',
  tours: 'exposition',
  works: 'obras',
} as const;

/**
 * Stored document fields whose name differs from the model's, keyed by the model's name. The
 * converters rename them on read and back on write; queries name them through here.
 */
export const STORED_FIELDS = {
  museumId: 'tematicId',
  tourId: 'expositionId',
} as const;

export type ModelFieldName = keyof typeof STORED_FIELDS;

/**
 * Stored names that are new with this version and the same in code, kept here so that every
 * stored name has one home: how many visitors like a tour, on the tour, and where each visitor's
 * own like lives, a subcollection of the tour (one document per visitor, named by their uid).
 * `legacyLikes` is the list of likers' uids the original product kept on the tour; only the
 * migration (scripts/migrate-likes.mjs) and the readers of old copies still know it.
 */
export const STORED_LIKES = {
  likeCount: 'likeCount',
  subcollection: 'likes',
  legacyLikes: 'likes',
} as const;

/**
 * A stored name new with this version and the same in code: a counter on each tour that every
 * change of its works' numbers (a work added, deleted, moved or renumbered) raises by one, in
 * the same commit. firestore.rules refuse a change of numbers that does not raise it, so two
 * such changes of one tour can never both land on the same state of its numbers.
 */
export const STORED_NUMBERING = {
  worksVersion: 'worksVersion',
  /**
   * The code the tour's next work takes (the number on its label): raised by one as a work takes
   * it, never lowered, so a tour never gives a code twice. Tours stored before it have none.
   */
  nextWorkCode: 'nextWorkCode',
  /** A work's label number, apart from its place in the tour (`order`). */
  code: 'code',
} as const;

/**
 * The stored names of temporary exhibitions (new with this version, the same in code), in a
 * module of their own like the counts below.
 */
export { STORED_EXHIBITIONS } from './stored-exhibitions';

/**
 * The museum's count of its published tours and the tour its last change was about (new with
 * this version, the same in code): defined in a module of their own so that they travel with the
 * pages and scripts that use them, not in the chunk every page loads with this module.
 */
export { STORED_MUSEUM_COUNTS } from './stored-museum-counts';

/**
 * localStorage keys the TTL cache used before it took the code's words; a device may still hold
 * them, and the cache removes them (their contents would never be read again).
 */
export const LEGACY_CACHE_KEYS = ['OBRAS', 'EXPOSITIONS', 'TEMATICS'] as const;

/**
 * The data pages' words, also on their own: the boot script spells its three patterns from
 * these, and carries none of the other addresses.
 */
export const PAGE_SEGMENTS = { museums: 'museos', museum: 'recorridos', tour: 'muestra' } as const;

/**
 * The words the app's addresses are made of. They stay Spanish whatever language the page is
 * shown in: the product's specification fixes them, the QR codes and labels printed for the
 * museums point at them, and links people have already shared must keep working. Only the
 * route tables (src/config/routes.ts, cpanel-routes.ts) spell an address out of them.
 */
export const URL_SEGMENTS = {
  ...PAGE_SEGMENTS,
  logIn: 'log-in',
  forgotPassword: 'forgot-password',
  privacy: 'privacidad',
  account: 'mi-cuenta',
  cpanel: 'cpanel',
  cpanelMuseums: 'tematics',
  cpanelAddMuseum: 'add-tematic-form',
  cpanelEditMuseum: 'edit-tematic',
  cpanelTours: 'expositions',
  cpanelAddTour: 'add-exposition-form',
  cpanelEditTour: 'edit-exposition',
  cpanelArtForm: 'art-form',
  cpanelWorks: 'my-works-of-art',
  cpanelEditWork: 'edit-obra',
  cpanelPreview: 'preview',
  cpanelMessages: 'messages',
  cpanelComments: 'comments',
  cpanelQr: 'qr',
  cpanelTrash: 'trash',
  /** The back-office's "add a work" query parameter that preselects the work's tour. */
  addWorkTourParam: 'expositionId',
} as const;

// Types of the demo content (seed/content.mjs), for the tests that read it.
export interface Bilingual {
  es: string;
  en: string;
}

export interface SeedUser {
  uid: string;
  email: string;
  password: string;
  name: string;
  surname: string;
  isAdmin: boolean;
}

/** A day's opening ranges, "11:00-14:00,15:00-20:00"; "": closed. */
export type SeedRanges = string;

export interface SeedMuseum {
  id: string;
  name: Bilingual;
  description: Bilingual;
  image: string;
  /** One line, as typed into a map; the tours at the same address show it as their museum's. */
  address?: string;
  hours?: Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', SeedRanges>;
  /** Dates with hours of their own, in date order. */
  exceptions?: { date: string; hours: SeedRanges; note?: Bilingual }[];
  /** An https address. */
  website?: string;
  phone?: string;
}

export interface SeedTour {
  id: string;
  tematicId: string;
  name: Bilingual;
  description: Bilingual;
  resume: Bilingual;
  /** A street address. The tour shows its museum's name (SeedMuseum.name), copied by the seed. */
  address: string;
  highlight: boolean;
  state: 'published' | 'draft';
  /**
   * A temporary exhibition's days, counted from the day the demo is seeded (negative: before
   * it), and whether visitors may play it before it opens; none for a permanent tour. The seed
   * makes them Buenos Aires days (scripts/lib/seed-days.mjs).
   */
  exhibition?: { opensIn: number; closesIn: number; playsBeforeOpening: boolean };
  /** The demo accounts that like the tour. */
  likedBy: string[];
  /** How many other visitors like it (made-up uids, a like document each). */
  otherLikes: number;
  image: string;
  /**
   * The tour's floor plan, for its works without a map of their own: set once on the tour when its
   * works would all carry the same plan (the seed refuses content where they do).
   */
  map?: string;
}

export interface SeedWork {
  id: string;
  expositionId: string;
  order: number;
  name: Bilingual;
  description: Bilingual;
  author: string;
  /** "Sala 24, planta baja" / "Room 24, ground floor": the room its map marks. */
  room: Bilingual;
  narration: Bilingual;
  files: Record<'mainImg' | 'map' | 'audio-es' | 'audio-en', string>;
}

export interface SeedComment {
  id: string;
  expositionId: string;
  userId: string;
  comment: string;
  createdAt: string;
}

export const users: SeedUser[];
export const museums: SeedMuseum[];
export const tours: SeedTour[];
export const works: SeedWork[];
export const comments: SeedComment[];

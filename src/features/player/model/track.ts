/** One narration of a tour, as the player needs it: the tour page builds these from its works. */
export interface Track {
  /** The work's id: where the visitor left off is remembered by it. */
  id: string;
  /** The number on the work's label in the gallery (its code), not its place in the tour. */
  number: number;
  title: string;
  artist: string;
  src: string;
  /** Seconds, when known before playback (stored with the work when its audio was uploaded). */
  duration?: number;
  artwork?: { src: string; type: string };
}

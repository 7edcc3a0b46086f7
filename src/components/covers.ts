/** The home page's cover images (public/covers): `{id}-800.webp` and `{id}-1600.webp`. */
export const COVERS = ['mnba', 'malba', 'moderno'] as const;

export const coverUrl = (id: string, width: 800 | 1600) =>
  `${import.meta.env.BASE_URL}covers/${id}-${width}.webp`;

export const coverSrcSet = (id: string) => `${coverUrl(id, 800)} 800w, ${coverUrl(id, 1600)} 1600w`;

let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Called by the carousel once its first cover is on screen (loaded, or failed, and painted). */
export function firstCoverShown() {
  markShown();
}

/**
 * Resolves once the home page's first cover, its largest paint, is on screen, or after
 * `timeoutMs` at the latest: what the home page loads after it waits for this, instead of
 * competing with the cover for a slow connection.
 */
export function afterFirstCover(timeoutMs = 5000): Promise<void> {
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

/** The home page's cover images (public/covers): `{id}-800.webp` and `{id}-1600.webp`. */
export const COVERS = ['mnba', 'malba', 'moderno'] as const;

export const coverUrl = (id: string, width: 800 | 1600) =>
  `${import.meta.env.BASE_URL}covers/${id}-${width}.webp`;

export const coverSrcSet = (id: string) => `${coverUrl(id, 800)} 800w, ${coverUrl(id, 1600)} 1600w`;

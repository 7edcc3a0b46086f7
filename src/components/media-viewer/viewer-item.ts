// A module of its own: the viewer and the parts it renders all name it, and the parts must not
// import the viewer back.

import type { ReactNode } from 'react';

export interface ViewerItem {
  /** Stable id (a work's id). */
  key: string;
  /** The display file. */
  src: string;
  /** Responsive candidates of the display file (imageSources() of lib/image-variants). */
  srcSet?: string;
  /** The largest file, loaded once the visitor zooms in. */
  largeSrc: string;
  /** Intrinsic size in pixels, when known; otherwise the file's shape is read once it loads. */
  width?: number;
  height?: number;
  alt: string;
  /** The dialog's accessible name and visible title, e.g. "Obra 2: Manifestación". */
  title: string;
  /** Author, room, description…: shown in a panel beside or under the image, never over it. */
  caption?: ReactNode;
}

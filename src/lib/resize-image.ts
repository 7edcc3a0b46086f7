/**
 * Resizes an image in the browser to the widths of ADR 4 (display file and small copy),
 * as WebP. Only the back-office imports this (cpanel chunks).
 */
import { DISPLAY_WIDTH, SMALL_WIDTH, storedWidths } from './image-variants';
import { IMAGE_STORED_MAX } from './media-files';

export const WEBP_QUALITY = 0.8;

export interface ResizedImage {
  /** The display width W = min(natural width, 1600). */
  width: number;
  /** The display file's height in pixels, in the image's proportions. */
  height: number;
  data: Blob;
  /** The 640 px copy, when W > 640. */
  variants: { width: number; data: Blob }[];
}

export class ImageResizeError extends Error {
  override name = 'ImageResizeError';
  constructor(
    readonly errorCode: 'imageUnreadable' | 'fileTooLarge',
    detail: string,
  ) {
    super(detail);
  }
}

/** The display width for an image of this natural width. */
export function displayWidthFor(naturalWidth: number): number {
  return Math.max(1, Math.min(naturalWidth, DISPLAY_WIDTH));
}

/** The height of `bitmap` drawn `width` pixels wide. */
export function heightAt(natural: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((natural.height * width) / natural.width));
}

function encode(bitmap: ImageBitmap, width: number): Promise<Blob> {
  const height = heightAt(bitmap, width);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new ImageResizeError('imageUnreadable', 'No 2D canvas'));
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        // A browser that cannot encode WebP hands back PNG: refuse rather than mislabel it.
        if (blob?.type === 'image/webp') resolve(blob);
        else reject(new ImageResizeError('imageUnreadable', 'This browser cannot encode WebP'));
      },
      'image/webp',
      WEBP_QUALITY,
    );
  });
}

export async function resizeImage(file: Blob): Promise<ResizedImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch (error) {
    throw new ImageResizeError('imageUnreadable', String(error));
  }
  try {
    const [width = SMALL_WIDTH, ...smaller] = storedWidths(displayWidthFor(bitmap.width));
    const data = await encode(bitmap, width);
    if (data.size > IMAGE_STORED_MAX) throw new ImageResizeError('fileTooLarge', 'Still too big');
    const variants = await Promise.all(
      smaller.map(async (small) => ({ width: small, data: await encode(bitmap, small) })),
    );
    return { width, height: heightAt(bitmap, width), data, variants };
  } finally {
    bitmap.close();
  }
}

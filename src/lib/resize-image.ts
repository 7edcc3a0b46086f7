/**
 * Resizes an image in the browser to the widths of ADR 4 (display file and small copy), as
 * WebP where the browser's canvas can encode it and as JPEG where it cannot (Safari and every
 * WebKit browser hand back PNG when asked for WebP). Only the back-office imports this
 * (cpanel chunks).
 */
import { DISPLAY_WIDTH, SMALL_WIDTH, storedWidths, type ResizedType } from './image-variants';
import { IMAGE_STORED_MAX } from './media-files';

/**
 * The encoder's quality, 0 to 1, for WebP and JPEG alike. Measured on a grainy 4000×3000
 * photo-like image brought to 1600 px: WebP 318 KB (Firefox), JPEG 352 KB (Firefox) and 393 KB
 * (WebKitGTK); JPEG at 0.85 would have been 448 and 502 KB, too much for a gallery's signal.
 */
export const QUALITY = 0.8;

export interface ResizedImage {
  /** The format of the display file and of its small copy. */
  contentType: ResizedType;
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

/**
 * The format resized images are stored in, from the type of what the canvas made when asked
 * for WebP: WebP when that is what came back, else JPEG, which every browser's canvas encodes.
 */
export function storedTypeFor(madeForWebp: string | undefined): ResizedType {
  return madeForWebp === 'image/webp' ? 'image/webp' : 'image/jpeg';
}

let probed: Promise<ResizedType> | undefined;

/** Asks this browser's canvas once, with a 1 px image, whether it can encode WebP. */
function storedType(): Promise<ResizedType> {
  probed ??= new Promise((resolve) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    canvas.toBlob((blob) => resolve(storedTypeFor(blob?.type)), 'image/webp', QUALITY);
  });
  return probed;
}

function encode(bitmap: ImageBitmap, width: number, type: ResizedType): Promise<Blob> {
  const height = heightAt(bitmap, width);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new ImageResizeError('imageUnreadable', 'No 2D canvas'));
  if (type === 'image/jpeg') {
    // JPEG has no transparency: a PNG's see-through parts would turn black, not the page's white.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        // Never store one format under another's name: what came back must be what was asked.
        if (blob?.type === type) resolve(blob);
        else reject(new ImageResizeError('imageUnreadable', `The canvas made no ${type}`));
      },
      type,
      QUALITY,
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
    const contentType = await storedType();
    const [width = SMALL_WIDTH, ...smaller] = storedWidths(displayWidthFor(bitmap.width));
    const data = await encode(bitmap, width, contentType);
    if (data.size > IMAGE_STORED_MAX) throw new ImageResizeError('fileTooLarge', 'Still too big');
    const variants = await Promise.all(
      smaller.map(async (small) => ({
        width: small,
        data: await encode(bitmap, small, contentType),
      })),
    );
    return { contentType, width, height: heightAt(bitmap, width), data, variants };
  } finally {
    bitmap.close();
  }
}

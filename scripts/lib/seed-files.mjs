// How a seed file is stored: uploaded where the back-office would put it, with what the
// documents record about it (an image's pixel size, a narration's length).
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { ROOT } from './local-config.mjs';
import { mp3Duration, webpSize } from './media-info.mjs';

const CONTENT_TYPES = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.mp3': 'audio/mpeg',
};

// Images named `{name}-{W}.webp` are stored as the back-office stores them
// (docs/adr/0004-responsive-image-variants.md): `{docId}/{base}-{W}.webp`, which the document
// points to, and its `{docId}/{base}-640.webp` copy beside it when W > 640.
const NAMED_WIDTH = /-(\d+)\.webp$/;
const SMALL_WIDTH = 640;

/**
 * What the documents record about a file beyond the stored object, as the back-office does:
 * a WebP's pixel size, an MP3's length in seconds as a browser reports it (without the
 * encoder's delay and padding), to the millisecond.
 */
export function describeFile(bytes, contentType) {
  if (contentType === 'image/webp') return webpSize(bytes);
  if (contentType === 'audio/mpeg') {
    return { duration: Math.round(mp3Duration(bytes).seconds * 1000) / 1000 };
  }
  return {};
}

/** Uploads one seed file (and an image's small copy); returns the display file's reference. */
export async function uploadSeedFile(seeder, docId, baseName, relativePath) {
  const extension = extname(relativePath);
  const contentType = CONTENT_TYPES[extension];
  if (!contentType) throw new Error(`No content type known for ${relativePath}`);
  const read = (path) => readFile(join(ROOT, 'seed', 'media', path));
  const bytes = await read(relativePath);
  let about;
  try {
    about = describeFile(bytes, contentType);
  } catch (error) {
    throw new Error(`seed/media/${relativePath}: ${error.message}`);
  }
  const width = Number(NAMED_WIDTH.exec(relativePath)?.[1] ?? 0);
  if (!width) {
    const stored = await seeder.upload(`${docId}/${baseName}${extension}`, bytes, contentType);
    return { ref: { ...stored, ...about }, files: 1 };
  }
  if (about.width !== width) {
    throw new Error(`seed/media/${relativePath} is ${about.width} px wide, not ${width} as named`);
  }
  const stored = await seeder.upload(`${docId}/${baseName}-${width}.webp`, bytes, contentType);
  const ref = { ...stored, ...about };
  if (width <= SMALL_WIDTH) return { ref, files: 1 };
  const small = relativePath.replace(NAMED_WIDTH, `-${SMALL_WIDTH}.webp`);
  await seeder.upload(`${docId}/${baseName}-${SMALL_WIDTH}.webp`, await read(small), contentType);
  return { ref, files: 2 };
}

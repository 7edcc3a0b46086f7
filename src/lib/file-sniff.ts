/**
 * What a file really is, from its first bytes: a browser takes the type from the file's
 * name, so an SVG, an HTML page or a text file renamed `.mp3` would otherwise be uploaded
 * as an image or as audio. Storage only sees the declared type; this catches the rest.
 */
export type SniffedKind = 'image' | 'audio' | 'other';

export const SNIFF_BYTES = 16;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0) {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));

/** Image or audio formats the app stores (storage.rules), by their magic numbers. */
export function sniff(bytes: Uint8Array): SniffedKind {
  // Images: PNG, JPEG, WebP (RIFF....WEBP), AVIF (....ftypavif / avis)
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image';
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.slice(8, 12));
    if (brand === 'avif' || brand === 'avis') return 'image';
    // MP4 audio (M4A, AAC in MP4)
    if (['M4A ', 'M4B ', 'mp42', 'isom', 'dash', 'iso5', 'mp41'].includes(brand)) return 'audio';
    return 'other';
  }
  // Audio: WAV (RIFF....WAVE), MP3 (ID3 tag or an MPEG frame sync), Ogg/Opus, WebM/Matroska,
  // AAC (ADTS)
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8)) return 'audio';
  if (startsWith(bytes, ascii('ID3'))) return 'audio';
  const [first = 0, second = 0] = bytes;
  if (first === 0xff && (second & 0xe0) === 0xe0) return 'audio'; // MPEG frame or ADTS sync
  if (startsWith(bytes, ascii('OggS'))) return 'audio';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'audio';
  return 'other';
}

/** Reads the first bytes of a picked file and sniffs them. */
export async function sniffFile(file: Blob): Promise<SniffedKind> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return sniff(head);
}

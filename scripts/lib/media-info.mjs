// What the seed records about its files without decoding them (and without ffprobe or an
// image library at seed time): an MP3's length from its frames, a WebP's pixel size from its
// header. The back-office records the same from what it stores (the frames of the MP3 it
// encodes, src/features/cpanel/audio/mp3.ts; src/lib/resize-image.ts).

// MPEG audio, Layer III: bitrates in kbit/s by version, then sample rates in Hz.
const BITRATES = {
  1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES = {
  1: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  2.5: [11025, 12000, 8000],
};

/**
 * The Layer III frame header at `offset`, or null when there is none: version, sample rate,
 * samples per frame, frame length in bytes, and where a Xing/Info tag would sit in it.
 */
export function mp3FrameAt(bytes, offset) {
  if (offset + 4 > bytes.length) return null;
  const [b0, b1, b2, b3] = bytes.subarray(offset, offset + 4);
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = [2.5, null, 2, 1][(b1 >> 3) & 3];
  const layer = (b1 >> 1) & 3;
  if (version === null || layer !== 1) return null; // reserved version, or not Layer III
  const bitrate = BITRATES[version === 1 ? 1 : 2][b2 >> 4];
  const sampleRate = SAMPLE_RATES[version][(b2 >> 2) & 3];
  if (!bitrate || !sampleRate) return null; // free format, or a reserved index
  const padding = (b2 >> 1) & 1;
  const mono = b3 >> 6 === 3;
  const crc = (b1 & 1) === 0;
  const samples = version === 1 ? 1152 : 576;
  const length = Math.floor(((samples / 8) * bitrate * 1000) / sampleRate) + padding;
  // The side information follows the header (and its CRC); a Xing/Info tag comes after it.
  const sideInfo = version === 1 ? (mono ? 17 : 32) : mono ? 9 : 17;
  return { version, sampleRate, samples, length, tagOffset: 4 + (crc ? 2 : 0) + sideInfo };
}

/** Bytes taken by an ID3v2 tag at the start of the file (0 when there is none). */
function id3v2Length(bytes) {
  if (bytes.length < 10 || String.fromCharCode(...bytes.subarray(0, 3)) !== 'ID3') return 0;
  const size = (bytes[6] << 21) | (bytes[7] << 14) | (bytes[8] << 7) | bytes[9]; // syncsafe
  const footer = bytes[5] & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

const text = (bytes, start, length) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/**
 * The encoder's delay and padding in samples, from the LAME extension of a Xing/Info tag
 * (LAME, and ffmpeg's "Lavf"/"Lavc", write it): silence the encoder added at both ends,
 * which browsers trim when they play the file and leave out of its duration.
 */
function gaplessInfo(bytes, tagStart) {
  const flags = bytes[tagStart + 7];
  // 'Xing'/'Info', flags, then the frame count, byte count, table of contents and quality
  // when their flag is set; the LAME extension follows.
  const lame =
    tagStart +
    8 +
    (flags & 1 ? 4 : 0) +
    (flags & 2 ? 4 : 0) +
    (flags & 4 ? 100 : 0) +
    (flags & 8 ? 4 : 0);
  const encoder = text(bytes, lame, 4);
  if (!['LAME', 'Lavf', 'Lavc'].includes(encoder) || lame + 24 > bytes.length) {
    return { delay: 0, padding: 0 };
  }
  const at = lame + 21;
  return {
    delay: (bytes[at] << 4) | (bytes[at + 1] >> 4),
    padding: ((bytes[at + 1] & 0x0f) << 8) | bytes[at + 2],
  };
}

/**
 * An MP3's length, counted frame by frame: every Layer III frame holds the same number of
 * samples, so the frames hold audio frames × samples per frame ÷ sample rate seconds
 * (`frameSeconds`, what ffprobe 5.1 reports), exact whatever the bitrate. A leading
 * Xing/Info frame (the encoder's summary) holds no audio and is not counted; when it states
 * a frame count, the count must agree. `seconds` leaves out the encoder's delay and padding
 * as Chromium does: the length a visitor's player shows (the back-office's encoder writes no
 * such tag, so there every frame counts). Throws on anything that is not a clean run of frames (an ID3v1
 * tag may end the file).
 */
export function mp3Duration(bytes) {
  let offset = id3v2Length(bytes);
  let frames = 0;
  let first = null;
  let stated = null;
  let gapless = { delay: 0, padding: 0 };
  while (offset < bytes.length) {
    const frame = mp3FrameAt(bytes, offset);
    if (!frame) {
      const rest = bytes.length - offset;
      if (rest === 128 && text(bytes, offset, 3) === 'TAG') break; // ID3v1
      throw new Error(`Not an MPEG Layer III frame at byte ${offset} (${rest} bytes left)`);
    }
    if (!first) {
      first = frame;
      const tag = text(bytes, offset + frame.tagOffset, 4);
      if (tag === 'Xing' || tag === 'Info') {
        gapless = gaplessInfo(bytes, offset + frame.tagOffset);
        const flags = bytes[offset + frame.tagOffset + 7];
        if (flags & 1) {
          const at = offset + frame.tagOffset + 8;
          stated =
            ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>>
            0;
        }
        offset += frame.length;
        continue;
      }
    } else if (frame.sampleRate !== first.sampleRate || frame.version !== first.version) {
      throw new Error(`The frame at byte ${offset} changes the sample rate or MPEG version`);
    }
    if (offset + frame.length > bytes.length) {
      throw new Error(`The last frame, at byte ${offset}, is cut short`);
    }
    frames += 1;
    offset += frame.length;
  }
  if (!first || frames === 0) throw new Error('No MPEG audio frames found');
  if (stated !== null && stated !== frames) {
    throw new Error(`The Xing/Info tag says ${stated} frames; the file has ${frames}`);
  }
  const samples = frames * first.samples;
  const trimmed = gapless.delay + gapless.padding;
  if (trimmed >= samples)
    throw new Error(`The encoder says it added ${trimmed} samples of ${samples}`);
  return {
    frames,
    sampleRate: first.sampleRate,
    samplesPerFrame: first.samples,
    encoderDelay: gapless.delay,
    padding: gapless.padding,
    frameSeconds: samples / first.sampleRate,
    seconds: (samples - trimmed) / first.sampleRate,
  };
}

const le24 = (bytes, at) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
const le16 = (bytes, at) => bytes[at] | (bytes[at + 1] << 8);

/**
 * A WebP's pixel size from its first chunk: VP8X (extended: the canvas), VP8 (lossy: the
 * key frame header) or VP8L (lossless: the image header). Throws on anything else.
 */
export function webpSize(bytes) {
  if (bytes.length < 30 || text(bytes, 0, 4) !== 'RIFF' || text(bytes, 8, 4) !== 'WEBP') {
    throw new Error('Not a WebP file');
  }
  const chunk = text(bytes, 12, 4);
  if (chunk === 'VP8X') {
    return { width: le24(bytes, 24) + 1, height: le24(bytes, 27) + 1 };
  }
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes), then the key frame's start code 9d 01 2a, then 14-bit sizes.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) {
      throw new Error('A VP8 chunk without a key frame start code');
    }
    return { width: le16(bytes, 26) & 0x3fff, height: le16(bytes, 28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) throw new Error('A VP8L chunk without its signature');
    const bits = (bytes[21] | (bytes[22] << 8) | (bytes[23] << 16) | (bytes[24] << 24)) >>> 0;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  throw new Error(`Unknown WebP chunk ${JSON.stringify(chunk)}`);
}

/**
 * 16-bit PCM WAV files, written and read without the Web Audio API: the tests and the e2e
 * journeys make their recordings with it, and Node reads espeak-ng's output with it.
 */

export function writeWav(
  channels: readonly Float32Array[],
  sampleRate: number,
): Uint8Array<ArrayBuffer> {
  const length = channels[0]?.length ?? 0;
  const blockAlign = channels.length * 2;
  const dataBytes = length * blockAlign;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) bytes[at + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channels.length, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < length; i++) {
    channels.forEach((channel, c) => {
      const value = Math.max(-1, Math.min(1, channel[i] ?? 0));
      view.setInt16(44 + i * blockAlign + c * 2, Math.round(value * 0x7fff), true);
    });
  }
  return bytes;
}

/** A 16-bit PCM WAV's channels and rate; throws on any other kind of file. */
export function readWav(bytes: Uint8Array): { channels: Float32Array[]; sampleRate: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || text(0) !== 'RIFF' || text(8) !== 'WAVE')
    throw new Error('Not a WAV file');
  let offset = 12;
  let format: { channels: number; sampleRate: number; bits: number } | null = null;
  while (offset + 8 <= bytes.length) {
    const id = text(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
      if (view.getUint16(body, true) !== 1 || format.bits !== 16) {
        throw new Error('Only 16-bit PCM WAV is read here');
      }
    } else if (id === 'data' && format) {
      const count = format.channels;
      // espeak-ng writes a streaming header whose data size may be 0 or too large.
      const available = bytes.length - body;
      const dataBytes = size > 0 && size <= available ? size : available;
      const frames = Math.floor(dataBytes / (2 * count));
      const channels = Array.from({ length: count }, () => new Float32Array(frames));
      for (let i = 0; i < frames; i++) {
        channels.forEach((channel, c) => {
          channel[i] = view.getInt16(body + (i * count + c) * 2, true) / 0x8000;
        });
      }
      return { channels, sampleRate: format.sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('A WAV file without its format or data');
}

import { describe, expect, it } from 'vitest';
import { AUDIO_INPUT_MAX, checkFile, IMAGE_INPUT_MAX } from './media-files';

const file = (type: string, size: number) => ({ type, size });

describe('checkFile', () => {
  it('accepts the photo formats the storage rules accept, and recordings to re-encode', () => {
    expect(checkFile(file('image/jpeg', 4_000_000), 'image')).toBeNull();
    expect(checkFile(file('image/webp', 10), 'image')).toBeNull();
    expect(checkFile(file('audio/mpeg', 3_000_000), 'audio')).toBeNull();
    expect(checkFile(file('audio/x-m4a', 3_000_000), 'audio')).toBeNull();
    // 20 minutes of stereo WAV: re-encoded in the browser, stored far smaller.
    expect(checkFile(file('audio/wav', 230_000_000), 'audio')).toBeNull();
  });

  it('lets an untyped recording through by its extension, and nothing else untyped', () => {
    expect(checkFile({ type: '', size: 1000, name: 'Sala 3.M4A' }, 'audio')).toBeNull();
    expect(checkFile({ type: '', size: 1000, name: 'notas.txt' }, 'audio')).toEqual({
      code: 'fileType',
    });
    expect(checkFile({ type: '', size: 1000, name: 'foto.jpg' }, 'image')).toEqual({
      code: 'fileType',
    });
  });

  it('refuses SVG and HTML as images, whatever their size', () => {
    expect(checkFile(file('image/svg+xml', 100), 'image')).toEqual({ code: 'fileType' });
    expect(checkFile(file('text/html', 100), 'image')).toEqual({ code: 'fileType' });
  });

  it('refuses an image where audio is expected and the other way round', () => {
    expect(checkFile(file('image/png', 100), 'audio')).toEqual({ code: 'fileType' });
    expect(checkFile(file('audio/mpeg', 100), 'image')).toEqual({ code: 'fileType' });
  });

  it('refuses files over the limit, and empty ones, naming the limit', () => {
    expect(checkFile(file('image/jpeg', IMAGE_INPUT_MAX + 1), 'image')).toEqual({
      code: 'fileTooLarge',
      maxBytes: 25_000_000,
    });
    expect(checkFile(file('audio/mpeg', AUDIO_INPUT_MAX + 1), 'audio')).toEqual({
      code: 'fileTooLarge',
      maxBytes: 400_000_000,
    });
    expect(checkFile(file('audio/mpeg', 0), 'audio')?.code).toBe('fileTooLarge');
  });

  it('refuses a 100 MB photo and a 500 MB recording before any upload', () => {
    expect(checkFile(file('image/jpeg', 100 * 1024 * 1024), 'image')?.code).toBe('fileTooLarge');
    expect(checkFile(file('audio/wav', 500 * 1024 * 1024), 'audio')?.code).toBe('fileTooLarge');
  });
});

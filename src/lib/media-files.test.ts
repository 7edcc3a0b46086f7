import { describe, expect, it } from 'vitest';
import { AUDIO_MAX, checkFile, IMAGE_INPUT_MAX } from './media-files';

const file = (type: string, size: number) => ({ type, size });

describe('checkFile', () => {
  it('accepts the photo and audio formats the storage rules accept', () => {
    expect(checkFile(file('image/jpeg', 4_000_000), 'image')).toBeNull();
    expect(checkFile(file('image/webp', 10), 'image')).toBeNull();
    expect(checkFile(file('audio/mpeg', 3_000_000), 'audio')).toBeNull();
    expect(checkFile(file('audio/x-m4a', 3_000_000), 'audio')).toBeNull();
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
      maxMb: 25,
    });
    expect(checkFile(file('audio/mpeg', AUDIO_MAX + 1), 'audio')).toEqual({
      code: 'fileTooLarge',
      maxMb: 20,
    });
    expect(checkFile(file('audio/mpeg', 0), 'audio')?.code).toBe('fileTooLarge');
  });

  it('refuses a 100 MB file of either kind before any upload', () => {
    const hundredMb = 100 * 1024 * 1024;
    expect(checkFile(file('image/jpeg', hundredMb), 'image')?.code).toBe('fileTooLarge');
    expect(checkFile(file('audio/mpeg', hundredMb), 'audio')?.code).toBe('fileTooLarge');
  });
});

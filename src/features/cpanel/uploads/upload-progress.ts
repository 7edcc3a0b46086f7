import type { MediaFile, MediaProgress } from '@/lib/firebase/media-file';

/** Every file's bytes with its smaller copies: what the progress is weighed by. */
const bytesOf = (file: MediaFile) =>
  file.data.size + (file.variants ?? []).reduce((sum, variant) => sum + variant.data.size, 0);

/** How much of a save's bytes are up, from each file's own progress, weighed by its size. */
export function progressOf(files: MediaFile[]): (progress: MediaProgress) => number {
  const sizes = new Map(files.map((file) => [file.baseName, bytesOf(file)]));
  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0) || 1;
  const sent = new Map<string, number>();
  return (progress) => {
    sent.set(progress.baseName, progress.fraction);
    const bytes = [...sent].reduce(
      (sum, [name, fraction]) => sum + fraction * (sizes.get(name) ?? 0),
      0,
    );
    return Math.min(1, bytes / total);
  };
}

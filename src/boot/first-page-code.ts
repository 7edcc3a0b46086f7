/**
 * The first page's code, requested by the boot script as soon as the shell has been painted,
 * instead of once the app's own code has arrived and asked for it: the page's chunk, its loaders,
 * the chunks that validate the boot reads and the language's texts then download beside the
 * app's code, not one round trip after another behind it. The code not before the first paint:
 * scripts requested that early compete with the page's stylesheet and delay the shell; the
 * texts (one file) at once, so that they are never asked for by the app first.
 *
 * Which files a page needs is known only once the app is built: scripts/vite/first-page-code.ts
 * derives it from the pages the route table imports, scripts/vite/boot-script.ts writes it on the
 * boot script's tag, and tests/e2e/tour-loads-lean.e2e.ts checks that the tour
 * page loads no script before its main image that was not requested this way.
 */
import type { Language } from '@/lib/model/language';
import { afterNextPaint } from '@/lib/moments';
import type { FirstPageName } from './first-page-names';

export type { FirstPageName };

/** What the build writes: file names once, and each group as indexes into them. */
export interface FirstPageCode {
  files: string[];
  /** Each page's own code and loaders. */
  pages: Partial<Record<FirstPageName, number[]>>;
  /** What takes the boot reads (decoding, validation): needed only when reads were made. */
  reads: number[];
  /** Each language's texts. */
  texts: Partial<Record<Language, number[]>>;
}

function isFirstPageCode(value: unknown): value is FirstPageCode {
  if (typeof value !== 'object' || value === null) return false;
  const isObject = (field: unknown) => typeof field === 'object' && field !== null;
  const { files, pages, reads, texts } = value as Record<string, unknown>;
  return Array.isArray(files) && isObject(pages) && Array.isArray(reads) && isObject(texts);
}

/** The table the build wrote on the script's tag; null when there is none or it is unreadable. */
export function readFirstPageCode(script: HTMLOrSVGScriptElement | null): FirstPageCode | null {
  const raw = script instanceof HTMLScriptElement ? script.dataset.firstPage : undefined;
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isFirstPageCode(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The files to request for this first page: the language's texts at once (the app's code asks
 * for them as soon as it runs; asked first by the app, they would come only after its code),
 * the page's code, and what takes the reads when there are reads, after the first paint.
 */
export function firstPageFiles(
  code: FirstPageCode,
  page: FirstPageName,
  { language, withReads }: { language: Language; withReads: boolean },
): { now: string[]; afterFirstPaint: string[] } {
  const files = (indexes: number[]) =>
    indexes
      .map((index) => code.files[index])
      .filter((file): file is string => typeof file === 'string');
  const texts = code.texts[language] ?? [];
  const rest = [...(code.pages[page] ?? []), ...(withReads ? code.reads : [])];
  return {
    now: files([...new Set(texts)]),
    afterFirstPaint: files([...new Set(rest)].filter((index) => !texts.includes(index))),
  };
}

/** Requests the files as module preloads. */
export function preloadModules(files: string[], doc: Document = document) {
  for (const file of files) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = `/${file}`;
    // Marked, so a test can tell the boot's requests from those the app makes.
    link.dataset.firstPage = '';
    doc.head.append(link);
  }
}

/** Requests the files as module preloads once the next frame has been painted. */
export function preloadAfterFirstPaint(files: string[], doc: Document = document) {
  if (files.length === 0) return;
  // Frames render only once the stylesheet has arrived, so these never compete with it.
  afterNextPaint(() => preloadModules(files, doc));
}

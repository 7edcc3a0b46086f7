import type { Rollup } from 'vite';
import { FIRST_PAGE_NAMES } from '../../src/boot/first-page-names';
import { LANGUAGES } from '../../src/lib/model/language';
import { moduleName } from './chunk-groups';

/**
 * What each first page renders with, beyond index.html's own scripts, found in the build rather
 * than listed: the public pages the route table (src/app/route-table.tsx, in the entry) imports,
 * each named by its folder, with what their chunks import; the page-data group's file, which
 * decodes the boot reads; each language's texts, as src/i18n/i18n.ts imports them. The boot
 * script requests these files after the first paint (src/boot/first-page-code.ts);
 * tests/e2e/tour-loads-lean.e2e.ts fails when the tour page needs a script this leaves out.
 */
const PUBLIC_PAGE = /^src\/app\/pages\/visitor\/([^/]+)\/([^/.]+)\.tsx$/;
const TEXTS = /^src\/i18n\/locales\/([^/]+)\/global\.json$/;

type Chunk = Pick<
  Rollup.OutputChunk,
  'fileName' | 'imports' | 'dynamicImports' | 'facadeModuleId' | 'moduleIds'
>;

/** The files index.html's scripts import lazily whose module matches `pattern`, by its first group. */
function lazyFilesBy(loaded: Set<string>, byFile: Map<string, Chunk>, pattern: RegExp) {
  const found = new Map<string, string>();
  for (const file of [...loaded].flatMap((name) => byFile.get(name)?.dynamicImports ?? [])) {
    // A first page's file holds more than the page (its group, scripts/vite/chunk-groups.ts).
    for (const id of byFile.get(file)?.moduleIds ?? []) {
      const match = pattern.exec(moduleName(id));
      // A page's own module is the one named as its folder (tour/tour.tsx, not tour/tour-end.tsx).
      if (match?.[1] && (match[2] === undefined || match[2] === match[1]))
        found.set(match[1], file);
    }
  }
  return found;
}

/**
 * The first pages' files of this build (src/boot/first-page-code.ts reads them): each file with
 * the files it imports, less those index.html loads already; file names once, groups as indexes
 * into them. Throws, naming what is missing, when a page of the boot's or a language has none.
 */
export function firstPageCode(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk) {
  const chunks = Object.values(bundle).filter(
    (file): file is Rollup.OutputChunk => file.type === 'chunk',
  );
  const byFile = new Map<string, Chunk>(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (file: string, seen = new Set<string>()): Set<string> => {
    const chunk = byFile.get(file);
    if (seen.has(file) || !chunk) return seen;
    seen.add(file);
    for (const name of chunk.imports) withImports(name, seen);
    return seen;
  };
  const loaded = withImports(entry.fileName);
  const files: string[] = [];
  const indexesOf = (roots: string[]) => {
    const wanted = new Set<string>();
    for (const root of roots)
      for (const name of withImports(root)) if (!loaded.has(name)) wanted.add(name);
    return [...wanted].map((name) => {
      if (!files.includes(name)) files.push(name);
      return files.indexOf(name);
    });
  };
  const lookUp = <Name extends string>(
    names: readonly Name[],
    found: Map<string, string>,
    what: string,
  ) => {
    const missing = names.filter((name) => !found.has(name));
    if (missing.length > 0)
      throw new Error(`No file of the build holds ${what}: ${missing.join(', ')}`);
    return Object.fromEntries(
      names.map((name) => [name, indexesOf([found.get(name) ?? ''])]),
    ) as Record<Name, number[]>;
  };
  const texts = lookUp(LANGUAGES, lazyFilesBy(loaded, byFile, TEXTS), 'the texts of');
  const pages = lookUp(
    FIRST_PAGE_NAMES,
    lazyFilesBy(loaded, byFile, PUBLIC_PAGE),
    'the route table’s page (src/app/pages/visitor/<name>/<name>.tsx)',
  );
  const data = chunks.find((chunk) => chunk.fileName.startsWith('assets/page-data-'));
  if (!data) throw new Error('No file of the build holds the page-data group');
  const reads = indexesOf([data.fileName]);
  return { files, pages, reads, texts };
}

import path from 'node:path';
import type { Rollup } from 'vite';
import { root } from './paths';

/**
 * The modules each first page renders with, beyond index.html's own scripts (the pages' chunks in
 * src/app/route-table.tsx, their loaders, what decodes the boot reads, each language's texts).
 * The boot script requests their files after the first paint (src/boot/first-page-code.ts); a
 * module named here that the build does not make a chunk of fails the build, and
 * tests/e2e/tour-loads-lean.e2e.ts fails when the tour page needs a script this leaves out.
 */
export const FIRST_PAGE_MODULES = {
  pages: {
    home: ['src/app/pages/visitor/home/home.tsx'],
    museums: [
      'src/app/pages/visitor/museums/museums.tsx',
      'src/app/pages/visitor/museums/museums-loader.ts',
    ],
    museum: [
      'src/app/pages/visitor/museum/museum.tsx',
      'src/app/pages/visitor/museum/museum-loader.ts',
    ],
    tour: ['src/app/pages/visitor/tour/tour.tsx', 'src/app/pages/visitor/tour/tour-loader.ts'],
  },
  reads: ['src/app/pages/visitor/boot-data.ts'],
  texts: { es: ['src/i18n/locales/es/global.json'], en: ['src/i18n/locales/en/global.json'] },
};

/**
 * FIRST_PAGE_MODULES as files of this build (src/boot/first-page-code.ts reads it): each module's
 * chunk and the chunks it imports, less those index.html loads already; file names once, groups
 * as indexes into them.
 */
export function firstPageCode(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk) {
  const chunks = Object.values(bundle).filter(
    (file): file is Rollup.OutputChunk => file.type === 'chunk',
  );
  const withImports = (chunk: Rollup.OutputChunk, seen = new Set<string>()): Set<string> => {
    if (seen.has(chunk.fileName)) return seen;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') withImports(imported, seen);
    }
    return seen;
  };
  const loaded = withImports(entry);
  const files: string[] = [];
  const indexesOf = (modules: string[]) => {
    const wanted = new Set<string>();
    for (const module of modules) {
      const id = path.resolve(root, module);
      const chunk = chunks.find((each) => each.moduleIds.includes(id));
      if (!chunk) throw new Error(`No chunk holds ${module} (FIRST_PAGE_MODULES)`);
      for (const name of withImports(chunk)) if (!loaded.has(name)) wanted.add(name);
    }
    return [...wanted].map((name) => {
      if (!files.includes(name)) files.push(name);
      return files.indexOf(name);
    });
  };
  const group = (table: Record<string, string[]>) =>
    Object.fromEntries(Object.entries(table).map(([key, modules]) => [key, indexesOf(modules)]));
  const texts = group(FIRST_PAGE_MODULES.texts);
  const pages = group(FIRST_PAGE_MODULES.pages);
  const reads = indexesOf(FIRST_PAGE_MODULES.reads);
  return { files, pages, reads, texts };
}

import path from 'node:path';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { root } from './paths';
import { firstPageCode } from './first-page-code';

/** A chunk of a made-up build: its file, its facade module (from the root), what it imports. */
function chunk(
  fileName: string,
  facade: string | null,
  { imports = [], dynamicImports = [] }: { imports?: string[]; dynamicImports?: string[] } = {},
) {
  return {
    type: 'chunk' as const,
    fileName,
    facadeModuleId: facade && path.join(root, facade),
    moduleIds: facade ? [path.join(root, facade)] : [],
    imports,
    dynamicImports,
  };
}

const pages = ['home', 'museums', 'museum', 'tour'];
const pageChunks = pages.map((name) =>
  chunk(`assets/${name}.js`, `src/app/pages/visitor/${name}/${name}.tsx`, {
    imports: ['assets/page-common-x.js', 'assets/framework.js'],
  }),
);
const others = [
  chunk('assets/framework.js', null),
  chunk('assets/page-common-x.js', null),
  chunk('assets/page-data-x.js', null, { imports: ['assets/page-common-x.js'] }),
  chunk('assets/es.js', 'src/i18n/locales/es/global.json'),
  chunk('assets/en.js', 'src/i18n/locales/en/global.json'),
  // Lazily loaded by the tour page, not by the route table: not a page of its own.
  chunk('assets/tour-end.js', 'src/app/pages/visitor/tour/tour-end.tsx'),
  chunk('assets/log-in.js', 'src/app/pages/account/log-in/log-in.tsx'),
];

function build(lazy: string[]) {
  const entry = chunk('assets/index.js', 'index.html', {
    imports: ['assets/framework.js'],
    dynamicImports: lazy,
  });
  const all = [entry, ...pageChunks, ...others].map((each) => ({ ...each }));
  const bundle = Object.fromEntries(all.map((each) => [each.fileName, each]));
  return { bundle: bundle as unknown as Rollup.OutputBundle, entry: entry as Rollup.OutputChunk };
}

const lazy = [
  ...pages.map((name) => `assets/${name}.js`),
  'assets/es.js',
  'assets/en.js',
  'assets/log-in.js',
  'assets/tour-end.js',
];

describe('the first pages’ files', () => {
  it('are the route table’s public pages by their folder, with their imports, less what index.html loads', () => {
    const { bundle, entry } = build(lazy);
    const code = firstPageCode(bundle, entry);
    const named = (indexes: number[]) => indexes.map((index) => code.files[index]);
    expect(named(code.pages.tour)).toEqual(['assets/tour.js', 'assets/page-common-x.js']);
    expect(named(code.pages.home)).toEqual(['assets/home.js', 'assets/page-common-x.js']);
    expect(named(code.reads)).toEqual(['assets/page-data-x.js', 'assets/page-common-x.js']);
    expect(named(code.texts.en)).toEqual(['assets/en.js']);
    expect(code.files).not.toContain('assets/tour-end.js');
    expect(code.files).not.toContain('assets/log-in.js');
    expect(code.files).not.toContain('assets/framework.js');
  });

  it('find a page in a file of several modules, imported lazily by a file index.html loads', () => {
    const { bundle, entry } = build([]);
    const framework = bundle['assets/framework.js'] as Rollup.OutputChunk;
    framework.dynamicImports = lazy;
    const tour = bundle['assets/tour.js'] as Rollup.OutputChunk;
    tour.facadeModuleId = null;
    tour.moduleIds = ['src/features/dialog.tsx', 'src/app/pages/visitor/tour/tour.tsx'].map((id) =>
      path.join(root, id),
    );
    const code = firstPageCode(bundle, entry);
    expect(code.pages.tour.map((index) => code.files[index])).toEqual([
      'assets/tour.js',
      'assets/page-common-x.js',
    ]);
  });

  it('stop the build, naming the page, when a page of the boot’s has no file', () => {
    const { bundle, entry } = build(lazy.filter((file) => file !== 'assets/museum.js'));
    expect(() => firstPageCode(bundle, entry)).toThrow(/page .*: museum$/);
  });
});

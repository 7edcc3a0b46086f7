import { describe, expect, it } from 'vitest';
import { type GraphModule, packageOf, planGroups } from './chunk-groups';

const base = '/repo';

/** A made-up build: each module with what it imports, statically and lazily. */
const modules: Record<string, { imports?: string[]; lazy?: string[] }> = {
  'index.html': { imports: ['src/main.tsx'] },
  'src/main.tsx': { imports: ['src/app/route-table.tsx', 'node_modules/react/index.js'] },
  'node_modules/react/index.js': {},
  'src/app/route-table.tsx': {
    lazy: [
      'src/app/pages/visitor/home/home.tsx',
      'src/app/pages/visitor/museum/museum.tsx',
      'src/app/pages/visitor/museum/museum-loader.ts',
      'src/app/pages/visitor/tour/tour.tsx',
      'src/app/pages/account/log-in/log-in.tsx',
    ],
  },
  'src/app/pages/visitor/home/home.tsx': { imports: ['src/card.tsx', 'src/carousel.tsx'] },
  'src/app/pages/visitor/museum/museum.tsx': {
    imports: ['src/card.tsx', 'src/app/pages/visitor/museum/museum-loader.ts'],
  },
  'src/app/pages/visitor/museum/museum-loader.ts': { imports: ['src/boot-or-service.ts'] },
  'src/app/pages/visitor/tour/tour.tsx': {
    imports: ['src/boot-or-service.ts', 'src/player.ts', 'src/dialog.tsx'],
  },
  'src/app/pages/account/log-in/log-in.tsx': { imports: ['src/dialog.tsx'] },
  'src/boot-or-service.ts': { lazy: ['src/boot-data.ts', 'src/api.ts', 'src/saved.tsx'] },
  'src/boot-data.ts': { imports: ['node_modules/zod/index.js', 'src/model.ts'] },
  'src/api.ts': { imports: ['node_modules/@firebase/firestore/index.js', 'src/model.ts'] },
  'src/model.ts': { imports: ['src/player.ts'] },
  'src/saved.tsx': { imports: ['src/model.ts'] },
};
const graph = (id: string): GraphModule | null => {
  const name = id.slice(base.length + 1);
  const found = modules[name];
  const full = (names: string[] = []) => names.map((each) => `${base}/${each}`);
  return found
    ? {
        isEntry: name === 'index.html',
        importedIds: full(found.imports),
        dynamicallyImportedIds: full(found.lazy),
      }
    : null;
};

describe('the first-paint groups', () => {
  it('know a module’s package, scoped or not, however deep', () => {
    expect(packageOf('/repo/node_modules/react-dom/cjs/react-dom.js')).toBe('react-dom');
    expect(packageOf('/repo/node_modules/@scope/lib/index.js')).toBe('@scope/lib');
    expect(packageOf('/repo/node_modules/a/node_modules/zod/v4/index.js')).toBe('zod');
    expect(packageOf('/repo/src/lib/cache.ts')).toBeNull();
  });

  it('are found in the graph from the route table’s first pages, not listed', () => {
    const groups = planGroups(graph, `${base}/index.html`, base);
    const named = Object.fromEntries(
      [...groups].map(([id, group]) => [id.slice(base.length + 1), group]),
    );
    expect(named).toEqual({
      // Index.html's scripts, whole.
      'src/main.tsx': 'framework',
      'src/app/route-table.tsx': 'framework',
      'node_modules/react/index.js': 'framework',
      // What two first pages use.
      'src/card.tsx': 'page-common',
      'src/boot-or-service.ts': 'page-common',
      // What the shared modules load lazily without the SDK and without rendering, and what that
      // imports, even when one page uses it too: the tour page loads this group anyway.
      'src/boot-data.ts': 'page-data',
      'node_modules/zod/index.js': 'page-data',
      'src/model.ts': 'page-data',
      'src/player.ts': 'page-data',
      // Each page's own, loader included, in the page's file; another page's lazy use
      // (log-in's dialog) does not move it.
      'src/app/pages/visitor/home/home.tsx': 'home',
      'src/carousel.tsx': 'home',
      'src/app/pages/visitor/museum/museum.tsx': 'museum',
      'src/app/pages/visitor/museum/museum-loader.ts': 'museum',
      'src/app/pages/visitor/tour/tour.tsx': 'tour',
      'src/dialog.tsx': 'tour',
    });
  });
});

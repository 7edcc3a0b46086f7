import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, groupOf, misplacedModules, missingModules, packageOf } from './chunk-groups';

const base = '/repo';
const groups = {
  framework: { packages: ['react', '@scope/lib'], modules: ['src/lib/chunks.ts'] },
  'page-common': { packages: [], modules: ['src/components/card.tsx'] },
  'page-data': { packages: ['zod'], modules: ['src/lib/cache.ts'] },
};

describe('the first-paint groups', () => {
  it('know a module’s package, scoped or not, however deep', () => {
    expect(packageOf('/repo/node_modules/react-dom/cjs/react-dom.js')).toBe('react-dom');
    expect(packageOf('/repo/node_modules/@scope/lib/index.js')).toBe('@scope/lib');
    expect(packageOf('/repo/node_modules/a/node_modules/zod/v4/index.js')).toBe('zod');
    expect(packageOf('/repo/src/lib/cache.ts')).toBeNull();
  });

  it('put a package whole in its group, and the project’s modules only by their declared path', () => {
    expect(groupOf('/repo/node_modules/react/index.js', groups, base)).toBe('framework');
    expect(groupOf('/repo/node_modules/react-dom/index.js', groups, base)).toBeNull();
    expect(groupOf('/repo/node_modules/@scope/lib/x.js', groups, base)).toBe('framework');
    expect(groupOf('/repo/node_modules/zod/index.js', groups, base)).toBe('page-data');
    expect(groupOf('/repo/src/components/card.tsx', groups, base)).toBe('page-common');
    // A module moved elsewhere does not silently stay in (or join) a group.
    expect(groupOf('/repo/src/components/cards/card.tsx', groups, base)).toBeNull();
    expect(groupOf('/repo/src/components/card.css', groups, base)).toBeNull();
  });

  it('name the declared modules that no longer exist', () => {
    const present = new Set(['src/lib/chunks.ts', 'src/lib/cache.ts']);
    expect(missingModules(groups, (file) => present.has(file))).toEqual([
      'src/components/card.tsx',
    ]);
  });

  it('declare only files that exist in this repository', () => {
    expect(missingModules()).toEqual([]);
    expect(Object.values(CHUNK_GROUPS).flatMap((g) => g.modules).length).toBeGreaterThan(30);
  });

  it('name a declared module that lands in another file, or in none', () => {
    const chunks = [
      { fileName: 'assets/framework-abc.js', moduleIds: ['/repo/src/lib/chunks.ts'] },
      { fileName: 'assets/page-data-def.js', moduleIds: ['/repo/src/components/card.tsx'] },
    ];
    expect(misplacedModules(chunks, groups, base)).toEqual([
      'src/components/card.tsx (page-common) landed in assets/page-data-def.js',
      'src/lib/cache.ts (page-data) is in no file of the build: is it still imported?',
    ]);
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { root } from './paths';

export type GroupName = 'framework' | 'page-common' | 'page-data';

interface Group {
  /** npm packages, whole. */
  packages: string[];
  /** The project's own modules, by path from the root: a moved or renamed one fails the build. */
  modules: string[];
}

/**
 * What loads before a page's first paint, declared module by module. Left to itself the bundler
 * cuts the modules the public pages share into about twenty files of 0.1 to 1.5 KiB, each a
 * request of its own before the first screen; a group takes only the modules named here, not what
 * they import (the page groups import the entry's own modules; pulled in, those would make
 * index.html load the groups).
 */
export const CHUNK_GROUPS: Record<GroupName, Group> = {
  // The libraries every page starts with, as one file, and the entry's small modules that lazily
  // loaded code imports too: else the bundler gives each a file of its own, which index.html would
  // load before the first paint (entryLoadsOnlyTheFramework below).
  framework: {
    packages: [
      'react',
      'react-dom',
      'scheduler',
      'react-router',
      'react-router-dom',
      'i18next',
      'react-i18next',
    ],
    modules: [
      'src/config/vocabulary.ts',
      'src/lib/chunks.ts',
      'src/lib/model/language.ts',
      'src/lib/moments.ts',
      'src/lib/use-first-screen.ts',
      'src/lib/use-sync-external-store.ts',
    ],
  },
  // What every public page renders with: pictures, cards, dialogs, its states, and the loaders
  // that take the boot reads, ask the services or open a saved tour. No SDK: a cold data page
  // never loads one.
  'page-common': {
    packages: [],
    modules: [
      'src/app/keep-scroll.ts',
      'src/app/pages/visitor/boot-or-service.ts',
      'src/app/pages/visitor/home/home-loader.ts',
      'src/app/pages/visitor/museum/museum-loader.ts',
      'src/app/pages/visitor/museums/museums-loader.ts',
      'src/app/pages/visitor/page-states.tsx',
      'src/app/pages/visitor/tour/tour-loader.ts',
      'src/components/card.tsx',
      'src/components/covers.ts',
      'src/components/dialog.tsx',
      'src/components/image-sizes.ts',
      'src/components/responsive-image.tsx',
      'src/components/show-more.tsx',
      'src/config/comment-limits.ts',
      'src/config/public-queries.ts',
      'src/features/offline/lib/offline-files.ts',
      'src/features/offline/lib/offline-store.ts',
      'src/features/offline/model/saved-tour.ts',
      'src/features/tours/components/tour-card.tsx',
      'src/features/tours/model/museum-name.ts',
      'src/features/works/model/room.ts',
      'src/lib/data-modules.ts',
      'src/lib/firebase/boot-plan.ts',
      'src/lib/firebase/boot-reads.ts',
      'src/lib/firebase/paths.ts',
      'src/lib/firebase/query-def.ts',
      'src/lib/firebase/stored-fields.ts',
      'src/lib/image-variants.ts',
      'src/lib/main-image.ts',
      'src/lib/use-main-image.ts',
      'src/lib/use-result.ts',
      'src/lib/use-show-more.ts',
    ],
  },
  // What a data page validates and caches its data with: zod, the models, the TTL cache and the
  // boot reads' decoding. The home page does not load it before its first screen.
  'page-data': {
    packages: ['zod'],
    modules: [
      'src/app/pages/visitor/boot-data.ts',
      'src/features/comments/model/comment.ts',
      'src/features/museums/model/museum.ts',
      'src/features/tours/model/tour.ts',
      'src/features/works/model/work.ts',
      'src/lib/cache-entries.ts',
      'src/lib/cache.ts',
      'src/lib/errors.ts',
      'src/lib/firebase/boot-models.ts',
      'src/lib/firebase/converter.ts',
      'src/lib/firebase/rest.ts',
      'src/lib/firebase/stored-model.ts',
      'src/lib/model/shared.ts',
      'src/lib/result.ts',
    ],
  },
};

const GROUP_NAMES = Object.keys(CHUNK_GROUPS) as GroupName[];

/** A module id as the groups name it: its path from the root, with forward slashes. */
export const moduleName = (id: string, base = root) =>
  path.relative(base, id).split(path.sep).join('/');

/** The npm package a module id belongs to ('@scope/name' or 'name'), if any. */
export function packageOf(id: string): string | null {
  const after = id.split(/[\\/]node_modules[\\/]/).at(-1);
  if (after === undefined || after === id) return null;
  const parts = after.split(/[\\/]/);
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? null);
}

/** The group a module belongs to, or null: by its package, else by its declared path. */
export function groupOf(id: string, groups = CHUNK_GROUPS, base = root): GroupName | null {
  const pkg = packageOf(id);
  const name = moduleName(id, base);
  for (const group of Object.keys(groups) as GroupName[]) {
    if (
      pkg !== null ? groups[group].packages.includes(pkg) : groups[group].modules.includes(name)
    ) {
      return group;
    }
  }
  return null;
}

/** The declared modules with no file: moved, renamed or deleted. */
export function missingModules(
  groups = CHUNK_GROUPS,
  exists = (file: string) => existsSync(path.resolve(root, file)),
) {
  return Object.values(groups).flatMap((group) => group.modules.filter((file) => !exists(file)));
}

/** Declared modules the bundle puts in another file than their group's (or leaves out). */
export function misplacedModules(
  chunks: { fileName: string; moduleIds: string[] }[],
  groups = CHUNK_GROUPS,
  base = root,
) {
  const problems: string[] = [];
  for (const group of GROUP_NAMES) {
    for (const module of groups[group].modules) {
      const holder = chunks.find((chunk) =>
        chunk.moduleIds.some((id) => moduleName(id, base) === module),
      );
      if (!holder)
        problems.push(`${module} (${group}) is in no file of the build: is it still imported?`);
      else if (!holder.fileName.startsWith(`assets/${group}-`)) {
        problems.push(`${module} (${group}) landed in ${holder.fileName}`);
      }
    }
  }
  return problems;
}

/** The bundler's groups: each takes exactly its declared modules and packages. */
export const codeSplittingGroups = () =>
  GROUP_NAMES.map((name) => ({ name, test: (id: string) => groupOf(id) === name }));

/**
 * Fails the build when the declaration and the source disagree: a declared module was moved,
 * renamed or deleted (what loads before the first paint would otherwise change without a word), or
 * one did not land in its group's file.
 */
export function declaredGroupsHold(): Plugin {
  return {
    name: 'museo-declared-groups-hold',
    apply: 'build',
    buildStart() {
      const missing = missingModules();
      if (missing.length > 0) {
        this.error(
          `scripts/vite/chunk-groups.ts names modules that do not exist: ${missing.join(', ')}. ` +
            'Moved or renamed? Put the new path in its group.',
        );
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      const problems = misplacedModules(chunks);
      if (problems.length > 0) {
        this.error(
          `The first-paint groups (scripts/vite/chunk-groups.ts) do not hold: ${problems.join('; ')}`,
        );
      }
    },
  };
}

/**
 * Index.html loads the entry, the bundler's runtime and the framework group, nothing else: when
 * a change makes the bundler cut one of the entry's own modules into a file of its own (it does
 * so for modules that both the entry and lazily loaded code import), every page would pay one
 * more request before its first paint. The build then fails, naming the module to add to the
 * framework group.
 */
export function entryLoadsOnlyTheFramework(): Plugin {
  return {
    name: 'museo-entry-loads-only-the-framework',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (
          file.type !== 'chunk' ||
          !file.isEntry ||
          file.facadeModuleId?.endsWith('.html') === false
        )
          continue;
        const extra = file.imports
          .map((name) => bundle[name])
          .filter((chunk): chunk is Rollup.OutputChunk => chunk?.type === 'chunk')
          .filter((chunk) => !/^assets\/(framework|rolldown-runtime)-/.test(chunk.fileName));
        if (extra.length > 0) {
          const modules = extra.flatMap((chunk) => chunk.moduleIds.map((id) => moduleName(id)));
          this.error(
            `index.html would also load ${extra.map((chunk) => chunk.fileName).join(', ')} ` +
              `(${modules.join(', ')}): add these modules to the framework group in scripts/vite/chunk-groups.ts.`,
          );
        }
      }
    },
  };
}

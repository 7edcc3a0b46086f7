import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { FIRST_PAGE_NAMES, type FirstPageName } from '../../src/boot/first-page-names';
import { root } from './paths';

/** The groups of what loads before a page's first paint; each first page's file is a group too. */
export type GroupName = 'framework' | 'page-common' | 'page-data' | FirstPageName;

/**
 * The libraries every page starts with, as one file with the entry's own modules: else the
 * bundler gives each module that lazily loaded code imports too a file of its own, which
 * index.html would load before the first paint (entryLoadsOnlyTheFramework below).
 */
export const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  'i18next',
  'react-i18next',
];

/** The first pages' own folders, as the route table imports them. */
const FIRST_PAGE = /^src\/app\/pages\/visitor\/([^/]+)\//;

/** What the chunking needs of a module; the bundler's ModuleInfo has it. */
export interface GraphModule {
  isEntry: boolean;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
export type Graph = (id: string) => GraphModule | null;

/** A module id as the build names it: its path from the root, with forward slashes. */
export const moduleName = (id: string, base = root) =>
  path.relative(base, id).split(path.sep).join('/');

/** The npm package a module id belongs to ('@scope/name' or 'name'), if any. */
export function packageOf(id: string): string | null {
  const after = id.split(/[\\/]node_modules[\\/]/).at(-1);
  if (after === undefined || after === id) return null;
  const parts = after.split(/[\\/]/);
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? null);
}

const isSdk = (id: string) => /^(firebase|@firebase\/.*)$/.test(packageOf(id) ?? '');

function staticClosure(graph: Graph, starts: Iterable<string>) {
  const seen = new Set<string>();
  const stack = [...starts];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Which group each module belongs to, found in the module graph from the route table's first
 * pages (src/boot/first-page-names.ts), not listed by path:
 * - framework: the entry and everything it imports, and the packages above;
 * - page-data: what those shared modules import lazily without the Firebase SDK (the boot reads'
 *   decoding, the models, their schemas and cache), so a cold data page never loads the SDK;
 * - page-common: what two first pages or more render with (or load their data with).
 * A module only one first page uses stays with that page: its file is the page's.
 */
export function planGroups(graph: Graph, entryId: string, base = root) {
  const entry = staticClosure(graph, [entryId]);
  const pageRoots = new Map<FirstPageName, Set<string>>();
  for (const id of entry) {
    for (const target of graph(id)?.dynamicallyImportedIds ?? []) {
      const page = FIRST_PAGE_NAMES.find(
        (name) => FIRST_PAGE.exec(moduleName(target, base))?.[1] === name,
      );
      if (page) {
        pageRoots.set(page, (pageRoots.get(page) ?? new Set()).add(target));
      }
    }
  }
  const usedBy = new Map<string, FirstPageName[]>();
  for (const [page, roots] of pageRoots) {
    for (const id of staticClosure(graph, roots)) {
      if (!entry.has(id)) usedBy.set(id, [...(usedBy.get(id) ?? []), page]);
    }
  }
  const common = [...usedBy].filter(([, pages]) => pages.length > 1).map(([id]) => id);
  const data = new Set<string>();
  for (const target of common.flatMap((id) => graph(id)?.dynamicallyImportedIds ?? [])) {
    const reach = [...staticClosure(graph, [target])];
    if (reach.some((id) => isSdk(id) || id.endsWith('.tsx'))) continue;
    for (const id of reach) if (!entry.has(id) && (usedBy.get(id)?.length ?? 0) < 2) data.add(id);
  }
  const groups = new Map<string, GroupName>();
  for (const [id, [page, ...others]] of usedBy)
    if (page && others.length === 0) groups.set(id, page);
  for (const id of entry) if (graph(id)?.isEntry === false) groups.set(id, 'framework');
  for (const id of data) groups.set(id, 'page-data');
  for (const id of common) groups.set(id, 'page-common');
  return groups;
}

/** The group of a module that no graph places: the framework's packages, else none. */
const byPackage = (id: string): GroupName | null =>
  FRAMEWORK_PACKAGES.includes(packageOf(id) ?? '') ? 'framework' : null;

/**
 * The bundler's groups, from the graph of the build under way. Each takes exactly the modules its
 * plan names, not what they import (the plan has placed those already).
 */
export function codeSplittingGroups(entryId = path.resolve(root, 'index.html')) {
  const plans = new WeakMap<object, Map<string, GroupName>>();
  const planFor = (ctx: { getModuleInfo: Graph }) => {
    let plan = plans.get(ctx);
    if (!plan) {
      plan = planGroups((id) => ctx.getModuleInfo(id), entryId);
      plans.set(ctx, plan);
    }
    return plan;
  };
  return [
    {
      name: (id: string, ctx: { getModuleInfo: Graph }) =>
        byPackage(id) ?? planFor(ctx).get(id) ?? null,
    },
  ];
}

/**
 * Index.html loads the entry, the bundler's runtime and the framework group, nothing else: when
 * a change makes the bundler cut one of the entry's own modules into a file of its own, every
 * page would pay one more request before its first paint. The build then fails, naming it.
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
              `(${modules.join(', ')}): the framework group (scripts/vite/chunk-groups.ts) should hold them.`,
          );
        }
      }
    },
  };
}

import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  // react-i18next 17 imports React 17's polyfill of useSyncExternalStore, which React 19 has
  // built in: the polyfill would be one more script index.html loads before the first paint.
  'use-sync-external-store/shim': fileURLToPath(
    new URL('./src/lib/use-sync-external-store.ts', import.meta.url),
  ),
};
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The modules each first page renders with, beyond index.html's own scripts (the pages' chunks in
 * src/app/route-table.tsx, their loaders, what decodes the boot reads, each language's texts).
 * The boot script requests their files after the first paint (src/boot/first-page-code.ts); a
 * module named here that the build does not make a chunk of fails the build, and
 * tests/e2e/tour-loads-lean.e2e.ts fails when the tour page needs a script this leaves out.
 */
const FIRST_PAGE_MODULES = {
  pages: {
    home: ['src/app/routes/home.tsx'],
    museums: ['src/app/routes/museums.tsx', 'src/app/routes/route-data.ts'],
    museum: ['src/app/routes/museum.tsx', 'src/app/routes/route-data.ts'],
    tour: ['src/app/routes/tour.tsx', 'src/app/routes/route-data.ts'],
  },
  reads: ['src/app/routes/boot-data.ts'],
  texts: { es: ['src/i18n/locales/es/global.json'], en: ['src/i18n/locales/en/global.json'] },
};

/**
 * FIRST_PAGE_MODULES as files of this build (src/boot/first-page-code.ts reads it): each module's
 * chunk and the chunks it imports, less those index.html loads already; file names once, groups
 * as indexes into them.
 */
function firstPageCode(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk) {
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

/**
 * The boot script (src/boot/boot.ts; docs/adr/0009-boot-time-reads.md): built on its own as one
 * small classic script, not a module of the app, so it runs as soon as it arrives and waits for
 * nothing; a file of the app's origin (the CSP allows 'self' only), referenced `async` from the
 * page's <head>. Production builds only: in development the app reads the normal way.
 */
function bootScript(): Plugin {
  let mode = 'production';
  let envDir: string | false = false;
  let fileName = '';
  return {
    name: 'museo-boot-script',
    apply: 'build',
    configResolved(config) {
      // The same mode and .env files as the app: the same Firebase project and emulators.
      mode = config.mode;
      envDir = config.envDir;
    },
    async buildStart() {
      const output = await build({
        configFile: false,
        mode,
        envDir,
        logLevel: 'warn',
        resolve: { alias },
        build: {
          write: false,
          target: 'es2022',
          minify: true,
          lib: { entry: 'src/boot/boot.ts', formats: ['iife'], name: 'museoBoot' },
        },
      });
      const chunk = [output]
        .flat()
        .flatMap((result) => ('output' in result ? result.output : []))
        .find((file) => file.type === 'chunk');
      if (!chunk) throw new Error('The boot script did not build');
      const hash = createHash('sha256').update(chunk.code).digest('hex').slice(0, 8);
      fileName = `assets/boot-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: chunk.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, chunk }) => [
        {
          tag: 'script',
          attrs: {
            src: `/${fileName}`,
            async: true,
            ...(bundle &&
              chunk && { 'data-first-page': JSON.stringify(firstPageCode(bundle, chunk)) }),
          },
          injectTo: 'head',
        },
      ],
    },
  };
}

/**
 * index.html without the web manifest's link: the browser would fetch the manifest and its icons
 * before the page's largest paint, on a slow connection taking bandwidth from what the visitor
 * sees. The app links it once the first screen is complete (features/offline/components/pwa-shell.tsx).
 */
function manifestLinkAfterFirstScreen(): Plugin {
  return {
    name: 'museo-manifest-link-later',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/\s*<link rel="manifest"[^>]*>/, ''),
    },
  };
}

/** The libraries every page starts with, and the entry's modules that must stay beside them. */
const FRAMEWORK = [
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next)[\\/]/,
  // Small modules of the entry that lazily loaded code imports too (entryLoadsOnlyTheFramework).
  /src\/(config\/vocabulary|lib\/when-idle|lib\/chunks|lib\/model\/language|lib\/use-sync-external-store)\.ts$/,
];

/**
 * Left to itself the bundler cuts the modules the public pages share into about twenty files of
 * 0.1 to 1.5 KiB, each a request of its own before the first screen. Two groups instead, neither
 * importing an SDK (a cold data page never loads one):
 * - what every public page renders with: pictures, cards, dialogs, its states, and the loaders
 *   that take the boot reads, ask the services or open a saved tour (route-data.ts and what it
 *   imports);
 * - what a data page validates and caches its data with: zod, the models, the TTL cache and the
 *   boot reads' decoding. The home page does not load it before its first screen.
 */
const PAGE_COMMON = [
  /src\/lib\/(use-result|image-variants|data-modules)\.ts$/,
  /src\/components\/(covers|image-sizes|responsive-image|card|dialog)\.tsx?$/,
  /src\/features\/offline\/lib\/offline-store\.ts$/,
  /src\/features\/tours\/components\/tour-card\.tsx$/,
  /src\/app\/routes\/(page-states|route-data|saved-tour)\.tsx?$/,
  /src\/app\/keep-scroll\.ts$/,
  /src\/lib\/firebase\/(boot-reads|boot-plan|stored-fields|paths)\.ts$/,
  /src\/features\/(tours\/model\/museum-(ids|name)|works\/model\/room|comments\/model\/limits)\.ts$/,
];
const PAGE_DATA = [
  /node_modules[\\/]zod[\\/]/,
  /src\/features\/(museums|tours|works|comments)\/model\/(museum|tour|work|comment)\.ts$/,
  /src\/lib\/(model\/shared|cache|errors|result)\.ts$/,
  /src\/lib\/firebase\/(rest|boot-models|stored-model|converter)\.ts$/,
  /src\/app\/routes\/boot-data\.ts$/,
];
const inGroup = (patterns: RegExp[]) => (id: string) => patterns.some((each) => each.test(id));

/**
 * Index.html loads the entry, the bundler's runtime and the framework group, nothing else: when
 * a change makes the bundler cut one of the entry's own modules into a file of its own (it does
 * so for modules that both the entry and lazily loaded code import), every page would pay one
 * more request before its first paint. The build then fails, naming the module to add to the
 * framework group.
 */
function entryLoadsOnlyTheFramework(): Plugin {
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
          const modules = extra.flatMap((chunk) =>
            chunk.moduleIds.map((id) => path.relative(root, id)),
          );
          this.error(
            `index.html would also load ${extra.map((chunk) => chunk.fileName).join(', ')} ` +
              `(${modules.join(', ')}): add these modules to the 'framework' group in vite.config.ts.`,
          );
        }
      }
    },
  };
}

// MUSEO_PORT_OFFSET moves the local stack's ports (scripts/lib/local-config.mjs).
const offset = Number(process.env.MUSEO_PORT_OFFSET ?? 0) || 0;

export default defineConfig({
  plugins: [
    react(),
    bootScript(),
    // Installable app + service worker (src/sw.ts). Registered by the app after load
    // (features/offline/components/pwa-shell.tsx), never in dev.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Museo Guía — Buenos Aires',
        short_name: 'Museo Guía',
        description:
          'Recorridos guiados de lectura y audio por los museos de arte de Buenos Aires.',
        lang: 'es',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f7f3ec',
        theme_color: '#1f1a17',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        // The app shell: code, styles, the page, icons. Tour media is saved per tour on demand.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The back-office's narration encoder (58 KB) is no visitor's business.
        globIgnores: ['**/*.map', '**/narration.worker-*.js'],
      },
    }),
    manifestLinkAfterFirstScreen(),
    entryLoadsOnlyTheFramework(),
  ],
  resolve: { alias },
  server: { host: '127.0.0.1', port: 5173 + offset, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173 + offset, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The libraries every page starts with, as one file: left to itself the bundler cuts them
        // and the app's shared modules into several small chunks, each paying gzip's overhead and
        // a request on the first paint. A group takes only the modules it names, not what they
        // import (the page groups import the entry's own modules; pulled in, those would make
        // index.html load the groups). A few small modules of the entry go with the libraries: else
        // the bundler gives each a file of its own (FRAMEWORK, entryLoadsOnlyTheFramework).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'framework',
              test: inGroup(FRAMEWORK),
            },
            { name: 'page-common', test: inGroup(PAGE_COMMON) },
            { name: 'page-data', test: inGroup(PAGE_DATA) },
          ],
        },
      },
    },
  },
});

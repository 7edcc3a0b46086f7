import { createHash } from 'node:crypto';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

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
      handler: () => [
        { tag: 'script', attrs: { src: `/${fileName}`, async: true }, injectTo: 'head' },
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
        globIgnores: ['**/*.map'],
      },
    }),
    manifestLinkAfterFirstScreen(),
  ],
  resolve: { alias },
  server: { host: '127.0.0.1', port: 5173 + offset, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173 + offset, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
});

import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Spanish is the default language (src/i18n/i18n.ts): its texts are fetched alongside the app's
 * code instead of after it has run, one round trip less before the first page shows (issue 8).
 * A visitor who chose English downloads these 7 KiB for nothing; theirs load as before.
 */
function preloadDefaultTexts(): Plugin {
  return {
    name: 'museo:preload-default-texts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' &&
            output.facadeModuleId?.endsWith('/src/i18n/locales/es/global.json'),
        );
        if (!chunk) throw new Error('No chunk holds the Spanish texts (src/i18n/locales/es)');
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

// MUSEO_PORT_OFFSET moves the local stack's ports (scripts/lib/local-config.mjs).
const offset = Number(process.env.MUSEO_PORT_OFFSET ?? 0) || 0;

export default defineConfig({
  plugins: [
    react(),
    preloadDefaultTexts(),
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
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173 + offset, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173 + offset, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
});

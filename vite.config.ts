import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// MUSEO_PORT_OFFSET moves the local stack's ports (scripts/lib/local-config.mjs).
const offset = Number(process.env.MUSEO_PORT_OFFSET ?? 0) || 0;

export default defineConfig({
  plugins: [
    react(),
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

import { VitePWA } from 'vite-plugin-pwa';

/**
 * Installable app + service worker (src/sw.ts). Registered by the app after load
 * (features/offline/components/pwa-shell.tsx), never in dev.
 */
export const pwa = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    manifest: {
      name: 'Museo Guía — Buenos Aires',
      short_name: 'Museo Guía',
      description: 'Recorridos guiados de lectura y audio por los museos de arte de Buenos Aires.',
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
  });

import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// MUSEO_PORT_OFFSET moves the local stack's ports (scripts/lib/local-config.mjs).
const offset = Number(process.env.MUSEO_PORT_OFFSET ?? 0) || 0;

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173 + offset, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173 + offset, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
});

import { fileURLToPath } from 'node:url';
import { SERVER_PATH_PREFIXES } from '@khel/contracts/server-paths';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { imagesVersion } from './vite/images-version.ts';

const API_ORIGIN = 'http://localhost:8080';
// Everything the server answers itself; the dev server forwards these so the app can use
// same-origin relative URLs in dev exactly as in production.
const SERVER_PREFIXES = SERVER_PATH_PREFIXES;

export default defineConfig({
  plugins: [
    react(),
    imagesVersion(fileURLToPath(new URL('./public', import.meta.url))),
    VitePWA({
      // autoUpdate + skipWaiting/clientsClaim: a new deploy takes over on the next load instead
      // of a stale app waiting for every tab to close.
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'brand/logo.svg', 'brand/no-data.svg'],
      manifest: {
        name: 'Khel',
        short_name: 'Khel',
        description: 'Khel — games, rewards and VIP on your phone',
        theme_color: '#1f6feb',
        background_color: '#0b1a33',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/brand/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/brand/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/brand/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // A small typed worker (sw/sw.ts) rather than generateSW: its routes are code we type-check.
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectManifest: {
        // The app shell, every hashed build asset and the home page's own artwork (brand, category
        // and provider icons, banners: 160 KB); game tiles and avatars are cached as they are seen.
        globPatterns: [
          'index.html',
          'assets/*.{js,css,woff2}',
          '{brand,categories,providers}/*.svg',
          'brand/*.png',
          'banners/*.png',
          'favicon.svg',
          'manifest.webmanifest',
        ],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      },
    }),
    // Brotli and gzip copies of every text file beside it (dist/**/*.br, *.gz), served by the
    // server's static handler as they are (platform/web-app.ts): compressed once, at top quality.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 900 },
  server: {
    port: 5173,
    proxy: Object.fromEntries(SERVER_PREFIXES.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: true }])),
  },
  preview: {
    proxy: Object.fromEntries(SERVER_PREFIXES.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: true }])),
  },
});

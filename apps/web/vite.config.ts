import { fileURLToPath } from 'node:url';
import { SERVER_PATH_PREFIXES } from '@khel/contracts/server-paths';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { antdMobileTreeShaking } from './vite/antd-mobile-tree-shaking.ts';
import { iconSprite } from './vite/icon-sprite.ts';
import { imagesVersion } from './vite/images-version.ts';
import { preloadStartupImports } from './vite/preload-startup-imports.ts';
import { skeletonFirst } from './vite/skeleton-first.ts';

const API_ORIGIN = 'http://localhost:8080';
// Everything the server answers itself; the dev server forwards these so the app can use
// same-origin relative URLs in dev exactly as in production.
const SERVER_PREFIXES = SERVER_PATH_PREFIXES;

// Chunking: a first visit to `/` fetches a few larger files rather than dozens of
// small ones. The libraries every screen runs on are one `framework` chunk; routes, popups and
// languages stay chunks of their own (lazy); the small common chunks rolldown would split off
// between them (under 4 KB before minifying) are copied into each user instead. zod is not one of
// them: the first screen's contracts use zod/mini (core + mini), which the bundler places with
// them, while classic zod (≈ 27 KB gzip) stays in the lazy chunks of the screens that use it.
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|html-parse-stringify|void-elements|zustand|use-sync-external-store)[\\/]/;

// The dev server passes the live socket (/api/live) on too, as the server's own origin: the server
// refuses a socket from another origin (docs/architecture/live.md), and the page is on Vite's.
function serverProxy(): Record<string, ProxyOptions> {
  return Object.fromEntries(
    SERVER_PREFIXES.map((prefix) => [
      prefix,
      prefix === '/api'
        ? {
            target: API_ORIGIN,
            changeOrigin: true,
            ws: true,
            configure: (proxy) => proxy.on('proxyReqWs', (request) => request.setHeader('origin', API_ORIGIN)),
          }
        : { target: API_ORIGIN, changeOrigin: true },
    ]),
  );
}

export default defineConfig({
  plugins: [
    antdMobileTreeShaking(),
    iconSprite(),
    react(),
    imagesVersion(fileURLToPath(new URL('./public', import.meta.url))),
    skeletonFirst(),
    // The service worker's registration waits for the page's `load` event (src/main.tsx).
    preloadStartupImports({ except: ['virtual:pwa-register'] }),
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
          'assets/*.{js,css,woff2,svg}',
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // dist/.vite/manifest.json: which file holds which module (e2e first-visit.spec.ts reads it).
    manifest: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 4096 },
          groups: [{ name: 'framework', test: FRAMEWORK }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: serverProxy(),
  },
  preview: {
    proxy: serverProxy(),
  },
});

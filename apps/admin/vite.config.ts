import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The console is served by the Khel server at /admin (platform/web-app.ts); in dev the operator
// API is forwarded to a server on :8080.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: { port: 5174, proxy: { '/admin/api': { target: 'http://localhost:8080', changeOrigin: true } } },
});

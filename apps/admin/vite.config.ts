import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The console is served by the Khel server at /admin (platform/web-app.ts); in dev the operator
// API is forwarded to a server on :8080.
export default defineConfig({
  base: '/admin/',
  // Brotli/gzip copies of the text files, served as they are by the server (platform/web-app.ts).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: { port: 5174, proxy: { '/admin/api': { target: 'http://localhost:8080', changeOrigin: true } } },
});

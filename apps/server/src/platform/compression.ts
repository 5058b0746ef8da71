// On-the-fly compression of what the server writes itself (API JSON, the HTML shells, server
// pages): brotli when the browser accepts it, else gzip. The built app's files arrive already
// compressed from the static handler (web-app.ts, preCompressed), and a reply that already has a
// Content-Encoding is left alone; images are not compressible types, so they go out as they are.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this a reply fits in one packet anyway: compressing costs CPU and saves nothing. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: true,
    // Request bodies stay as they are: no client sends compressed bodies, and the provider and
    // payment hooks must see the bytes they signed.
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Brotli's default quality for live replies is 4 in @fastify/compress: near gzip's speed,
    // smaller output. The build step precompresses static files at top quality instead.
    encodings: ['br', 'gzip'],
  });
}

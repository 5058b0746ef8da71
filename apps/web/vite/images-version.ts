// The public images (public/: game tiles, avatars, banners, icons) keep their names across builds,
// so their URLs carry a version instead of a hash: one digest of the whole folder, the same for
// every image, that changes when any of them does. The app appends it (`?v=`, config/paths.ts
// versionedImage) and the server caches a versioned image for a year (platform/web-app.ts).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

export function digestOf(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) hash.update(relative(dir, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex').slice(0, 10);
}

/**
 * Defines import.meta.env.VITE_IMAGES_VERSION for builds and writes the same `?v=` into index.html's
 * `%IMAGES_VERSION_QUERY%` (the skeleton's images are then the very URLs the app asks for, fetched
 * once). Dev and tests leave image URLs as they are.
 */
export function imagesVersion(publicDir: string): Plugin {
  let version = '';
  return {
    name: 'khel-images-version',
    config: (_config, { command }) => {
      if (command !== 'build') return;
      version = digestOf(publicDir);
      return { define: { 'import.meta.env.VITE_IMAGES_VERSION': JSON.stringify(version) } };
    },
    transformIndexHtml: (html) => html.replaceAll('%IMAGES_VERSION_QUERY%', version ? `?v=${version}` : ''),
  };
}

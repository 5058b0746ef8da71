// Public images carry the build's image version, which the server caches for a year; paths that
// are not this server's are left alone, and so is everything in dev and tests (no version).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { images, versionedImage } from './paths.ts';

afterEach(() => vi.unstubAllEnvs());

describe('versionedImage', () => {
  it("appends the build's image version to this server's images", () => {
    vi.stubEnv('VITE_IMAGES_VERSION', '3f9a0c12de');
    expect(versionedImage('/games/inhouse-crash.png')).toBe('/games/inhouse-crash.png?v=3f9a0c12de');
    expect(versionedImage('/games/x.png?size=2')).toBe('/games/x.png?size=2&v=3f9a0c12de');
    expect(images.banner('vip')).toBe('/banners/banner-vip.png?v=3f9a0c12de');
  });

  it('leaves other origins, and the avatar path the server sends, as they are', () => {
    vi.stubEnv('VITE_IMAGES_VERSION', '3f9a0c12de');
    expect(versionedImage('https://cdn.example.com/tile.png')).toBe('https://cdn.example.com/tile.png');
    expect(versionedImage('//cdn.example.com/tile.png')).toBe('//cdn.example.com/tile.png');
    expect(images.avatar(2003)).toBe('/avatars/head_2003.png');
  });

  it('is the plain path when the build set no version (dev server, tests)', () => {
    expect(versionedImage('/categories/ALL.svg')).toBe('/categories/ALL.svg');
  });
});

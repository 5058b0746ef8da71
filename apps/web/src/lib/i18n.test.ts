// The features' English strings load apart from the first screen's (lib/i18n.ts). Each test takes
// a fresh copy of the module: test/setup.ts has already loaded them into the shared one.
import { describe, expect, it, vi } from 'vitest';

async function freshI18n() {
  vi.resetModules();
  const module = await import('./i18n.ts');
  await module.initI18n('en');
  return module;
}

describe('the features’ English strings', () => {
  it('are not there at start, and are once a page or popup loader resolves', async () => {
    const { i18n, afterFeatureStrings } = await freshI18n();
    expect(i18n.exists('vip.experience')).toBe(false);
    expect(i18n.t('homeScreen.carousel')).toBe('Offers'); // the first screen's own are

    const page = afterFeatureStrings(async () => ({ default: 'the page' }));
    expect(await page()).toEqual({ default: 'the page' });
    expect(i18n.t('vip.experience')).toBe('Experience');
  });

  it('come by themselves when a component asks for one of them before they are there', async () => {
    const { i18n } = await freshI18n();
    const added = new Promise((resolve) => i18n.store.on('added', resolve));
    expect(i18n.t('vip.experience')).toBe('vip.experience');
    await added;
    expect(i18n.t('vip.experience')).toBe('Experience');
  });
});

// The features' English strings and the English messages load apart from the first screen's
// (lib/i18n.ts). Each test takes a fresh copy of the module: test/setup.ts has already loaded them
// into the shared one.
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

describe('the English messages (the contracts’ language table)', () => {
  it('are not there at start, and are once a page or popup loader resolves', async () => {
    const { i18n, afterFeatureStrings } = await freshI18n();
    expect(i18n.hasResourceBundle('en', 'messages')).toBe(false);
    await afterFeatureStrings(async () => ({ default: 'the page' }))();
    expect(i18n.t('messages:noData')).toBe('No Data');
  });

  it('come by themselves when a component asks for one, which shows nothing meanwhile rather than its key', async () => {
    const { i18n } = await freshI18n();
    const added = new Promise((resolve) => i18n.store.on('added', resolve));
    expect(i18n.t('messages:noData')).toBe('');
    await added;
    expect(i18n.t('messages:noData')).toBe('No Data');
  });

  it('are loaded before a message is shown by code (a toast, an error’s text), interpolation included', async () => {
    const { i18n, messageText } = await freshI18n();
    expect(await messageText('anErrorOccurred')).toBe('An error occurred');
    expect(await messageText('http404', { url: '/x' })).toBe('Request address error: /x');
    expect(i18n.hasResourceBundle('en', 'messages')).toBe(true);
  });

  it('in Urdu come with Urdu itself, and a message is in Urdu the first time it is needed', async () => {
    const { i18n, messageText, changeLanguage } = await freshI18n();
    await changeLanguage('ur');
    expect(i18n.t('messages:noData')).toBe(await import('@khel/contracts/messages/ur').then(({ ur }) => ur.noData));
    expect(await messageText('anErrorOccurred')).toBe('ایک خرابی پیش آگئی');
    expect(i18n.hasResourceBundle('en', 'messages')).toBe(false); // nothing asked for English
  });

  it('a missing `ui` string still shows its key', async () => {
    const { i18n } = await freshI18n();
    expect(i18n.t('vip.experience')).toBe('vip.experience');
  });
});

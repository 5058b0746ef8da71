// Home's banner carousel: shown to visitors and to players the server shows offers; none for a
// player on a break or who turned in-app offers off, nor while the server's answer is missing.
// The banners come from BannerConf (docs/requirements/navigation.md#4-banners-by-type): enabled ones in order, titled per language; its
// non-marketing banners are shown to everyone.
import type { BannerConf } from '@khel/contracts/banner-conf';
import type { OfferEligibility } from '@khel/contracts/endpoints/personal-data';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../stores/session-store.ts';
import { changeLanguage } from '../../lib/i18n.ts';
import { usePreferencesStore } from '../../stores/preferences-store.ts';
import { LOGIN_REPLY, installFakeServer } from '../../../test/fake-server.ts';
import { renderWithApp } from '../../../test/render.tsx';
import HomePage from './home-page.tsx';

function serve(eligibility: OfferEligibility | null, banners?: BannerConf) {
  return installFakeServer((call) => {
    if (eligibility && call.url.endsWith('/offerEligibility')) return { code: 1, data: eligibility };
    if (banners && call.url.startsWith('/config/updateTime.json')) return new Response(JSON.stringify({ updateTime: 7 }));
    if (banners && call.url.startsWith('/config/BannerConf.json')) return new Response(JSON.stringify(banners));
    return { code: 0, msg: 'unexpected call' };
  });
}

const carousel = (container: HTMLElement) => container.querySelector('.banner-carousel');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('home banners', () => {
  it('a visitor sees them', () => {
    serve(null);
    const { container } = renderWithApp(<HomePage />);
    expect(carousel(container)).not.toBeNull();
  });

  it('a player sees them once the server says offers may be shown', async () => {
    const { calls } = serve({ offers: true, reason: null });
    useSessionStore.getState().signIn({ ...LOGIN_REPLY, popupList: '' }, '3001234567');
    const { container } = renderWithApp(<HomePage />);
    await waitFor(() => expect(carousel(container)).not.toBeNull());
    expect(calls.some((call) => call.url.endsWith('/offerEligibility'))).toBe(true);
  });

  it.each([
    ['on a break', { offers: false, reason: 'restricted' }],
    ['who turned in-app offers off', { offers: false, reason: 'optedOut' }],
    ['when the server cannot be asked', null],
  ] as const)('a player %s sees none', async (_label, eligibility) => {
    const { calls } = serve(eligibility);
    useSessionStore.getState().signIn({ ...LOGIN_REPLY, popupList: '' }, '3001234567');
    const { container } = renderWithApp(<HomePage />);
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/offerEligibility'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(carousel(container)).toBeNull();
  });
});

const title = (en: string, zh: string, ur: string) => ({ en, zh, ur });
const CONF: BannerConf = [
  { key: 'vip', image: 'vip', type: 'vip', order: 20, enabled: true, marketing: true },
  { key: 'rules', image: '/banners/house-rules.webp', type: 'hdjs', title: title('Play safe', '安全游戏', 'محفوظ کھیلیں'), order: 5, enabled: true, marketing: false },
  { key: 'old', image: 'pxx', type: 'pxx', order: 1, enabled: false, marketing: false },
  { key: 'slot', image: 'sign-in', type: 'slots', game: { name: 'Khel Fortune Slots', id: 'inhouse-slot', type: 'slots' }, order: 30, enabled: true, marketing: true },
];
// querySelectorAll, not getAllByRole: the whole home is rendered and role queries on it are slow.
const slides = () => [...document.querySelectorAll<HTMLButtonElement>('button.banner-carousel__slide')];
const texts = () => slides().map((b) => b.textContent.trim());

describe('home banners from BannerConf', () => {
  afterEach(async () => {
    usePreferencesStore.getState().setLocale('en');
    await changeLanguage('en');
  });

  it('a visitor sees the enabled banners in their order, with the configured title and artwork', async () => {
    serve(null, CONF);
    const { container } = renderWithApp(<HomePage />);
    await waitFor(() => expect(texts()).toEqual(['Play safe', 'VIP Club: Level Up Unlock bigger perks at every level View VIP', 'Play Khel Fortune Slots']));
    const art = [...container.querySelectorAll('.banner-carousel img')].map((img) => img.getAttribute('src')?.split('?')[0]);
    expect(art).toEqual(['/banners/house-rules.webp', '/banners/banner-vip.png', '/banners/banner-sign-in.png']);
  });

  it('the title follows the language (Urdu)', async () => {
    serve(null, CONF);
    usePreferencesStore.getState().setLocale('ur');
    renderWithApp(<HomePage />);
    await waitFor(() => expect(slides()[0]).toHaveTextContent('محفوظ کھیلیں'));
  });

  it('a player refused offers sees only the banners that are not marketing', async () => {
    const { calls } = serve({ offers: false, reason: 'optedOut' }, CONF);
    useSessionStore.getState().signIn({ ...LOGIN_REPLY, popupList: '' }, '3001234567');
    renderWithApp(<HomePage />);
    await waitFor(() => expect(calls.some((call) => call.url.startsWith('/config/BannerConf.json'))).toBe(true));
    await waitFor(() => expect(texts()).toEqual(['Play safe']));
  });

  it('an eligible player sees the marketing banners too', async () => {
    serve({ offers: true, reason: null }, CONF);
    useSessionStore.getState().signIn({ ...LOGIN_REPLY, popupList: '' }, '3001234567');
    renderWithApp(<HomePage />);
    await waitFor(() => expect(slides()).toHaveLength(3));
  });
});

// Banner taps by type (docs/requirements/navigation.md#4-banners-by-type) on the home carousel and the banner carousel popup.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePopupStore, type PopupEntry } from '../../../stores/popup-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { LOGIN_REPLY, installFakeServer, type RecordedCall } from '../../../../test/fake-server.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { BannerCarousel, HOME_BANNERS, type Banner } from './banner-carousel.tsx';
import { BannerCarouselPopup } from './banner-popup.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const ALL: Banner[] = [
  { type: 'qd', image: '/b/qd.png' },
  { type: 'xz', image: '/b/xz.png' },
  { type: 'dl', image: '/b/dl.png' },
  { type: 'mrsc', image: '/b/mrsc.png' },
  { type: 'hdjs', image: '/b/hdjs.png' },
  { type: 'schd', image: '/b/schd.png' },
  { type: 'ksfh', image: '/b/ksfh.png' },
  { type: 'pxx', image: '/b/pxx.png' },
  { type: 'vip', image: '/b/vip.png' },
  { type: 'tg', image: '/b/tg.png' },
  { type: 'slot', image: '/b/game.png', game: { name: 'Khel Slot', id: 'khel-slot', type: 'slots' } },
];

/** The config documents (plain JSON) with or without a Telegram link; nothing else is called. */
function serveConfig(telegram: string | null) {
  return installFakeServer((call: RecordedCall) => {
    if (call.url.startsWith('/config/updateTime.json')) return new Response(JSON.stringify({ updateTime: 1 }));
    if (call.url.startsWith('/config/ClientParamConf.json')) {
      return new Response(JSON.stringify(telegram ? [{ id: 'feedback.telegram', value: telegram }] : []));
    }
    return { code: 0, msg: 'unexpected call' };
  });
}

function renderCarousel() {
  renderWithApp(
    <>
      <BannerCarousel banners={ALL} />
      <Where />
    </>,
  );
}

const slide = (name: string | RegExp) => screen.getByRole('button', { name });
const stack = () => usePopupStore.getState().stack;
const loggedIn = () => useSessionStore.getState().signIn(LOGIN_REPLY, '3001234567');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.getState().signOut();
  usePopupStore.getState().closeAll();
});

describe('home banner taps (logged in)', () => {
  beforeEach(loggedIn);

  it.each([
    ['dl', /^Invite Friends, Earn Together/, '/agency'],
    ['mrsc', "Today's first deposit bonus", '/todaypay'],
    ['hdjs', 'All activities', '/allactivities'],
    ['ksfh', 'Loss rebate', '/loss'],
    ['pxx', /^Lucky Wheel/, '/pxx'],
    ['vip', /^VIP Club: Level Up/, '/vip'],
    ['a game', 'Play Khel Slot', '/game/playps?name=Khel+Slot&id=khel-slot&type=slots'],
  ] as const)('%s goes to its page', async (_type, label, where) => {
    serveConfig(null);
    renderCarousel();
    await userEvent.click(slide(label));
    expect(screen.getByTestId('where')).toHaveTextContent(where);
    expect(stack()).toEqual([]);
  });

  it.each<[string, string, PopupEntry]>([
    ['qd', 'Daily Sign-In Rewards Check in every day, collect coins Sign in now', { name: 'sign-in' }],
    ['schd', 'First deposit bonus', { name: 'first-deposit' }],
    ['xz', 'Download the app', { name: 'app-download' }],
  ])('%s opens its popup', async (_type, label, popup) => {
    serveConfig(null);
    renderCarousel();
    await userEvent.click(slide(label));
    expect(stack()).toEqual([popup]);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('tg opens the Telegram link from ClientParamConf in a new window', async () => {
    serveConfig('https://t.me/khel_support');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderCarousel();
    await waitFor(async () => {
      await userEvent.click(slide('Join us on Telegram'));
      expect(open).toHaveBeenCalledWith('https://t.me/khel_support', '_blank', 'noopener,noreferrer');
    });
  });

  it('tg without a configured link says support is unavailable', async () => {
    serveConfig(null);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderCarousel();
    await userEvent.click(slide('Join us on Telegram'));
    expect(await screen.findByText('Support channels are not configured yet.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('the home carousel shows the four home banners, their copy as text over text-free art', () => {
    serveConfig(null);
    const { container } = renderWithApp(<BannerCarousel />);
    expect(HOME_BANNERS.map((b) => b.type)).toEqual(['qd', 'vip', 'dl', 'pxx']);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Daily Sign-In Rewards Check in every day, collect coins Sign in now',
      'VIP Club: Level Up Unlock bigger perks at every level View VIP',
      'Invite Friends, Earn Together Share your link and earn rewards Invite now',
      'Lucky Wheel Spin every day for a prize Spin now',
    ]);
    // The artwork is decoration: its words are the text above.
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['', '', '', '']);
  });

  it('the copy is translated: Urdu and Chinese', async () => {
    serveConfig(null);
    await changeLanguage('ur');
    const view = renderWithApp(<BannerCarousel banners={HOME_BANNERS.slice(0, 1)} />);
    expect(screen.getByRole('button')).toHaveTextContent('روزانہ سائن اِن انعامات');
    view.unmount();
    await changeLanguage('zh');
    renderWithApp(<BannerCarousel banners={HOME_BANNERS.slice(3)} />);
    expect(screen.getByRole('button')).toHaveTextContent('幸运转盘 每天转一次，赢取奖品 立即转动');
    await changeLanguage('en');
  });
});

describe('home banner taps (visitor)', () => {
  it.each(ALL.map((banner) => [banner.type, banner] as const))('%s opens the sign-up popup and goes nowhere', async (_type, banner) => {
    serveConfig('https://t.me/khel_support');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithApp(
      <>
        <BannerCarousel banners={[banner]} />
        <Where />
      </>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(stack()).toEqual([{ name: 'auth', tab: 'signup' }]);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('banner carousel popup', () => {
  function renderPopup() {
    renderWithApp(
      <>
        <BannerCarouselPopup />
        <Where />
      </>,
    );
    act(() => usePopupStore.getState().open({ name: 'banner-carousel' }));
  }

  it('two slides: the first closes it and opens the sign-in popup', async () => {
    loggedIn();
    serveConfig(null);
    renderPopup();
    const dialog = await screen.findByRole('dialog', { name: "Today's highlights" });
    expect(within(dialog).getAllByRole('button', { name: /Daily Sign-In Rewards|Lucky Wheel/ })).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: /^Daily Sign-In Rewards/ }));
    expect(stack()).toEqual([{ name: 'sign-in' }]);
  });

  it('the second slide goes to /pxx', async () => {
    loggedIn();
    serveConfig(null);
    renderPopup();
    const dialog = await screen.findByRole('dialog', { name: "Today's highlights" });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Lucky Wheel/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/pxx');
    expect(stack()).toEqual([]);
  });

  it('a visitor gets the sign-up popup instead', async () => {
    serveConfig(null);
    renderPopup();
    const dialog = await screen.findByRole('dialog', { name: "Today's highlights" });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Lucky Wheel/ }));
    expect(stack()).toEqual([{ name: 'auth', tab: 'signup' }]);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('closes with its close button', async () => {
    serveConfig(null);
    renderPopup();
    const dialog = await screen.findByRole('dialog', { name: "Today's highlights" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(stack()).toEqual([]);
  });
});

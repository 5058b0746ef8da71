// Every route of spec §2, in one table. Pages are lazy; placeholder pages share one module that
// reads its `comingSoon` text from the meta.
import type { ComponentType } from 'react';
import type { ComingSoonKey, RouteMeta, RouteTitleKey } from './route-meta.ts';

type PageModule = () => Promise<{ default: ComponentType }>;

export interface AppRoute {
  path: string;
  meta: RouteMeta;
  page: PageModule;
}

const home: PageModule = () => import('./pages/home-page.tsx');
const comingSoon: PageModule = () => import('./pages/coming-soon-page.tsx');
const profile: PageModule = () => import('./pages/profile-page.tsx');
const settings: PageModule = () => import('./pages/settings-page.tsx');
const changePassword: PageModule = () => import('./pages/change-password-page.tsx');
const bindPhone: PageModule = () => import('./pages/bind-phone-page.tsx');
const recoverPassword: PageModule = () => import('./pages/recover-password-page.tsx');
const customerService: PageModule = () => import('./pages/customer-service-page.tsx');
const download: PageModule = () => import('./pages/download-page.tsx');
const privacy: PageModule = () => import('./pages/privacy-page.tsx');
const depositLimits: PageModule = () => import('./pages/deposit-limits-page.tsx');
const responsibleGaming: PageModule = () => import('./pages/responsible-gaming-page.tsx');
const payment: PageModule = () => import('./pages/payment-page.tsx');
const record: PageModule = () => import('./pages/record-page.tsx');
const notFound: PageModule = () => import('./pages/not-found-page.tsx');
const games: PageModule = () => import('./pages/games-page.tsx');
const gameSearch: PageModule = () => import('./pages/game-search-page.tsx');
const gameTag: PageModule = () => import('./pages/game-tag-page.tsx');
const gamePlay: PageModule = () => import('./pages/game-play-page.tsx');
const liveGames: PageModule = () => import('./pages/live-games-page.tsx');
const topMatches: PageModule = () => import('./pages/top-matches-page.tsx');
const gamePlayPs: PageModule = () => import('./pages/game-playps-page.tsx');
const fairVerify: PageModule = () => import('./pages/fair-verify-page.tsx');

interface Options {
  auth?: boolean;
  showNavBar?: boolean;
}

function page(path: string, title: RouteTitleKey | '', module: PageModule, options: Options = {}): AppRoute {
  return { path, page: module, meta: { title, showNavBar: options.showNavBar ?? true, auth: options.auth ?? false } };
}

function soon(path: string, title: RouteTitleKey, feature: ComingSoonKey, options: Options = {}): AppRoute {
  const route = page(path, title, comingSoon, options);
  return { ...route, meta: { ...route.meta, comingSoon: feature } };
}

const LIVE_GAME_SECTIONS = [
  'favorite',
  'top-games',
  'new-games',
  'roulette',
  'blackjack',
  'baccarat',
  'tv-show',
  'holdem',
  'sic-bo',
  'lottery',
  'others',
  'top-winners',
] as const;

export const ROUTES: readonly AppRoute[] = [
  page('/', '', home),
  page('/homeindex', '', home),
  page('/privacy', 'privacy', privacy),
  page('/repassword', 'recoverPassword', recoverPassword),
  page('/login/restore', 'recoverPassword', recoverPassword),
  page('/profile', 'profile', profile, { auth: true }),
  page('/profile/settings', 'settings', settings, { auth: true }),
  soon('/profile/settings/personal-data', 'personalData', 'personalData', { auth: true }),
  soon('/profile/settings/subscriptions', 'subscriptions', 'subscriptions', { auth: true }),
  page('/profile/settings/password-change', 'changePassword', changePassword, { auth: true }),
  page('/profile/settings/deposit-limits', 'depositLimits', depositLimits, { auth: true }),
  page('/profile/settings/responsible-gaming', 'responsibleGaming', responsibleGaming, { auth: true }),
  soon('/profile/history', 'history', 'records', { auth: true }),
  soon('/profile/loyalty-program', 'loyalty', 'loyalty', { auth: true }),
  soon('/profile/game-loyalty-program', 'gameLoyalty', 'loyalty', { auth: true }),
  soon('/activitylist', 'activity', 'activity'),
  page('/Customerservice', 'customerService', customerService),
  page('/game/plays', 'games', games),
  page('/game/playps', 'gamePlay', gamePlayPs, { auth: true, showNavBar: false }),
  page('/fair/verify', 'fairVerify', fairVerify),
  page('/game/all/:tag', 'games', gameTag),
  page('/game/play/:name', 'gamePlay', gamePlay),
  page('/live-game', 'liveGames', liveGames),
  page('/live-game/all/:tag', 'liveGames', liveGames),
  page('/live-game/play/:name', 'liveGames', gamePlay),
  ...LIVE_GAME_SECTIONS.map((section) =>
    page(`/live-game/${section}`, 'liveGames', liveGames, section === 'favorite' ? { auth: true } : {}),
  ),
  soon('/notifications', 'notifications', 'notifications', { auth: true }),
  soon('/agency', 'agency', 'agency', { auth: true }),
  soon('/vip', 'vip', 'vip'),
  soon('/vipintroduce', 'vipIntroduce', 'vip'),
  page('/Changepassword', 'changePassword', changePassword, { auth: true }),
  soon('/giftcode', 'giftCode', 'giftCode', { auth: true }),
  soon('/pxx', 'pxx', 'pxx'),
  page('/PaymentPage', 'payment', payment, { auth: true, showNavBar: false }),
  page('/downapp', 'download', download),
  page('/record', 'record', record, { auth: true }),
  page('/bindphone', 'bindPhone', bindPhone, { auth: true }),
  soon('/NewYearLuckyDraw', 'luckyDraw', 'promotions'),
  soon('/loss', 'lossRebate', 'promotions'),
  soon('/TreasureChest', 'treasureChest', 'promotions'),
  soon('/OnlineRewards', 'onlineRewards', 'promotions'),
  soon('/FirstCharge', 'firstCharge', 'promotions'),
  page('/GamePage', 'gameSearch', gameSearch, { auth: true }),
  soon('/todaypay', 'todayPay', 'promotions'),
  soon('/allactivities', 'allActivities', 'activity'),
  soon('/promo/*', 'promo', 'promotions'),
  soon('/robot-game/*', 'robotGame', 'games'),
  page('/top/*', 'topMatches', topMatches),
  page('*', 'notFound', notFound),
];

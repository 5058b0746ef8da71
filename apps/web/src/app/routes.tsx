// Every route (docs/requirements/navigation.md#1-routes), in one table. Pages are lazy.
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { visitorMayWatch } from '../features/play/lib/play-location.ts';
import { afterFeatureStrings } from '../lib/i18n.ts';
import type { RouteMeta, RouteTitleKey } from './route-meta.ts';

export type PageModule = () => Promise<{ default: ComponentType }>;

export interface AppRoute {
  path: string;
  meta: RouteMeta;
  page: PageModule;
}

const home: PageModule = () => import('./pages/home-page.tsx');
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
const identity: PageModule = () => import('./pages/identity-page.tsx');
const payment: PageModule = () => import('./pages/payment-page.tsx');
const record: PageModule = () => import('./pages/record-page.tsx');
const notFound: PageModule = () => import('./pages/not-found-page.tsx');
const games: PageModule = () => import('./pages/games-page.tsx');
const gameSearch: PageModule = () => import('./pages/game-search-page.tsx');
const gameTag: PageModule = () => import('./pages/game-tag-page.tsx');
const gamePlay: PageModule = () => import('./pages/game-play-page.tsx');
const liveGames: PageModule = () => import('./pages/live-games-page.tsx');
const topMatches: PageModule = () => import('./pages/top-matches-page.tsx');
const topEvent: PageModule = () => import('./pages/top-event-page.tsx');
const topBets: PageModule = () => import('./pages/top-bets-page.tsx');
const gamePlayPs: PageModule = () => import('./pages/game-playps-page.tsx');
const fairVerify: PageModule = () => import('./pages/fair-verify-page.tsx');
const firstCharge: PageModule = () => import('./pages/first-charge-page.tsx');
const todayPay: PageModule = () => import('./pages/today-pay-page.tsx');
const treasureChest: PageModule = () => import('./pages/treasure-chest-page.tsx');
const rechargeSpin: PageModule = () => import('./pages/recharge-spin-page.tsx');
const luckyDraw: PageModule = () => import('./pages/lucky-draw-page.tsx');
const onlineRewards: PageModule = () => import('./pages/online-rewards-page.tsx');
const lossRebate: PageModule = () => import('./pages/loss-rebate-page.tsx');
const dailyRewards: PageModule = () => import('./pages/daily-rewards-page.tsx');
const vip: PageModule = () => import('./pages/vip-page.tsx');
const vipIntroduce: PageModule = () => import('./pages/vip-introduce-page.tsx');
const loyalty: PageModule = () => import('./pages/loyalty-page.tsx');
const gameLoyalty: PageModule = () => import('./pages/game-loyalty-page.tsx');
const giftCode: PageModule = () => import('./pages/gift-code-page.tsx');
const promoRewards: PageModule = () => import('./pages/promo-rewards-page.tsx');
const notifications: PageModule = () => import('./pages/notifications-page.tsx');
const activityList: PageModule = () => import('./pages/activity-list-page.tsx');
const allActivities: PageModule = () => import('./pages/all-activities-page.tsx');
const agency: PageModule = () => import('./pages/agency-page.tsx');
const personalData: PageModule = () => import('./pages/personal-data-page.tsx');
const subscriptions: PageModule = () => import('./pages/subscriptions-page.tsx');
const promotions: PageModule = () => import('./pages/promotions-page.tsx');
const robotGames: PageModule = () => import('./pages/robot-games-page.tsx');

interface Options {
  auth?: boolean;
  openToVisitors?: RouteMeta['openToVisitors'];
  showNavBar?: boolean;
  /** The first screen: its strings are in the first bundle, the other pages wait for the features' (lib/i18n.ts). */
  firstScreen?: boolean;
}

function page(path: string, title: RouteTitleKey | '', module: PageModule, options: Options = {}): AppRoute {
  return {
    path,
    page: options.firstScreen ? module : afterFeatureStrings(module),
    meta: {
      title,
      showNavBar: options.showNavBar ?? true,
      auth: options.auth ?? false,
      ...(options.openToVisitors ? { openToVisitors: options.openToVisitors } : {}),
    },
  };
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
  page('/', '', home, { firstScreen: true }),
  page('/homeindex', '', home, { firstScreen: true }),
  page('/privacy', 'privacy', privacy),
  page('/repassword', 'recoverPassword', recoverPassword),
  page('/login/restore', 'recoverPassword', recoverPassword),
  page('/profile', 'profile', profile, { auth: true }),
  page('/profile/settings', 'settings', settings, { auth: true }),
  page('/profile/settings/personal-data', 'personalData', personalData, { auth: true }),
  page('/profile/settings/subscriptions', 'subscriptions', subscriptions, { auth: true }),
  page('/profile/settings/password-change', 'changePassword', changePassword, { auth: true }),
  page('/profile/settings/deposit-limits', 'depositLimits', depositLimits, { auth: true }),
  page('/profile/settings/responsible-gaming', 'responsibleGaming', responsibleGaming, { auth: true }),
  page('/profile/settings/identity', 'identity', identity, { auth: true }),
  page('/profile/history', 'history', record, { auth: true }),
  page('/profile/loyalty-program', 'loyalty', loyalty, { auth: true }),
  page('/profile/game-loyalty-program', 'gameLoyalty', gameLoyalty, { auth: true }),
  page('/activitylist', 'activity', activityList),
  page('/Customerservice', 'customerService', customerService),
  page('/game/plays', 'games', games),
  // A visitor may watch the in-house crash room (its shared round is public) and logs in to bet.
  page('/game/playps', 'gamePlay', gamePlayPs, { auth: true, openToVisitors: visitorMayWatch, showNavBar: false }),
  page('/fair/verify', 'fairVerify', fairVerify),
  page('/game/all/:tag', 'games', gameTag),
  page('/game/play/:name', 'gamePlay', gamePlay),
  page('/live-game', 'liveGames', liveGames),
  page('/live-game/all/:tag', 'liveGames', liveGames),
  page('/live-game/play/:name', 'liveGames', gamePlay),
  ...LIVE_GAME_SECTIONS.map((section) =>
    page(`/live-game/${section}`, 'liveGames', liveGames, section === 'favorite' ? { auth: true } : {}),
  ),
  page('/notifications', 'notifications', notifications, { auth: true }),
  page('/agency', 'agency', agency, { auth: true }),
  page('/vip', 'vip', vip, { auth: true }),
  page('/vipintroduce', 'vipIntroduce', vipIntroduce),
  page('/Changepassword', 'changePassword', changePassword, { auth: true }),
  page('/giftcode', 'giftCode', giftCode, { auth: true }),
  page('/pxx', 'pxx', rechargeSpin, { auth: true }),
  page('/PaymentPage', 'payment', payment, { auth: true, showNavBar: false }),
  page('/downapp', 'download', download),
  page('/record', 'record', record, { auth: true }),
  page('/bindphone', 'bindPhone', bindPhone, { auth: true }),
  page('/NewYearLuckyDraw', 'luckyDraw', luckyDraw, { auth: true }),
  page('/loss', 'lossRebate', lossRebate, { auth: true }),
  page('/TreasureChest', 'treasureChest', treasureChest, { auth: true }),
  page('/OnlineRewards', 'onlineRewards', onlineRewards, { auth: true }),
  page('/FirstCharge', 'firstCharge', firstCharge, { auth: true }),
  page('/GamePage', 'gameSearch', gameSearch, { auth: true }),
  page('/todaypay', 'todayPay', todayPay, { auth: true }),
  page('/allactivities', 'allActivities', allActivities),
  page('/promo/rewards', 'promo', promoRewards, { auth: true }),
  page('/promo/daily', 'promo', dailyRewards, { auth: true }),
  page('/promo/*', 'promo', promotions),
  page('/robot-game/*', 'robotGame', robotGames),
  // Khel's sportsbook (features/sports): the lobby (with the 9WICKETS tiles at its end), a match, the player's bets.
  page('/top/event/:id', 'topMatches', topEvent),
  page('/top/bets', 'sportsBets', topBets, { auth: true }),
  page('/top/*', 'topMatches', topMatches),
  page('*', 'notFound', notFound),
];

// matchRoutes takes a mutable array; the same list, in the same order, that route-pages.tsx renders.
const MATCHABLE: AppRoute[] = [...ROUTES];

/** The route a pathname shows (the same ranking as the rendered routes; '*' catches the rest). */
export function matchRoute(pathname: string): AppRoute | undefined {
  return matchRoutes(MATCHABLE, pathname)?.at(-1)?.route;
}

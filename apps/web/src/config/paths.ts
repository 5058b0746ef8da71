// Every URL the app uses, once: routes (docs/requirements/navigation.md#1-routes), API and config document URLs, public images.
import type { ConfigDocumentName } from '@khel/contracts/config-documents';
import type { CodePurpose } from '@khel/contracts/endpoints/auth';

export const paths = {
  home: () => '/',
  homeIndex: () => '/homeindex',
  recoverPassword: () => '/repassword',
  loginRestore: () => '/login/restore',
  profile: () => '/profile',
  profileSettings: () => '/profile/settings',
  profilePersonalData: () => '/profile/settings/personal-data',
  profileSubscriptions: () => '/profile/settings/subscriptions',
  depositLimits: () => '/profile/settings/deposit-limits',
  responsibleGaming: () => '/profile/settings/responsible-gaming',
  identity: () => '/profile/settings/identity',
  profilePasswordChange: () => '/profile/settings/password-change',
  profileHistory: () => '/profile/history',
  profileLoyalty: () => '/profile/loyalty-program',
  profileGameLoyalty: () => '/profile/game-loyalty-program',
  activityList: () => '/activitylist',
  customerService: () => '/Customerservice',
  gamePlays: () => '/game/plays',
  gamePlayPs: (query: Record<string, string> = {}) => withQuery('/game/playps', query),
  gameTag: (tag: string) => `/game/all/${encodeURIComponent(tag)}`,
  gamePlay: (name: string) => `/game/play/${encodeURIComponent(name)}`,
  liveGame: (section = '') => (section ? `/live-game/${section}` : '/live-game'),
  notifications: () => '/notifications',
  agency: () => '/agency',
  vip: () => '/vip',
  vipIntroduce: () => '/vipintroduce',
  changePassword: () => '/Changepassword',
  giftCode: () => '/giftcode',
  pxx: () => '/pxx',
  paymentPage: () => '/PaymentPage',
  downloadApp: () => '/downapp',
  privacy: () => '/privacy',
  record: () => '/record',
  bindPhone: () => '/bindphone',
  newYearLuckyDraw: () => '/NewYearLuckyDraw',
  loss: () => '/loss',
  treasureChest: () => '/TreasureChest',
  onlineRewards: () => '/OnlineRewards',
  firstCharge: () => '/FirstCharge',
  gameSearch: () => '/GamePage',
  todayPay: () => '/todaypay',
  allActivities: () => '/allactivities',
  promo: () => '/promo',
  promoRewards: () => '/promo/rewards',
  promoDaily: () => '/promo/daily',
  robotGame: () => '/robot-game',
  top: () => '/top',
  topEvent: (id: number) => `/top/event/${id}`,
  topBets: () => '/top/bets',
  fairVerify: () => '/fair/verify',
} as const;

export const api = {
  verifyCode: (phone: string, purpose: CodePurpose) =>
    `/usercenter/verifycode/${encodeURIComponent(phone)}?purpose=${purpose}`,
  configUpdateTime: () => '/config/updateTime.json',
  configDocument: (name: ConfigDocumentName, updateTime: number) => `/config/${name}.json?v=${updateTime}`,
} as const;

/**
 * A public image's URL with the build's image version (vite/images-version.ts), which the server
 * caches for a year: `/games/x.png` → `/games/x.png?v=3f9a…`. Other origins' URLs stay as they are.
 */
export function versionedImage(path: string): string {
  const version = import.meta.env.VITE_IMAGES_VERSION;
  if (!version || !path.startsWith('/') || path.startsWith('//')) return path;
  return `${path}${path.includes('?') ? '&' : '?'}v=${version}`;
}

export const images = {
  logo: () => versionedImage('/brand/logo.svg'),
  /** White wordmark, for the blue brand gradient (home header, left menu). */
  logoOnBrand: () => versionedImage('/brand/logo-on-brand.svg'),
  noData: () => versionedImage('/brand/no-data.svg'),
  /** The avatar's path as the server sends it (head_{n}.png); versionedImage() it to draw it. */
  avatar: (icon: number) => `/avatars/head_${icon}.png`,
  banner: (name: 'sign-in' | 'vip' | 'agency' | 'pxx') => versionedImage(`/banners/banner-${name}.png`),
  popup: (name: 'first-deposit' | 'agency') => versionedImage(`/popups/${name}.png`),
} as const;

function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

import type { ReactNode } from 'react';
import { CrownIcon } from '../../../components/ui/crown-icon.tsx';
import { paths } from '../../../config/paths.ts';
import { Icon } from '../../../components/ui/icon.tsx';

export interface ProfileTile {
  key: string;
  label:
    | 'profile.tiles.account'
    | 'profile.tiles.deposit'
    | 'profile.tiles.withdraw'
    | 'profile.tiles.vip'
    | 'profile.tiles.records'
    | 'profile.tiles.notifications'
    | 'profile.tiles.settings'
    | 'profile.tiles.logout';
  icon: ReactNode;
  /** A route, a money feature (notice until the wallet issue), or logout. */
  action: string;
}

export const PROFILE_TILES: readonly ProfileTile[] = [
  { key: 'account', label: 'profile.tiles.account', icon: <Icon name="TeamOutline" />, action: paths.agency() },
  { key: 'deposit', label: 'profile.tiles.deposit', icon: <Icon name="CollectMoneyOutline" />, action: 'deposit' },
  { key: 'withdraw', label: 'profile.tiles.withdraw', icon: <Icon name="BankcardOutline" />, action: 'withdraw' },
  { key: 'vip', label: 'profile.tiles.vip', icon: <CrownIcon />, action: paths.vip() },
  { key: 'records', label: 'profile.tiles.records', icon: <Icon name="HistogramOutline" />, action: paths.record() },
  { key: 'notifications', label: 'profile.tiles.notifications', icon: <Icon name="BellOutline" />, action: paths.notifications() },
  { key: 'settings', label: 'profile.tiles.settings', icon: <Icon name="SetOutline" />, action: paths.profileSettings() },
  { key: 'logout', label: 'profile.tiles.logout', icon: <Icon name="UndoOutline" />, action: 'logout' },
];

import type { PlayRewardsTable } from './en.ts';

export const playRewardsZh: PlayRewardsTable = {};

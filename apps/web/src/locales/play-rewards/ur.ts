import type { PlayRewardsTable } from './en.ts';

export const playRewardsUr: PlayRewardsTable = {};

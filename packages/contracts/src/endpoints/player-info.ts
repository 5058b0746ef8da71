// The signed-in player's own card: read it, change nickname and avatar (the player-info read
// model). zod/mini: the player app's first screen loads it (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { hundredths } from '../money.ts';
import { avatarNumber, nickname } from '../rules.ts';

/** The player as the app shows it (docs/requirements/accounts.md#4-login). phone is '0' while none is bound. */
export const PlayerInfo = z.object({
  playerId: z.int(),
  showId: z.string(),
  name: z.string(),
  account: z.string(),
  icon: z.int(),
  usericonimg: z.string(),
  gold: hundredths,
  vip: z.int(),
  vipExperience: z.int(),
  vipExperience2: z.int(),
  vipUpgradePending: z.boolean(),
  phone: z.string(),
  email: z.string(),
  firstPayState: z.int(),
});
export type PlayerInfo = z.infer<typeof PlayerInfo>;

const Empty = z._default(z.object({}), {});

export const playerInfo = endpoint({
  method: 'POST',
  path: '/usercenter/game/playerInfo',
  auth: true,
  summary: "The signed-in player's information",
  request: Empty,
  response: PlayerInfo,
});

export const ProfileRequest = z
  .object({ name: z.optional(nickname), icon: z.optional(avatarNumber) })
  .check(z.refine((value) => value.name !== undefined || value.icon !== undefined, 'nicknameRequired'));

export const profile = endpoint({
  method: 'POST',
  path: '/usercenter/game/profile',
  auth: true,
  summary: 'Change nickname (at most 10 characters) and/or avatar (2001–2040)',
  request: ProfileRequest,
  response: PlayerInfo,
});

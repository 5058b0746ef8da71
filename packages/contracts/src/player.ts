// zod/mini: the player app's first screen loads these (DESIGN "Known traps").
import * as z from 'zod/mini';

/** Money in hundredths of a rupee: an integer, never a float (DESIGN "Money"). */
export const hundredths = z.int().check(z.describe('amount in hundredths of a rupee (₨)'));

/** The player as the app shows it (spec §3 Player). phone is '0' while none is bound. */
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

/** The reduced card inside the login response (spec §3 playerIcon). */
export const PlayerIcon = z.object({
  name: z.string(),
  playerId: z.int(),
  showId: z.string(),
  vip: z.int(),
  icon: z.int(),
});

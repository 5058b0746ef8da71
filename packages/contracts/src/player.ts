// zod/mini: the player app's first screen loads these (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';

/** Money in hundredths of a rupee: an integer, never a float (docs/architecture/money-and-days.md). */
export const hundredths = z.int().check(z.describe('amount in hundredths of a rupee (₨)'));

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

/** The reduced card inside the login response (playerIcon). */
export const PlayerIcon = z.object({
  name: z.string(),
  playerId: z.int(),
  showId: z.string(),
  vip: z.int(),
  icon: z.int(),
});

import { z } from 'zod';

/** Money in hundredths of a rupee: an integer, never a float (DESIGN "Money"). */
export const hundredths = z.number().int().describe('amount in hundredths of a rupee (₨)');

/** The player as the app shows it (spec §3 Player). phone is '0' while none is bound. */
export const PlayerInfo = z.object({
  playerId: z.number().int(),
  showId: z.string(),
  name: z.string(),
  account: z.string(),
  icon: z.number().int(),
  usericonimg: z.string(),
  gold: hundredths,
  vip: z.number().int(),
  vipExperience: z.number().int(),
  vipExperience2: z.number().int(),
  vipUpgradePending: z.boolean(),
  phone: z.string(),
  email: z.string(),
  firstPayState: z.number().int(),
});
export type PlayerInfo = z.infer<typeof PlayerInfo>;

/** The reduced card inside the login response (spec §3 playerIcon). */
export const PlayerIcon = z.object({
  name: z.string(),
  playerId: z.number().int(),
  showId: z.string(),
  vip: z.number().int(),
  icon: z.number().int(),
});

// POST /usercenter/playerUpload2 (docs/requirements/accounts.md#9-device-and-telemetry): the app's click-count log (localStorage Storedata)
// sent with vip, gold, playerId, deviceType, deviceId; the app clears the log once sent. Khel counts
// taps per element per day and keeps nothing else (docs/decisions/log.md#2026-11-27--issue-9-spec-calls-and-the-last-spec-routes). zod/mini: the player app's
// first screen loads it (docs/architecture/overview.md#known-traps).
import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';

/** The elements whose taps are counted: the tab bar, the home user bar and the banners by type. */
export const CLICK_TARGETS = [
  'tab.home',
  'tab.activity',
  'tab.recharge',
  'tab.acting',
  'tab.personal',
  'home.vip',
  'home.cs',
  'home.deposit',
  'home.withdraw',
  'banner.qd',
  'banner.xz',
  'banner.dl',
  'banner.mrsc',
  'banner.hdjs',
  'banner.schd',
  'banner.ksfh',
  'banner.pxx',
  'banner.vip',
  'banner.tg',
  'banner.game',
] as const;
export const ClickTarget = z.enum(CLICK_TARGETS, 'clickDataInvalid');
export type ClickTarget = z.infer<typeof ClickTarget>;

export const CLICK_COUNT_MAX = 10_000;

export const ClickCounts = z
  .partialRecord(
    ClickTarget,
    z.int('clickDataInvalid').check(z.minimum(1, 'clickDataInvalid'), z.maximum(CLICK_COUNT_MAX, 'clickDataInvalid')),
    'clickDataInvalid',
  )
  .check(z.refine((counts) => Object.keys(counts).length > 0, 'clickDataInvalid'));
export type ClickCounts = z.infer<typeof ClickCounts>;

export const PlayerUpload2Request = z.object({
  // Sent as the requirements list them; the server trusts none of them (the counts are anonymous).
  vip: z.optional(z.int().check(z.minimum(0), z.maximum(11))),
  gold: z.optional(z.int()),
  playerId: z.optional(z.int().check(z.minimum(0))),
  deviceType: z.optional(z.string().check(z.maxLength(16))),
  deviceId: z.optional(z.string().check(z.maxLength(128))),
  data: ClickCounts,
});

export const playerUpload2 = endpoint({
  method: 'POST',
  path: '/usercenter/playerUpload2',
  auth: false,
  summary: 'Click counters: taps per element since the last upload, added to the day\'s anonymous totals',
  request: PlayerUpload2Request,
  response: z.object({ ok: z.literal(true) }),
});

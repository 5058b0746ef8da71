// Players in the console: search, the player view, ledger and betting-task pages,
// notes, freeze and unfreeze.
import { z } from 'zod';
import { Id } from './integers.ts';
import { KYC_STATES } from '../endpoints/kyc.ts';
import { adminEndpoint } from './admin-endpoint.ts';
import { Instant, PageQuery, pageOf } from './keyset.ts';

const PlayerParam = z.object({ id: Id });
export const PLAYER_STATUSES = ['active', 'blocked'] as const;

export const PlayerListItem = z.object({
  id: z.number().int(),
  showId: z.string(),
  account: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string(),
  vip: z.number().int(),
  status: z.enum(PLAYER_STATUSES),
  createdAt: Instant,
});
export type PlayerListItem = z.infer<typeof PlayerListItem>;

export const searchPlayers = adminEndpoint({
  method: 'GET',
  path: '/admin/api/players',
  permission: 'players.read',
  summary:
    'Players, newest first (keyset). q: digits = player id, show id or phone (exact, or phone prefix of 4+ digits); ' +
    'with @ = email (exact or prefix); else account name (prefix, any case)',
  request: PageQuery.extend({ q: z.string().trim().max(64).optional(), status: z.enum(PLAYER_STATUSES).optional() }),
  response: pageOf(PlayerListItem),
});

export const PlayerDetail = z.object({
  profile: PlayerListItem.extend({
    vipExperience: z.number().int(),
    inviterId: z.number().int().nullable(),
    registrationDeviceId: z.string(),
  }),
  balance: z.object({ balance: z.number().int(), held: z.number().int(), available: z.number().int(), withdrawable: z.number().int() }),
  holds: z.array(z.object({ id: z.number().int(), amount: z.number().int(), reason: z.number().int(), createdAt: Instant })),
  protection: z.object({
    restriction: z.object({ kind: z.string(), period: z.string(), startsAt: Instant, endsAt: Instant.nullable(), state: z.string() }).nullable(),
    frozen: z.object({ since: Instant, by: z.string().nullable(), reason: z.string() }).nullable(),
    realityCheckMinutes: z.number().int(),
    depositLimits: z.array(
      z.object({
        period: z.string(),
        amount: z.number().int().nullable(),
        used: z.number().int(),
        pending: z.object({ amount: z.number().int().nullable(), effectiveAt: Instant }).nullable(),
      }),
    ),
    kyc: z.enum(KYC_STATES),
    amlOpenFlags: z.number().int(),
  }),
  withdrawalAccount: z.object({ name: z.string(), cardNo: z.string(), bankName: z.string(), cnicLast4: z.string() }).nullable(),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      createdAt: Instant,
      expiresAt: Instant,
      revokedAt: Instant.nullable(),
      live: z.boolean(),
      deviceId: z.string(),
      deviceType: z.string(),
      deviceDetail: z.record(z.string(), z.string().optional()),
      ip: z.string(),
    }),
  ),
});
export type PlayerDetail = z.infer<typeof PlayerDetail>;

export const getPlayer = adminEndpoint({
  method: 'GET',
  path: '/admin/api/players/:id',
  permission: 'players.read',
  summary: 'The player view: profile, balance and holds, protection state, withdrawal account, latest sessions and devices',
  request: PlayerParam,
  response: PlayerDetail,
});

export const LedgerLine = z.object({
  entryId: z.number().int(),
  transferId: z.number().int(),
  /** Signed from the player's side: + credited, − debited (hundredths). */
  amount: z.number().int(),
  reason: z.number().int(),
  reference: z.string(),
  /** The other account: a system code (gateway:sandbox, bonus:sign-in, adjustments…) or player:<id>. */
  counterparty: z.string(),
  createdAt: Instant,
});
export type LedgerLine = z.infer<typeof LedgerLine>;

export const playerLedger = adminEndpoint({
  method: 'GET',
  path: '/admin/api/players/:id/ledger',
  permission: 'players.read',
  summary: "The player's ledger entries, newest first (keyset), with the balance",
  request: PageQuery.extend({ id: Id }),
  response: pageOf(LedgerLine).extend({ balance: z.object({ balance: z.number().int(), held: z.number().int(), available: z.number().int() }) }),
});

export const AdminBettingTask = z.object({
  id: z.number().int(),
  money: z.number().int(),
  multi: z.number().int(),
  curValue: z.number().int(),
  state: z.number().int(),
  reason: z.number().int(),
  requirement: z.number().int(),
  remaining: z.number().int(),
  createdAt: Instant,
});

export const playerBettingTasks = adminEndpoint({
  method: 'GET',
  path: '/admin/api/players/:id/betting-tasks',
  permission: 'players.read',
  summary: "The player's betting tasks, newest first (keyset)",
  request: PageQuery.extend({ id: Id }),
  response: pageOf(AdminBettingTask),
});

export const PlayerNote = z.object({ id: z.number().int(), operatorId: z.number().int(), operator: z.string(), body: z.string(), createdAt: Instant });

export const listPlayerNotes = adminEndpoint({
  method: 'GET',
  path: '/admin/api/players/:id/notes',
  permission: 'players.read',
  summary: "Operators' notes on the player, newest first (keyset)",
  request: PageQuery.extend({ id: Id }),
  response: pageOf(PlayerNote),
});

export const addPlayerNote = adminEndpoint({
  method: 'POST',
  path: '/admin/api/players/:id/notes',
  permission: 'players.note',
  summary: 'Add a note (append-only, audited)',
  request: PlayerParam.extend({ body: z.string().trim().min(1).max(2000) }),
  response: PlayerNote,
});

const Reason = z.string().trim().min(3).max(500);

export const freezePlayer = adminEndpoint({
  method: 'POST',
  path: '/admin/api/players/:id/freeze',
  permission: 'players.freeze',
  summary: 'Freeze: the player cannot log in, play or deposit; every session ends; pending withdrawals cannot be approved',
  request: PlayerParam.extend({ reason: Reason }),
  response: PlayerDetail,
});

export const unfreezePlayer = adminEndpoint({
  method: 'POST',
  path: '/admin/api/players/:id/unfreeze',
  permission: 'players.freeze',
  summary: 'Unfreeze: the player may log in again',
  request: PlayerParam.extend({ reason: Reason }),
  response: PlayerDetail,
});

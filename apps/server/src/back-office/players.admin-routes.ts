// Operator HTTP for players (plain JSON): search, the player view (composed from the features that
// own each part: wallet, protection, payments, KYC, AML, withdrawals, auth), ledger and task pages,
// notes, freeze and unfreeze. A freeze ends every session at once and is audited with the status
// before and after; the player then gets 'account blocked' (1013) on login and on every call.
import {
  addPlayerNote,
  freezePlayer,
  getPlayer,
  listPlayerNotes,
  playerBettingTasks,
  playerLedger,
  searchPlayers,
  unfreezePlayer,
  type PlayerDetail,
} from '@khel/contracts/admin/players';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../platform/admin-route.ts';
import type { AppContext } from '../platform/context.ts';
import { openFlagCount } from '../features/aml/aml.service.ts';
import { endOtherSessions, playerSessions } from '../features/auth/auth.service.ts';
import { kycStateOf } from '../features/kyc/kyc.service.ts';
import { audit } from '../features/operators/operators.service.ts';
import { listLimits } from '../features/payments/payments.service.ts';
import { protectionStatus, realityCheckMinutesOf } from '../features/protection/protection.service.ts';
import { tasksPage, withdrawable } from '../features/wagering/wagering.service.ts';
import { balanceOf, ledgerPage, pendingHolds } from '../features/wallet/wallet.service.ts';
import { boundAccountOf } from '../features/withdrawals/withdrawals.service.ts';
import * as players from '../features/players/player-admin.ts';

const iso = (at: Date) => new Date(at).toISOString();

export function registerPlayerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const authorize = ctx.authorizeOperator;

  async function detail(id: number): Promise<PlayerDetail> {
    const { db } = ctx;
    const now = ctx.clock.now();
    const row = await players.adminPlayer(db, id);
    const [balance, goldWin, holds, restriction, frozen, realityCheckMinutes, limits, kyc, amlOpenFlags, account, sessions] = await Promise.all([
      balanceOf(db, id),
      withdrawable(db, id),
      pendingHolds(db, id),
      protectionStatus(db, id, now),
      players.freezeOf(db, row),
      realityCheckMinutesOf(db, id),
      listLimits(db, id, now),
      kycStateOf(db, id),
      openFlagCount(db, id),
      boundAccountOf(ctx, id),
      playerSessions(db, id, 20),
    ]);
    return {
      profile: { ...players.playerListItem(row), vipExperience: row.vipExperience, inviterId: row.inviterId, registrationDeviceId: row.registrationDeviceId },
      balance: { ...balance, withdrawable: goldWin },
      holds,
      protection: { restriction: restriction.restriction, frozen, realityCheckMinutes, depositLimits: limits, kyc, amlOpenFlags },
      withdrawalAccount: account ? { name: account.name, cardNo: account.cardNo, bankName: account.bankName, cnicLast4: account.cnic.slice(-4) } : null,
      sessions: sessions.map((s) => ({
        id: s.id,
        createdAt: iso(s.createdAt),
        expiresAt: iso(s.expiresAt),
        revokedAt: s.revokedAt ? iso(s.revokedAt) : null,
        live: s.revokedAt === null && new Date(s.expiresAt).getTime() > now.getTime() && row.status === 'active',
        deviceId: s.deviceId,
        deviceType: s.deviceType,
        deviceDetail: s.deviceDetail,
        ip: s.ip,
      })),
    };
  }

  adminRoute(app, authorize, searchPlayers, async ({ input }) => players.searchPlayers(ctx.db, input));

  adminRoute(app, authorize, getPlayer, async ({ input, operator, request }) => {
    const view = await detail(input.id);
    await audit(ctx.db, { operatorId: operator.operatorId, action: 'player.read', target: `player:${input.id}`, ip: request.ip });
    return view;
  });

  adminRoute(app, authorize, playerLedger, async ({ input }) => {
    await players.adminPlayer(ctx.db, input.id);
    const page = await ledgerPage(ctx.db, input.id, input.cursor, input.limit);
    return { ...page, balance: await balanceOf(ctx.db, input.id) };
  });

  adminRoute(app, authorize, playerBettingTasks, async ({ input }) => {
    await players.adminPlayer(ctx.db, input.id);
    return tasksPage(ctx.db, input.id, input.cursor, input.limit);
  });

  adminRoute(app, authorize, listPlayerNotes, async ({ input }) => players.notesPage(ctx.db, input.id, input.cursor, input.limit));

  adminRoute(app, authorize, addPlayerNote, async ({ input, operator, request }) =>
    ctx.db.transaction(async (tx) => {
      const note = await players.addNote(tx, { playerId: input.id, operatorId: operator.operatorId, body: input.body, at: ctx.clock.now() });
      await audit(tx, { operatorId: operator.operatorId, action: 'player.note', target: `player:${input.id}`, detail: { note: note.id }, ip: request.ip });
      return note;
    }),
  );

  const setFrozen = (frozen: boolean) =>
    async ({ input, operator, request }: { input: { id: number; reason: string }; operator: { operatorId: number }; request: { ip: string } }) => {
      await ctx.db.transaction(async (tx) => {
        const before = await players.setPlayerFrozen(tx, { playerId: input.id, frozen, reason: input.reason, operatorId: operator.operatorId, at: ctx.clock.now() });
        // A frozen player's sessions end at once (the status check alone would refuse them too).
        if (frozen) await endOtherSessions(tx, ctx.clock, input.id, null);
        await audit(tx, {
          operatorId: operator.operatorId,
          action: frozen ? 'player.freeze' : 'player.unfreeze',
          target: `player:${input.id}`,
          detail: { before: { status: before }, after: { status: frozen ? 'blocked' : 'active' }, reason: input.reason },
          ip: request.ip,
        });
      });
      return detail(input.id);
    };

  adminRoute(app, authorize, freezePlayer, setFrozen(true));
  adminRoute(app, authorize, unfreezePlayer, setFrozen(false));
}

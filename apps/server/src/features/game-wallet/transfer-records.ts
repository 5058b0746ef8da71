// Bets played at a transfer-wallet provider (9WICKETS) reach Khel through its bet history, not
// through callbacks: the money was already at the provider. Each reported bet becomes a settled
// round (the Bet tab, reports, recent wins) with its valid bet counted on betting tasks and VIP in
// the same transaction, once: the round is unique by (provider, bet id) and the cursor only moves
// forward. The ledger is not touched here; the winnings come back with the next withdrawal.
import { categoryOfGameType, parseValidBetRules, validBet, type ValidBetRules } from '@khel/contracts/valid-bet';
import { policyOf } from '../../adapters/game-providers/policies.ts';
import type { TransferBet, TransferWalletAdapter } from '../../adapters/game-providers/port.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Queryable } from '../../platform/db.ts';
import { configDocument } from '../config/config.service.ts';
import { findShownGame } from '../games/games.service.ts';
import { addVipExperience } from '../vip/vip.service.ts';
import { advanceTasks } from '../wagering/wagering.service.ts';

async function cursorOf(db: Queryable, provider: string, playerId: number): Promise<number> {
  const rows = await db.query<{ last_seq: number }>('SELECT last_seq FROM game_transfer_bet_cursors WHERE provider = $1 AND player_id = $2', [provider, playerId]);
  return rows[0]?.last_seq ?? 0;
}

async function importBet(tx: Queryable, provider: string, playerId: number, bet: TransferBet, rules: ValidBetRules, at: Date): Promise<void> {
  const game = await findShownGame(tx, bet.gameId);
  const gameType = game?.type ?? policyOf(provider)?.defaultGameType ?? 'sports';
  // Weighted by the bet's risk (its net odds) like every other round (ValidBetRulesConf).
  const valid = validBet({ category: categoryOfGameType(gameType), betAmount: bet.stake, winLoss: bet.payout - bet.stake, odds: bet.odds }, rules);
  const inserted = await tx.query(
    `INSERT INTO game_rounds (provider, round_id, player_id, game_id, game_name, game_type, platform, bet_amount, win_amount,
                              valid_amount, odds, state, created_at, settled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 1, $12, $12)
     ON CONFLICT (provider, round_id) DO NOTHING RETURNING id`,
    [provider, bet.betId, playerId, bet.gameId, game?.gameName ?? '', gameType, policyOf(provider)?.platform ?? provider, bet.stake, bet.payout, valid, bet.odds ?? null, bet.placedAt],
  );
  if (inserted.length === 0) return;
  await advanceTasks(tx, playerId, valid);
  await addVipExperience(tx, playerId, valid, at);
}

/** Imports the player's bets the provider reported since the cursor; returns how many it read. */
export async function importTransferBets(db: Database, clock: Clock, adapter: TransferWalletAdapter, playerId: number): Promise<number> {
  if (!adapter.bets) return 0;
  let read = 0;
  for (;;) {
    const since = await cursorOf(db, adapter.name, playerId);
    const bets = await adapter.bets(playerId, since);
    if (bets.length === 0) return read;
    read += bets.length;
    await db.transaction(async (tx) => {
      const rules = parseValidBetRules(await configDocument(tx, 'ValidBetRulesConf'));
      for (const bet of bets) await importBet(tx, adapter.name, playerId, bet, rules, clock.now());
      const last = Math.max(...bets.map((b) => b.seq));
      await tx.query(
        `INSERT INTO game_transfer_bet_cursors (provider, player_id, last_seq) VALUES ($1, $2, $3)
         ON CONFLICT (provider, player_id) DO UPDATE SET last_seq = GREATEST(game_transfer_bet_cursors.last_seq, EXCLUDED.last_seq)`,
        [adapter.name, playerId, last],
      );
    });
  }
}

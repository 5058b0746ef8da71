// The crash room's live events applied to the state the screen holds, so a bet, cash-out or bust
// shows without every open screen asking the server again. An event that does not fit what the
// screen knows (another round, a missed one) answers null: the screen then asks for the state.
import { CRASH_EVENTS, CRASH_HISTORY, CrashGame, CrashPlayer, type CrashTable } from '@khel/contracts/endpoints/inhouse-crash';
import * as z from 'zod/mini';
import type { LiveEvent } from '../../../lib/live-connection.ts';

const GameEvent = z.object({ game: CrashGame });
const PlayerEvent = z.object({ gameId: z.number(), player: CrashPlayer });

const withPlayer = (players: CrashTable['players'], player: CrashTable['players'][number]) => {
  const others = players.filter((p) => p.seat !== player.seat);
  return [...others, player];
};

export function applyCrashEvent(table: CrashTable, event: LiveEvent): CrashTable | null {
  const current = table.game;
  switch (event.type) {
    case CRASH_EVENTS.round: {
      const parsed = GameEvent.safeParse(event);
      if (!parsed.success) return null;
      const { game } = parsed.data;
      if (current && game.id === current.id) return { ...table, game };
      // A new round opens empty; one that skips a round means events were missed.
      if (game.state !== 'betting' || (current && game.id !== current.id + 1)) return null;
      return { ...table, game, players: [] };
    }
    case CRASH_EVENTS.bust: {
      const parsed = GameEvent.safeParse(event);
      if (!parsed.success || !current || parsed.data.game.id !== current.id) return null;
      const { game } = parsed.data;
      const players = table.players.map((p) => (p.payout === null ? { ...p, payout: 0 } : p));
      const history =
        game.bustPoint !== null && game.hash !== null && table.history[0]?.id !== game.id
          ? [{ id: game.id, bustPoint: game.bustPoint, hash: game.hash }, ...table.history].slice(0, CRASH_HISTORY)
          : table.history;
      return { ...table, game, players, history };
    }
    case CRASH_EVENTS.bet:
    case CRASH_EVENTS.cashOut: {
      const parsed = PlayerEvent.safeParse(event);
      if (!parsed.success || !current || parsed.data.gameId !== current.id) return null;
      return { ...table, players: withPlayer(table.players, parsed.data.player) };
    }
    default:
      return table;
  }
}

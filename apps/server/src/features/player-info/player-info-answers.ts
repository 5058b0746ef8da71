// playerInfo is the app's most frequent call (every screen refreshes the balance with it): its
// answer is kept per player, checked and deflated once, and dropped the moment the player's row,
// wallet balance or the VipConf document changes (platform/player-read-cache.ts).
import { playerInfo as playerInfoEndpoint } from '@khel/contracts/endpoints/player-info';
import type { Database } from '../../platform/db.ts';
import { PlayerReadCache } from '../../platform/player-read-cache.ts';
import { PreparedReply } from '../../platform/reply.ts';
import { playerInfo } from './player-info.service.ts';

export type PlayerInfoAnswer = PreparedReply<typeof playerInfoEndpoint>;

export function playerInfoAnswers(db: Database) {
  const answers = new PlayerReadCache<number, PlayerInfoAnswer>(db, {
    playerOf: (answer) => answer.data.playerId,
    capacity: 20_000,
    maxAgeMs: 60_000,
    configDocuments: ['VipConf'],
    showsBalance: true,
  });
  return {
    async get(playerId: number): Promise<PlayerInfoAnswer> {
      // playerInfo() throws for a player that does not exist, so the answer is never null.
      return (await answers.get(playerId, async () => PreparedReply.of(playerInfoEndpoint, await playerInfo(db, playerId))))!;
    },
    close: () => answers.close(),
  };
}

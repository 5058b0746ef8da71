// "Show my name in public bet lists" (settings screen): off by default, so a list shows the masked
// name (public-name.ts) until the player turns it on. `publicNames` is what every public list asks.
import type { BetPrivacy } from '@khel/contracts/endpoints/inhouse-bets';
import type { Queryable } from '../../platform/db.ts';
import { selectNamesAndChoice, selectShowName, upsertShowName } from './bet-privacy.repository.ts';
import { maskName } from './public-name.ts';

export async function betPrivacyOf(db: Queryable, playerId: number): Promise<BetPrivacy> {
  return { showName: await selectShowName(db, playerId) };
}

export async function setBetPrivacy(db: Queryable, playerId: number, showName: boolean, at: Date): Promise<BetPrivacy> {
  await upsertShowName(db, playerId, showName, at);
  return { showName };
}

/**
 * The name other players may see, by player id, for the whole set in one query: the name when the
 * player chose to show it, else masked. An id that is no player has no entry.
 */
export async function publicNames(db: Queryable, ids: Iterable<number>): Promise<Map<number, string>> {
  const rows = await selectNamesAndChoice(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r.showName ? r.name : maskName(r.name)]));
}

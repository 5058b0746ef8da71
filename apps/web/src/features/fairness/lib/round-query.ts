// A round from the server (a bet record's link) in the verify form's terms: the form takes rupees
// and multipliers as typed text, the server gives hundredths.
import type { SeededRoundFairness } from '@khel/contracts/endpoints/inhouse-games';

const decimal = (hundredths: number) => (hundredths / 100).toFixed(2);

export function verifyQueryOf(round: SeededRoundFairness): URLSearchParams {
  const query = new URLSearchParams({
    game: round.game,
    serverSeed: round.serverSeed ?? '',
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    bet: decimal(round.bet),
  });
  if (round.target !== undefined) query.set('target', decimal(round.target));
  if (round.direction) query.set('direction', round.direction);
  if (round.mines !== undefined) query.set('mines', String(round.mines));
  if (round.picks) query.set('picks', round.picks.join(','));
  if (round.cashOutAt !== undefined) query.set('cashOut', decimal(round.cashOutAt));
  return query;
}

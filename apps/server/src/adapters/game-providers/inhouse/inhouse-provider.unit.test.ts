// The in-house provider's answer to a wallet that is in a database outage (HTTP 503 on every try):
// the same retryable outage for the player (HTTP 503), not an internal error.
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../../../platform/database-unavailable.ts';
import { createInhouseProvider, InhouseTransportError } from './inhouse-provider.ts';

describe('in-house provider', () => {
  it('retries a 503 with the same transaction, then reports the outage as retryable', async () => {
    const sent: string[] = [];
    const provider = createInhouseProvider({
      secret: 'inhouse-secret-for-the-unit-test',
      transport: async (_path, body) => {
        sent.push(body);
        return { status: 503, body: JSON.stringify({ status: 'UNAVAILABLE' }) };
      },
    });
    const round = provider.playRound({ token: 't', playerId: 7, gameId: 'dice', bet: 100, payout: 0, txId: 'tx-1', roundId: 'r-1' });
    await expect(round).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(sent).toHaveLength(3);
    expect(new Set(sent).size).toBe(1);
  });

  it('any other 5xx stays an internal error', async () => {
    const provider = createInhouseProvider({ secret: 'inhouse-secret-for-the-unit-test', transport: async () => ({ status: 502, body: '' }) });
    await expect(provider.balance(7)).rejects.toBeInstanceOf(InhouseTransportError);
  });
});

// How the settlements list orders and words its rows.
import type { Settlement } from '@khel/contracts/admin/sportsbook';
import { money } from '../../lib/format.ts';

/** Pending first, then the decided ones; each group keeps the server's order (newest first). */
export function pendingFirst(settlements: Settlement[]): Settlement[] {
  return [...settlements.filter((s) => s.state === 'pending'), ...settlements.filter((s) => s.state !== 'pending')];
}

/** The money an approval moved to players: "₨1,200.00 paid", or "₨300.00 taken back" for a correction that recovers winnings. */
export function paidText(netPaid: number): string {
  return netPaid < 0 ? `${money(-netPaid)} taken back` : `${money(netPaid)} paid`;
}

// The payout port: how an approved withdrawal reaches the player's wallet or bank. JazzCash and
// Easypaisa merchant accounts here have no payout API, so the default is the manual provider: a
// submitted payout waits in 'processing' until an operator pays it by hand and marks it paid with
// the gateway's reference (or marks it failed). A provider with an API plugs in behind the same
// interface; an outcome it cannot tell ('unknown': a timeout, an error) leaves the withdrawal in
// 'processing' until an inquiry answers — never failed on a guess, since the money may have left.
export interface PayoutRequest {
  withdrawalId: number;
  /** What the player receives, hundredths: amount − fee. */
  amount: number;
  channel: string;
  cardNo: string;
  accountName: string;
  /** The provider's reference from an earlier submit, if any (for inquiries). */
  reference?: string | null;
}

export type PayoutOutcome =
  | { status: 'paid'; reference: string }
  | { status: 'failed'; reason: string }
  | { status: 'accepted'; reference?: string }
  | { status: 'unknown' };

export interface PayoutProvider {
  readonly name: string;
  submit(request: PayoutRequest): Promise<PayoutOutcome>;
  inquire(request: PayoutRequest): Promise<PayoutOutcome>;
}

export type PayoutProviders = (channel: string) => PayoutProvider;

export const manualPayouts: PayoutProvider = {
  name: 'manual',
  // Queued for an operator: nothing is sent automatically.
  submit: () => Promise.resolve({ status: 'accepted' }),
  // Only the operator knows whether they paid.
  inquire: () => Promise.resolve({ status: 'unknown' }),
};

export const defaultPayoutProviders: PayoutProviders = () => manualPayouts;

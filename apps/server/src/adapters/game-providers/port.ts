// Game providers behind one interface (DESIGN "Integrations"). A seamless provider calls Khel at
// /hooks/games/:provider/:action; its adapter checks the signature and the shape, and hands the
// game-wallet feature a domain command (never vendor JSON); the feature answers with a domain
// outcome and the balance, which the adapter renders in the vendor's codes. A transfer-wallet
// provider (9WICKETS) holds the player's money itself: Khel deposits to it and withdraws back.
// Amounts are integers in hundredths of a rupee.

export type ProviderName = string;

/** What one callback asks of the wallet, whatever the vendor. */
export type GameCommand =
  | { kind: 'authenticate'; token: string }
  | { kind: 'balance'; playerId: number; token?: string | undefined }
  | { kind: 'bet'; txId: string; playerId: number; token?: string | undefined; roundId: string; gameId: string; amount: number }
  | { kind: 'settle'; txId: string; playerId: number; roundId: string; amount: number; odds?: number | undefined }
  | {
      kind: 'betSettle';
      txId: string;
      playerId: number;
      token?: string | undefined;
      roundId: string;
      gameId: string;
      betAmount: number;
      winAmount: number;
      odds?: number | undefined;
    }
  /** Cancels the bet `refTxId` (a bet or a bet+settle), refunding its stake. */
  | { kind: 'rollback'; txId: string; playerId: number; refTxId: string };

export type GameCommandKind = GameCommand['kind'];

export type GameOutcome =
  | 'ok'
  | 'insufficientFunds'
  /** Unknown token, or one of another player or provider. */
  | 'sessionInvalid'
  | 'sessionExpired'
  | 'playerNotFound'
  /** A win (or cancel) for a round Khel never saw. */
  | 'roundNotFound'
  /** A win, bet or cancel on a round already settled. */
  | 'roundSettled'
  /** A win or bet on a round already cancelled. */
  | 'roundCancelled'
  /** The bet arrived after its rollback (a tombstone): refused. */
  | 'betRolledBack'
  /** A rollback of a bet Khel never saw: remembered, nothing moved. */
  | 'betNotFound'
  /** The transaction id was already used for a different request. */
  | 'txConflict'
  /** A bet of a player in a time-out or self-exclusion (responsible gambling): refused, nothing moved. */
  | 'playerRestricted';

export interface GameAnswer {
  outcome: GameOutcome;
  /** The player's available balance now (hundredths); 0 when no player is known. */
  balance: number;
  playerId: number | null;
  /** A duplicate transaction id: `outcome` is the original answer, `balance` the current one. */
  replayed: boolean;
  currency: 'PKR';
}

export interface RawCallback {
  /** The body exactly as received (signatures cover these bytes). */
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
}

export type ParsedCallback =
  | { ok: true; command: GameCommand }
  | { ok: false; reason: 'signature' | 'malformed' | 'unknown-action' };

export interface HookReply {
  status: number;
  body: unknown;
}

export interface LaunchInput {
  /** The launch token (startProviderSession): the provider authenticates with it. */
  token: string;
  playerId: number;
  gameId: string;
  language: string;
  homeUrl: string;
  platform: string;
}

export interface SeamlessAdapter {
  readonly name: ProviderName;
  readonly kind: 'seamless';
  parse(action: string, raw: RawCallback): ParsedCallback;
  render(action: string, command: GameCommand, answer: GameAnswer): HookReply;
  /** A refused callback (bad signature, bad shape): nothing in it was trusted. */
  refuse(action: string, reason: 'signature' | 'malformed' | 'unknown-action'): HookReply;
  launchUrl(input: LaunchInput): string;
}

/** A transfer-wallet provider's answer about one of Khel's operations. */
export type TransferStatus = 'done' | 'failed' | 'unknown';

export interface TransferWalletAdapter {
  readonly name: ProviderName;
  readonly kind: 'transfer';
  /** Moves `amount` to the player's wallet at the provider under Khel's operation id. */
  deposit(input: { operationId: string; playerId: number; amount: number }): Promise<TransferStatus>;
  /** Moves `amount` back from the provider. */
  withdraw(input: { operationId: string; playerId: number; amount: number }): Promise<TransferStatus>;
  balance(playerId: number): Promise<number>;
  /** The provider's answer about an operation id (after a timeout): done, failed or unknown. */
  checkOperation(operationId: string): Promise<TransferStatus>;
  launchUrl(input: LaunchInput): Promise<string>;
}

/**
 * How an HTTP-shaped call reaches Khel's hooks: tests pass app.inject, the server posts to its own
 * URL (as a real provider would).
 */
export type HookTransport = (path: string, body: string, headers: Record<string, string>) => Promise<{ status: number; body: string }>;

/** Integer hundredths from a vendor's decimal amount (e.g. 12.5 → 1250), or null if not exact. */
export function hundredthsOf(value: number): number | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const scaled = Math.round(value * 100);
  if (Math.abs(scaled - value * 100) > 1e-6 || !Number.isSafeInteger(scaled)) return null;
  return scaled;
}

// Game providers behind one interface (docs/architecture/overview.md#the-servers-layers). A seamless provider calls Khel at
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
  /** The query string's parameters (Evolution authenticates with ?authToken=…). */
  query?: Record<string, string | undefined>;
  /** GET for the vendors that read balances with GET (CQ9); POST otherwise. */
  method?: string;
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
  /** Khel's language (en, zh, ur) or the vendor's own code; each adapter maps it. */
  language: string;
  homeUrl: string;
  /** The device platform the vendor asks for (JILI: web), not the game's platform. */
  platform: string;
  /** From the catalogue: the game's name, type (slots, cards, fish, live, sports) and tags. */
  gameName?: string;
  gameType?: string;
  tags?: string;
  /** The app's theme; only the embedded demo vendors follow it. */
  theme?: 'light' | 'dark';
  /** The player's address, for vendors that want it at launch (Evolution). */
  ip?: string;
}

/** How a launch reaches a vendor: its real API, or the embedded demo vendor served by Khel. */
export type LaunchMode = 'vendor' | 'demo';

export interface SeamlessAdapter {
  readonly name: ProviderName;
  readonly kind: 'seamless';
  parse(action: string, raw: RawCallback): ParsedCallback;
  render(action: string, command: GameCommand, answer: GameAnswer): HookReply;
  /** A refused callback (bad signature, bad shape): nothing in it was trusted. */
  refuse(action: string, reason: 'signature' | 'malformed' | 'unknown-action'): HookReply;
  /**
   * The database was unreachable (an outage): the vendor's own "system error, retry" answer, sent
   * with HTTP 503. Nothing of the callback may be assumed done; its retry (same transaction id)
   * is applied once.
   */
  unavailable(action: string): HookReply;
  /** The game URL: built from the vendor's launch contract, or asked from its launch API. */
  launchUrl(input: LaunchInput): Promise<string>;
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
  /** The provider's record of an operation id: done, failed, or unknown (not found yet, no answer). */
  checkOperation(operationId: string): Promise<TransferStatus>;
  /**
   * Asks the provider to settle an id for good: done if it was applied, else failed, and from then
   * on the provider refuses that id (a late arrival is not applied). unknown when it did not answer.
   */
  closeOperation(operationId: string, playerId: number): Promise<TransferStatus>;
  launchUrl(input: LaunchInput): Promise<string>;
  /** Settled bets the player made at the provider after `since` (the provider's bet sequence). */
  bets?(playerId: number, since: number): Promise<TransferBet[]>;
}

/** One settled bet a transfer-wallet provider reports (its bet history), amounts in hundredths. */
export interface TransferBet {
  /** The provider's increasing sequence number, the import cursor. */
  seq: number;
  betId: string;
  gameId: string;
  stake: number;
  payout: number;
  /** Net odds (potential profit ÷ stake) when the bet had odds. */
  odds?: number | undefined;
  placedAt: Date;
}

/**
 * How an HTTP-shaped call reaches Khel's hooks: tests pass app.inject, the server posts to its own
 * URL (as a real provider would).
 */
export type HookTransport = (
  path: string,
  body: string,
  headers: Record<string, string>,
  /** POST unless a vendor reads with GET (CQ9's balance). */
  method?: 'GET' | 'POST',
) => Promise<{ status: number; body: string }>;

/** Integer hundredths from a vendor's decimal amount (e.g. 12.5 → 1250), or null if not exact. */
export function hundredthsOf(value: number): number | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const scaled = Math.round(value * 100);
  if (Math.abs(scaled - value * 100) > 1e-6 || !Number.isSafeInteger(scaled)) return null;
  return scaled;
}

/** What an adapter's parse answers for a command it could (or could not) build from the body. */
export function commandOrMalformed(command: GameCommand | null): ParsedCallback {
  return command ? { ok: true, command } : { ok: false, reason: 'malformed' };
}

/** A JSON body, or undefined when it is not JSON. */
export function jsonBody(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

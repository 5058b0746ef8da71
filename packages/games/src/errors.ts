// One error type for every refused input, so callers map it to a single result code; `reason` is
// a stable machine-readable key (tests and the server match on it, not on the message).
export type GameInputReason =
  | 'bad-server-seed'
  | 'bad-client-seed'
  | 'bad-nonce'
  | 'bad-bet'
  | 'bad-target'
  | 'bad-cash-out'
  | 'bad-mines'
  | 'bad-tiles'
  | 'unknown-game'
  | 'bad-hash';

export class GameInputError extends Error {
  override readonly name = 'GameInputError';
  readonly reason: GameInputReason;
  constructor(reason: GameInputReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

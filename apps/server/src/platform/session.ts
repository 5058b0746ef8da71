// What every authenticated handler knows about its caller. The auth feature resolves tokens;
// routes only see this shape, so no feature reaches into the sessions table.
export interface AuthSession {
  sessionId: number;
  playerId: number;
}

export type Authenticator = (token: string) => Promise<AuthSession | null>;

export const SESSION_HEADER = 'satoken';

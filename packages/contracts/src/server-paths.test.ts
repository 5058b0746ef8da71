import { describe, expect, it } from 'vitest';
import { isServerPath } from './server-paths.ts';

describe('isServerPath', () => {
  it.each(['/usercenter/game/login', '/config/updateTime.json', '/admin', '/admin/players', '/demo-games/pg/slot', '/health', '/api/x', '/sandbox-gateway/pay/1'])(
    '%s is the server’s',
    (path) => expect(isServerPath(path)).toBe(true),
  );

  it.each(['/', '/vip', '/wallet/deposit', '/configure', '/administrator', '/healthy', '/demo-gamesx'])('%s is a player-app route', (path) =>
    expect(isServerPath(path)).toBe(false),
  );
});

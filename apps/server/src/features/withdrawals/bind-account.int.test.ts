// docs/requirements/withdrawals.md#1-binding-the-withdrawal-account ("Bind bank account"):
// every message exactly as the app shows it, through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUp } from '../../../test/players.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { VALID_BIND, exchange } from '../../../test/withdrawals.ts';

let t: TestApp;
let p: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  p = await signUp(t.app);
});
afterAll(async () => t.close());

const bind = (params: Record<string, unknown> | string, token = p.token) => exchange(t.app, token, { type: 2, params });

describe('binding the withdrawal account (type 2)', () => {
  it.each([
    [{ name: '' }, 'Full name cannot be empty'],
    [{ name: '   ' }, 'Full name cannot be empty'],
    [{ cardNo: '' }, 'Account Number cannot be empty'],
    [{ bankName: '' }, 'Payment Type cannot be empty'],
    [{ email: '' }, 'CNIC cannot be empty'],
    [{ name: 'A' }, 'Invalid name format. Use letters, spaces, or hyphens (2-50 characters).'],
    [{ name: 'Ali 123' }, 'Invalid name format. Use letters, spaces, or hyphens (2-50 characters).'],
    [{ name: 'A'.repeat(51) }, 'Invalid name format. Use letters, spaces, or hyphens (2-50 characters).'],
    [{ cardNo: '-3001234567' }, 'Invalid Account Number.'],
    [{ cardNo: '30012x4567' }, 'Invalid Account Number.'],
    [{ cardNo: -3001234567 }, 'Invalid Account Number.'],
    [{ email: '-3520212345671' }, 'Invalid ID format. '],
    [{ email: '352021234567' }, 'Invalid ID format. '],
    [{ email: '35202123456712' }, 'Invalid ID format. '],
    [{ email: 'abcdefghijklm' }, 'Invalid ID format. '],
  ])('%j → %s', async (change, message) => {
    const result = await bind({ ...VALID_BIND, ...change });
    expect(result.code).toBe(1001);
    expect(result.msg).toBe(message);
  });

  it('a missing field reads as empty', async () => {
    const { name: _name, ...withoutName } = VALID_BIND;
    expect((await bind(withoutName)).msg).toBe('Full name cannot be empty');
  });

  it("accepts apostrophes and hyphens, the CNIC's written form, and answers 'Binding successful'", async () => {
    const q = await signUp(t.app);
    const result = await bind(
      JSON.stringify({ name: "Ayesha O'Neil-Khan", cardNo: '03001234567', bankName: 'easypaisa', email: '35202-1234567-1' }),
      q.token,
    );
    expect(result.code).toBe(1);
    expect(result.data).toMatchObject({ type: 2, state: 1, msg: 'Binding successful' });
    const params = JSON.parse((result.data as { params: string }).params) as Record<string, string>;
    expect(params).toEqual({ cardNo: '03001234567', name: "Ayesha O'Neil-Khan", bankName: 'Easypaisa', cnic: '*********5671' });
    // At rest the CNIC is sealed: the row holds no readable ID number.
    const [row] = await t.db.query<Record<string, string>>('SELECT * FROM withdrawal_accounts WHERE player_id = $1', [
      q.playerId,
    ]);
    expect(JSON.stringify(row)).not.toContain('3520212345671');
    expect(row!.cnic_sealed).toMatch(/^v1\./);
  });

  it('the bind state (type 0) shows the account, never the CNIC; a second bind is refused', async () => {
    const before = await exchange<{ state: number; params: string }>(t.app, p.token, { type: 0 });
    expect(before.data).toMatchObject({ type: 0, state: 0, goldWin: 0, params: '{}' });
    expect((await bind(VALID_BIND)).data).toMatchObject({ msg: 'Binding successful' });
    const raw = await t.app.inject({
      method: 'POST',
      url: '/usercenter/game/exchange',
      headers: { satoken: p.token, 'content-type': 'application/json', 'x-wire': 'plain' },
      payload: JSON.stringify({ type: 0 }),
    });
    expect(raw.body).not.toContain(VALID_BIND.email);
    const after = await exchange<{ state: number; params: string }>(t.app, p.token, { type: 0 });
    expect(after.data.state).toBe(1);
    expect(JSON.parse(after.data.params)).toMatchObject({ cardNo: VALID_BIND.cardNo, bankName: 'Jazzcash' });
    const again = await bind({ ...VALID_BIND, cardNo: '03119999999' });
    expect(again.code).toBe(1308);
  });

  it('needs a session', async () => {
    const result = await t.app.inject({ method: 'POST', url: '/usercenter/game/exchange', payload: { type: 0 } });
    expect(result.statusCode).toBe(401);
  });
});

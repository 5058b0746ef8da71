// The valid-bet rules (docs/requirements/wallet.md#5-valid-bets) the server counts by (ValidBetRulesConf: the category share and the
// risk bands) are shown to players, with the operator's numbers, on the VIP, loyalty-programme and
// first-deposit pages — as a band table, dice win chances and worked examples — in English and Urdu.
import { expect, test } from '../support/test.ts';
import { operatorLogin } from '../support/operator.ts';
import { register } from '../support/player.ts';
import { setLook, snap } from '../support/screens.ts';

const RULES = {
  ratioPercent: 80,
  categories: ['sports', 'electronics', 'real person'],
  sports: { countsSmallerOfBetAndWinLoss: true },
  riskWeights: [
    { maxOdds: 0.2, percent: 0 },
    { maxOdds: 0.5, percent: 40 },
  ],
};

test("the operator's valid-bet rules show on the VIP, loyalty and first-deposit pages", async ({ page, request }) => {
  const admin = { 'x-operator-token': await operatorLogin(request, 'e2e_admin') };
  const admin2 = { 'x-operator-token': await operatorLogin(request, 'e2e_admin2') };
  // ValidBetRulesConf needs a second operator: one admin proposes, the other approves.
  const change = async (body: unknown) => {
    const proposed = await request.post('/admin/api/config/ValidBetRulesConf/proposals', { headers: admin, data: { body } });
    expect(proposed.ok()).toBe(true);
    const { id } = (await proposed.json()) as { id: number };
    expect((await request.post(`/admin/api/config-proposals/${id}/approve`, { headers: admin2, data: {} })).ok()).toBe(true);
  };
  const seeded = ((await (await request.get('/admin/api/config/ValidBetRulesConf', { headers: admin })).json()) as { body: unknown }).body;
  await change(RULES);
  try {
    await page.goto('/');
    await setLook(page, 'light', 'en');
    await page.reload();
    await register(page, 'vbr');

    await page.goto('/profile/game-loyalty-program');
    const rules = page.getByTestId('valid-bet-rules');
    await expect(rules.getByRole('heading', { name: 'Valid Bet Calculation Rules' })).toBeVisible();
    await expect(rules).toContainText('at 80% of its amount (its valid bet) in: sports, electronic (slots), live casino');
    const bands = rules.getByTestId('risk-bands').getByRole('row');
    await expect(bands).toHaveText(['Net oddsCounts', 'up to 0.200%', 'over 0.20 up to 0.5040%', 'over 0.50100%']);
    await expect(rules.getByTestId('dice-chances').getByRole('listitem')).toHaveText([
      '82.50% or more: 0% counts',
      '66.00% to under 82.50%: 40% counts',
      'under 66.00%: 100% counts',
    ]);
    await expect(rules.getByTestId('valid-bet-exampleDice98')).toHaveText('Dice at 98% win chance (pays 1.01×): ₨0.00 counts.');
    await expect(rules.getByTestId('valid-bet-exampleCrash')).toHaveText('Crash cashed out at 1.50×: ₨32.00 counts.');
    await expect(rules.getByTestId('valid-bet-exampleSlot')).toHaveText('A slot spin (ordinary risk): ₨80.00 counts.');
    await rules.scrollIntoViewIfNeeded();
    await snap(page, 'valid-bet-rules-light');

    for (const path of ['/profile/loyalty-program', '/vip', '/vipintroduce', '/FirstCharge']) {
      await page.goto(path);
      await expect(page.getByTestId('dice-chances').getByRole('listitem').first(), path).toHaveText('82.50% or more: 0% counts');
    }

    await setLook(page, 'dark', 'en');
    await page.goto('/profile/game-loyalty-program');
    await page.getByTestId('dice-chances').scrollIntoViewIfNeeded();
    await snap(page, 'valid-bet-rules-dark');

    await setLook(page, 'light', 'ur');
    await page.goto('/profile/game-loyalty-program');
    const urdu = page.getByTestId('valid-bet-rules');
    await expect(urdu.getByRole('heading', { name: 'درست شرط کے حساب کے قواعد' })).toBeVisible();
    const first = async () => ((await urdu.getByTestId('dice-chances').getByRole('listitem').first().textContent()) ?? '').replace(/[\u2066-\u2069]/g, '');
    await expect.poll(first).toBe('82.50% یا زیادہ: 0% شمار ہوتا ہے');
    await urdu.getByTestId('dice-chances').scrollIntoViewIfNeeded();
    await snap(page, 'valid-bet-rules-urdu');
  } finally {
    await change(seeded);
  }
});

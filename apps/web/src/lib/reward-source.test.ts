import { Reason } from '@khel/contracts/ledger-reasons';
import { describe, expect, it } from 'vitest';
import { en } from '../locales/en.ts';
import { rewardSourceKey } from './reward-source.ts';

const label = (reason: number) => rewardSourceKey(reason).split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);

describe('reward source labels', () => {
  it('shows the required label of every reward source code', () => {
    expect(label(Reason.bindPhone)).toBe('Bind Phone');
    expect(label(Reason.signIn)).toBe('Sign In');
    expect(label(Reason.firstDeposit)).toBe('First Deposit');
    expect(label(Reason.rechargeSpinAgain)).toBe('Recharge Spin Again');
  });

  it("falls back to 'Bonus' for codes without a label", () => {
    expect(label(Reason.operatorAdjustment)).toBe('Bonus');
    expect(label(999_999)).toBe('Bonus');
  });
});

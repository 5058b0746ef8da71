import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../../../test/fake-server.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { BettingTasksPanel } from './betting-tasks-popup.tsx';
import { ValidBetRulesCard } from './valid-bet-rules.tsx';


const SEEDED = {
  ratioPercent: 90,
  categories: ['sports', 'electronics', 'real person'],
  sports: { countsSmallerOfBetAndWinLoss: true },
  riskWeights: [
    { maxOdds: 0.3, percent: 0 },
    { maxOdds: 0.6, percent: 50 },
    { maxOdds: 0.9, percent: 80 },
  ],
  notes: ['Operator note: promotions may set their own rules.'],
};

function serve(rules: unknown) {
  return installFakeServer((call) => {
    if (call.url.includes('/config/updateTime.json')) return Response.json({ updateTime: 1 });
    if (call.url.includes('/config/ValidBetRulesConf.json')) return Response.json(rules);
    if (call.url === '/usercenter/game/exchange') return { code: 1, data: { list: [], remaining: 0 } };
    return { code: 0 };
  });
}

const example = (key: string) => screen.getByTestId(`valid-bet-${key}`).textContent;

afterEach(() => vi.unstubAllGlobals());

describe('Valid Bet Calculation Rules', () => {
  it('words the operator document: categories, the risk bands and worked examples from the same computation as the server', async () => {
    serve(SEEDED);
    renderWithApp(<ValidBetRulesCard />);
    expect(await screen.findByRole('heading', { name: 'Valid Bet Calculation Rules' })).toBeVisible();
    expect(screen.getByText(/at 90% of its amount \(its valid bet\) in: sports, electronic \(slots\), live casino/)).toBeVisible();
    const rows = within(screen.getByTestId('risk-bands')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([`up to 0.300%`, `over 0.30 up to 0.6050%`, `over 0.60 up to 0.9080%`, `over 0.90100%`]);
    const dice = within(screen.getByTestId('dice-chances')).getAllByRole('listitem');
    expect(dice.map((item) => item.textContent)).toEqual([
      '76.15% or more: 0% counts',
      '61.88% to under 76.15%: 50% counts',
      '52.11% to under 61.88%: 80% counts',
      'under 52.11%: 100% counts',
    ]);
    expect(example('exampleDice98')).toBe(`Dice at 98% win chance (pays 1.01×): ₨0.00 counts.`);
    expect(example('exampleDice50')).toBe(`Dice at 50% win chance (pays 1.98×): ₨90.00 counts.`);
    expect(example('exampleCrash')).toBe(`Crash cashed out at 1.50×: ₨45.00 counts.`);
    expect(example('exampleSlot')).toBe(`A slot spin (ordinary risk): ₨90.00 counts.`);
    expect(screen.getByText(`A deposit made while your assets are at or below ₨30.00 releases all unfinished betting tasks.`)).toBeVisible();
    expect(screen.getByText('Operator note: promotions may set their own rules.')).toBeVisible();
  });

  it('an operator change of the bands changes the table and the examples', async () => {
    serve({ ...SEEDED, riskWeights: [{ maxOdds: 0.005, percent: 0 }, { maxOdds: 1, percent: 25 }] });
    renderWithApp(<ValidBetRulesCard />);
    await screen.findByTestId('risk-bands');
    expect(example('exampleDice98')).toContain('₨22.50');
    expect(example('exampleSlot')).toContain('₨22.50');
    expect(within(screen.getByTestId('risk-bands')).getAllByRole('row')).toHaveLength(4);
    // No dice bet has net odds as low as 0.005 (98% pays 0.0102): that band has no dice line.
    expect(within(screen.getByTestId('dice-chances')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '49.50% or more: 25% counts', // pays 2.00×: net odds 1
      'under 49.50%: 100% counts',
    ]);
  });

  it('a document from before the bands shows the one odds rule of the requirements (odds ≤ 0.30 count 0) and no sports line when switched off', async () => {
    serve({ ratioPercent: 90, categories: [], sports: { countsSmallerOfBetAndWinLoss: false, minOdds: 0.3 }, text: ['Valid Bet Calculation Rules', 'old line'] });
    renderWithApp(<ValidBetRulesCard />);
    const rows = within(await screen.findByTestId('risk-bands')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([`up to 0.300%`, `over 0.30100%`]);
    expect(screen.queryByText(/smaller of the bet/)).toBeNull();
    expect(screen.queryByText('old line')).toBeNull();
  });

  it('the betting-task overlay links to the same rules and to the sports rules', async () => {
    serve(SEEDED);
    function Panel() {
      const scroller = useRef<HTMLDivElement>(null);
      return (
        <div ref={scroller}>
          <BettingTasksPanel scroller={scroller} onClose={() => undefined} />
        </div>
      );
    }
    renderWithApp(<Panel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Valid Bet Calculation Rules' }));
    expect(await screen.findByTestId('valid-bet-rules')).toBeVisible();
    expect(example('exampleDice98')).toContain('₨0.00');
    await userEvent.click(screen.getByRole('button', { name: 'Sports valid-betting rules' }));
    expect(screen.getByText('Valid bets count at 90% of the bet for sports.')).toBeVisible();
    expect(screen.getByTestId('risk-bands')).toBeVisible();
  });
});

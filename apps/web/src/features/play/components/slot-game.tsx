// Khel Fortune Slots ("Tiger Temple", packages/games slot): 5 reels × 3 rows, 20 fixed lines. The
// reels spin (CSS) while the request is out and for at least MIN_SPIN_MS, so the result is never
// held back longer than that; the winning lines' cells light up.
import { SLOT_BET_STEP } from '@khel/contracts/endpoints/inhouse-games';
import { SLOT_CONFIG } from '@khel/games/slot/slot-config';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyBalance } from '../../../stores/session-store.ts';
import { formatBalance } from '../../../lib/money.ts';
import { toastError } from '../../../lib/toast.ts';
import { spinSlot } from '../api/play-api.ts';
import { useSingleFlight } from '../hooks/use-single-flight.ts';
import { BetSelector } from './bet-selector.tsx';

export const MIN_SPIN_MS = 450;
export const SLOT_PRESETS = [100, 200, 500, 1000, 2000, 5000] as const;
const MAX_BET = 100_000;

type Symbol = keyof typeof SYMBOL_CLASS;
const SYMBOL_CLASS = {
  wild: 'wild',
  tiger: 'high',
  elephant: 'high',
  peacock: 'mid',
  lotus: 'mid',
  ace: 'low',
  king: 'low',
  queen: 'low',
  jack: 'low',
  ten: 'low',
} as const;

const START_GRID: string[][] = SLOT_CONFIG.strips.map((strip) => [strip[0]!, strip[1]!, strip[2]!]);

interface SlotResult {
  grid: string[][];
  lineWins: { line: number; symbol: string; count: number; win: number }[];
  payout: number;
  bet: number;
  roundId: string;
}

function winningCells(result: SlotResult | null): Set<string> {
  const cells = new Set<string>();
  for (const win of result?.lineWins ?? []) {
    const rows = SLOT_CONFIG.lines[win.line];
    if (!rows) continue;
    for (let reel = 0; reel < win.count; reel += 1) cells.add(`${reel}:${rows[reel]}`);
  }
  return cells;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function SlotGame() {
  const { t } = useTranslation(['ui', 'messages']);
  const [bet, setBet] = useState(200);
  const [result, setResult] = useState<SlotResult | null>(null);
  const [busy, run] = useSingleFlight();

  const spin = () =>
    void run(async () => {
      const started = Date.now();
      try {
        const reply = await spinSlot(bet);
        await wait(Math.max(0, MIN_SPIN_MS - (Date.now() - started)));
        setResult({ ...reply.outcome, payout: reply.payout, bet: reply.bet, roundId: reply.roundId });
        applyBalance(reply.balance);
      } catch (error) {
        toastError(error);
      }
    });

  const grid = result?.grid ?? START_GRID;
  const lit = winningCells(busy ? null : result);
  const symbolName = (symbol: string) => t(`play.slot.symbols.${symbol as Symbol}`, { defaultValue: symbol });

  return (
    <section className="play-game slot" aria-label={t('play.slot.title')}>
      <div className={busy ? 'slot-reels slot-reels--spinning' : 'slot-reels'} dir="ltr" data-testid="slot-reels">
        {grid.map((reel, reelIndex) => (
          <div key={reelIndex} className="slot-reel" style={{ animationDelay: `${reelIndex * 60}ms` }}>
            {reel.map((symbol, row) => (
              <div
                key={row}
                className={`slot-cell slot-cell--${SYMBOL_CLASS[symbol as Symbol] ?? 'low'}${lit.has(`${reelIndex}:${row}`) ? ' slot-cell--win' : ''}`}
                data-symbol={symbol}
              >
                {symbolName(symbol)}
              </div>
            ))}
          </div>
        ))}
      </div>

      <div className="play-result" aria-live="polite" data-testid="round-result">
        {busy ? (
          <span>{t('play.slot.spinning')}</span>
        ) : result ? (
          result.payout > 0 ? (
            <strong className="play-result--win" data-testid="round-payout" data-round={result.roundId} data-payout={result.payout} data-bet={result.bet}>
              {t('play.youWon', { amount: formatBalance(result.payout) })}
            </strong>
          ) : (
            <span data-testid="round-payout" data-round={result.roundId} data-payout={0} data-bet={result.bet}>
              {t('play.noWin')}
            </span>
          )
        ) : (
          <span className="play-muted">{t('play.slot.rules')}</span>
        )}
      </div>
      {!busy && result && result.lineWins.length > 0 ? (
        <ul className="slot-lines">
          {result.lineWins.map((win) => (
            <li key={win.line}>
              {t('play.slot.lineWin', { line: win.line + 1, count: win.count, symbol: symbolName(win.symbol), amount: formatBalance(win.win) })}
            </li>
          ))}
        </ul>
      ) : null}

      <BetSelector
        value={bet}
        onChange={setBet}
        presets={SLOT_PRESETS}
        step={SLOT_BET_STEP}
        min={SLOT_BET_STEP}
        max={MAX_BET}
        disabled={busy}
        label={t('play.betPerSpin')}
      />
      <Button block color="primary" size="large" className="play-action" loading={busy} disabled={busy} onClick={spin}>
        {t('play.slot.spin')}
      </Button>
    </section>
  );
}

// Khel Fortune Slots ("Tiger Temple", packages/games slot): 5 reels × 3 rows, 20 fixed lines.
// Spin stakes the bet; the reels scroll while the request is out (at least MIN_SPIN_MS), then stop
// one by one, left to right, onto the grid the server returned; only then are the winning lines
// drawn, the win counted up and the balance updated. The animation never decides anything: the
// round is settled on the server before the first reel stops. Stop lands every reel at once.
import { SLOT_BET_STEP } from '@khel/contracts/endpoints/inhouse-games';
import { SLOT_CONFIG } from '@khel/games/slot/slot-config';
import { Button } from 'antd-mobile';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { applyBalance } from '../../../stores/session-store.ts';
import { formatBalance } from '../../../lib/money.ts';
import { toastError } from '../../../lib/toast.ts';
import { spinSlot } from '../api/play-api.ts';
import { resultSentence, signalResult } from '../feedback/round-feedback.ts';
import { prefersReducedMotion, useReducedMotion } from '../hooks/use-reduced-motion.ts';
import { useSingleFlight } from '../hooks/use-single-flight.ts';
import { useSkippableWait } from '../hooks/use-skippable-wait.ts';
import { playSound } from '../sound/sound-effects.ts';
import { BetSelector } from './bet-selector.tsx';
import { BigWin } from './big-win.tsx';
import { InhouseBetsTable } from './inhouse-bets-table.tsx';
import { ResultAnnouncer } from './result-announcer.tsx';
import { SlotPaytable } from './slot-paytable.tsx';
import { lineColour, SlotReels, type LineWinView } from './slot-reels.tsx';
import { WinMeter } from './win-meter.tsx';
import './slot.css';

export const MIN_SPIN_MS = 600;
export const REEL_STOP_GAP_MS = 180;
/** How long one highlighted line stays in the spotlight when several won. */
export const LINE_SPOT_MS = 1400;
export const SLOT_PRESETS = [100, 200, 500, 1000, 2000, 5000] as const;
const MAX_BET = 100_000;
const REELS = SLOT_CONFIG.strips.length;
const START_GRID: string[][] = SLOT_CONFIG.strips.map((strip) => [strip[0]!, strip[1]!, strip[2]!]);

interface SlotResult {
  grid: string[][];
  lineWins: LineWinView[];
  payout: number;
  bet: number;
  roundId: string;
  balance: number;
}

type Phase = 'idle' | 'spinning' | 'shown';

export function SlotGame() {
  const { t } = useTranslation(['ui', 'messages']);
  const reduced = useReducedMotion();
  const [bet, setBet] = useState(200);
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<SlotResult | null>(null);
  const [landed, setLanded] = useState(REELS);
  const [spot, setSpot] = useState(-1);
  const [busy, run] = useSingleFlight();
  const { wait, skip, rearm, isSkipped } = useSkippableWait();

  const shown = phase === 'shown' && result !== null;
  const wins = shown ? result.lineWins : [];

  // Several winning lines take turns in the spotlight: all, then each one with its payout.
  useEffect(() => {
    if (!shown || wins.length < 2 || reduced) return;
    let index = -1;
    const timer = setInterval(() => {
      index = index + 1 >= wins.length ? -1 : index + 1;
      setSpot(index);
    }, LINE_SPOT_MS);
    return () => clearInterval(timer);
  }, [shown, wins.length, reduced, result?.roundId]);

  const spin = () => {
    if (busy) {
      skip();
      return;
    }
    void run(async () => {
      rearm();
      setPhase('spinning');
      setSpot(-1);
      setLanded(0);
      playSound('spin');
      const started = performance.now();
      let round: SlotResult;
      try {
        const reply = await spinSlot(bet);
        round = { ...reply.outcome, payout: reply.payout, bet: reply.bet, roundId: reply.roundId, balance: reply.balance };
      } catch (error) {
        toastError(error);
        setLanded(REELS);
        setPhase(result ? 'shown' : 'idle');
        return;
      }
      // The stake has left the wallet; the win is added when the reels have stopped.
      applyBalance(round.balance - round.payout);
      setResult(round);
      if (!prefersReducedMotion()) {
        await wait(MIN_SPIN_MS - (performance.now() - started));
        for (let reel = 1; reel <= REELS && !isSkipped(); reel += 1) {
          setLanded(reel);
          playSound('reelStop');
          if (reel < REELS) await wait(REEL_STOP_GAP_MS);
        }
        if (isSkipped()) playSound('reelStop');
      }
      setLanded(REELS);
      setPhase('shown');
      applyBalance(round.balance);
      signalResult(round.payout, round.bet);
    });
  };

  const symbolName = (symbol: string) => t(`play.slot.symbols.${symbol as 'tiger'}`, { defaultValue: symbol });
  const grid = result?.grid ?? START_GRID;
  const spinning = Array.from({ length: REELS }, (_, reel) => phase === 'spinning' && reel >= landed);
  const announcement = shown ? resultSentence(t, { payout: result.payout, balance: result.balance }) : null;
  const spotWin = spot >= 0 ? wins[spot] : undefined;

  return (
    <section className="play-game slot" aria-label={t('play.slot.title')}>
      <div className="slot-stage">
        <SlotReels
          roundId={result?.roundId ?? 'start'}
          grid={grid}
          spinning={spinning}
          wins={wins}
          spot={spot}
          symbolName={symbolName}
          label={t('play.slot.title')}
          reduced={reduced}
        />
        {shown ? <BigWin roundId={result.roundId} payout={result.payout} bet={result.bet} reduced={reduced} /> : null}
      </div>

      <div className="play-result" data-testid="round-result">
        {shown ? (
          <WinMeter roundId={result.roundId} payout={result.payout} bet={result.bet} instant={reduced} />
        ) : phase === 'spinning' ? (
          <span className="play-muted">{t('play.goodLuck')}</span>
        ) : (
          <span className="play-muted">{t('play.slot.rules')}</span>
        )}
      </div>
      {wins.length > 0 ? (
        <ul className="slot-wins">
          {wins.map((win) => (
            <li
              key={win.line}
              data-line={win.line + 1}
              className={spotWin?.line === win.line ? 'slot-wins__item slot-wins__item--spot' : 'slot-wins__item'}
              style={{ '--line-colour': lineColour(win.line) } as CSSProperties}
            >
              {t('play.slot.lineWin', { line: win.line + 1, count: win.count, symbol: symbolName(win.symbol), amount: formatBalance(win.win) })}
            </li>
          ))}
        </ul>
      ) : null}
      <ResultAnnouncer roundKey={result?.roundId ?? ''} message={announcement} />

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
      <Button block color="primary" size="large" className="play-action slot-spin" onClick={spin}>
        {busy ? t('play.slot.stop') : t('play.slot.spin')}
      </Button>
      <SlotPaytable bet={bet} symbolName={symbolName} />
      <InhouseBetsTable game="slot" />
    </section>
  );
}

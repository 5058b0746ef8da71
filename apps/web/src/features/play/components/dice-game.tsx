// Khel Dice (packages/games dice): a target slider, under/over, the win chance and payout as the
// engine computes them, Roll. While the roll is out the die tumbles; the number then counts up to
// the server's roll and the marker slides there on the 0–100 scale, before the win is shown.
// Below: the last results, Manual / Auto (autobet runs here, each roll an ordinary request) and the bet lists.
import { DICE_MAX_CHANCE_BP, DICE_MIN_CHANCE_BP, dicePayout, type DiceDirection } from '@khel/games/dice/dice';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyBalance } from '../../../stores/session-store.ts';
import { formatBalance } from '../../../lib/money.ts';
import { toastError } from '../../../lib/toast.ts';
import { rollDice } from '../api/play-api.ts';
import { resultSentence, signalResult } from '../feedback/round-feedback.ts';
import { useCountUp } from '../hooks/use-count-up.ts';
import { prefersReducedMotion, useReducedMotion } from '../hooks/use-reduced-motion.ts';
import { useSingleFlight } from '../hooks/use-single-flight.ts';
import { useSkippableWait } from '../hooks/use-skippable-wait.ts';
import { playSound } from '../sound/sound-effects.ts';
import { DieArt } from '../art/game-art.tsx';
import { AutobetPanel } from '../autobet/autobet-panel.tsx';
import type { RoundResult } from '../autobet/autobet-runner.ts';
import { ModeSwitch } from '../autobet/mode-switch.tsx';
import { useAutobet } from '../autobet/use-autobet.ts';
import { BetSelector } from './bet-selector.tsx';
import { BigWin } from './big-win.tsx';
import { DiceTrack } from './dice-track.tsx';
import { InhouseBetsTable } from './inhouse-bets-table.tsx';
import { RecentResults, withResult, type RecentResult } from './recent-results.tsx';
import { ResultAnnouncer } from './result-announcer.tsx';
import { WinMeter } from './win-meter.tsx';
import './dice.css';

/** How long the number counts and the marker slides to the roll. */
export const DICE_LAND_MS = 650;
const PRESETS = [100, 200, 500, 1000, 2000] as const;

export function diceChance(target: number, direction: DiceDirection): number {
  return direction === 'under' ? target : 10_000 - target;
}

/** Targets the slider allows for a direction, so the chance stays within 1%–98%. */
export function targetBounds(direction: DiceDirection): { min: number; max: number } {
  return direction === 'under'
    ? { min: DICE_MIN_CHANCE_BP, max: DICE_MAX_CHANCE_BP }
    : { min: 10_000 - DICE_MAX_CHANCE_BP, max: 10_000 - DICE_MIN_CHANCE_BP };
}

export function formatMultiplier(num: number, den: number): string {
  return `${(Math.floor((num * 10_000) / den) / 10_000).toFixed(4)}x`;
}

interface DiceResult {
  roundId: string;
  roll: number;
  won: boolean;
  payout: number;
  bet: number;
  balance: number;
  target: number;
  direction: DiceDirection;
}

export function DiceGame() {
  const { t } = useTranslation(['ui', 'messages']);
  const reduced = useReducedMotion();
  const [bet, setBet] = useState(100);
  const [target, setTarget] = useState(5000);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [last, setLast] = useState<DiceResult | null>(null);
  const [landed, setLanded] = useState(true);
  const [busy, run] = useSingleFlight();
  const [mode, setMode] = useState<'manual' | 'auto'>('manual');
  const [recent, setRecent] = useState<RecentResult[]>([]);
  const autobet = useAutobet();
  const locked = busy || autobet.running;
  const { wait } = useSkippableWait();
  const chance = diceChance(target, direction);
  const bounds = targetBounds(direction);
  // The number settles a little before the result is declared, the marker with it (dice.css).
  const counted = useCountUp(last?.roll ?? 0, last?.roundId ?? '', { durationMs: DICE_LAND_MS - 100, instant: reduced });

  const turn = (next: DiceDirection) => {
    setDirection(next);
    const b = targetBounds(next);
    setTarget((value) => Math.min(b.max, Math.max(b.min, value)));
  };

  /** One roll at `stake`, shown in full; it throws what refused it (a tap toasts it, autobet stops on it). */
  const playRound = async (stake: number): Promise<RoundResult> => {
    playSound('roll');
    setLanded(false);
    try {
      const reply = await rollDice(stake, target, direction);
      const result = { roundId: reply.roundId, roll: reply.outcome.roll, won: reply.outcome.won, payout: reply.payout, bet: reply.bet, balance: reply.balance, target, direction };
      applyBalance(reply.balance - reply.payout);
      setLast(result);
      if (!prefersReducedMotion()) await wait(DICE_LAND_MS);
      applyBalance(reply.balance);
      signalResult(result.payout, result.bet);
      setRecent((past) => withResult(past, { id: result.roundId, value: (result.roll / 100).toFixed(2), won: result.won }));
      return { bet: reply.bet, payout: reply.payout };
    } finally {
      setLanded(true);
    }
  };

  const roll = () => void run(() => playRound(bet).catch(toastError));
  const autoRound = async (stake: number) => {
    const result = await run(() => playRound(stake));
    if (!result) throw new Error('a roll is already out');
    return result;
  };

  const shown = last !== null && landed;
  const rollText = last ? (counted / 100).toFixed(2) : '--.--';
  const detail = last ? t('play.dice.rolled', { roll: (last.roll / 100).toFixed(2) }) : undefined;
  const announcement = shown ? resultSentence(t, { detail, payout: last.payout, balance: last.balance }) : null;
  const stageClass = ['dice-stage', busy ? 'dice-stage--rolling' : '', shown ? (last.won ? 'dice-stage--win' : 'dice-stage--loss') : ''].filter(Boolean).join(' ');

  return (
    <section className="play-game dice" aria-label={t('play.dice.roll')}>
      <div className="dice-wrap">
        <div className={stageClass}>
          <div className="dice-stage__top">
            <DieArt face={busy ? 3 : 5} className="dice-stage__die" />
            <span className="dice-stage__number" data-testid="dice-roll">
              {rollText}
            </span>
          </div>
          <DiceTrack target={last && !busy ? last.target : target} direction={last && !busy ? last.direction : direction} roll={last ? last.roll : null} won={shown && last.won} />
        </div>
        {shown ? <BigWin roundId={last.roundId} payout={last.payout} bet={last.bet} reduced={reduced} /> : null}
      </div>

      <div className="play-result" data-testid="round-result">
        {shown ? (
          <WinMeter roundId={last.roundId} payout={last.payout} bet={last.bet} instant={reduced} detail={detail} />
        ) : busy ? (
          <span className="play-muted">{t('play.dice.rolling')}</span>
        ) : null}
      </div>
      <ResultAnnouncer roundKey={last?.roundId ?? ''} message={announcement} />
      <RecentResults results={recent} />

      <div className="play-toggle" role="radiogroup" aria-label={t('play.dice.direction')}>
        {(['under', 'over'] as const).map((key) => (
          <button key={key} type="button" role="radio" aria-checked={direction === key} className={direction === key ? 'play-chip play-chip--active' : 'play-chip'} onClick={() => turn(key)} disabled={locked}>
            {t(`play.dice.${key}`)}
          </button>
        ))}
      </div>

      <label className="dice-slider">
        <span>
          {t('play.dice.target')} <strong data-testid="dice-target">{(target / 100).toFixed(2)}</strong>
        </span>
        <input type="range" min={bounds.min} max={bounds.max} step={1} value={target} disabled={locked} onChange={(event) => setTarget(Number(event.target.value))} aria-label={t('play.dice.target')} dir="ltr" />
      </label>

      <dl className="play-stats">
        <div>
          <dt>{t('play.dice.chance')}</dt>
          <dd data-testid="dice-chance">{(chance / 100).toFixed(2)}%</dd>
        </div>
        <div>
          <dt>{t('play.multiplier')}</dt>
          <dd data-testid="dice-multiplier">{formatMultiplier(9900, chance)}</dd>
        </div>
        <div>
          <dt>{t('play.payout')}</dt>
          <dd data-testid="dice-payout">{formatBalance(dicePayout(bet, chance))}</dd>
        </div>
      </dl>

      <BetSelector value={bet} onChange={setBet} presets={PRESETS} step={10} min={1} max={100_000} disabled={locked} />
      <ModeSwitch mode={mode} onChange={setMode} disabled={autobet.running} />
      {mode === 'manual' ? (
        <Button block color="primary" size="large" className="play-action" loading={busy} disabled={busy} onClick={roll}>
          {t('play.dice.roll')}
        </Button>
      ) : (
        <AutobetPanel autobet={autobet} baseStake={bet} play={autoRound} disabled={busy} />
      )}
      <InhouseBetsTable game="dice" />
    </section>
  );
}

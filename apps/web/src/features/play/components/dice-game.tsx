// Dice (packages/games dice): a target slider, under/over, the win chance and payout as the
// engine computes them, Roll.
import { DICE_MAX_CHANCE_BP, DICE_MIN_CHANCE_BP, dicePayout, type DiceDirection } from '@khel/games/dice/dice';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyBalance } from '../../../stores/session-store.ts';
import { formatBalance } from '../../../lib/money.ts';
import { toastError } from '../../../lib/toast.ts';
import { rollDice } from '../api/play-api.ts';
import { useSingleFlight } from '../hooks/use-single-flight.ts';
import { BetSelector } from './bet-selector.tsx';

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

export function DiceGame() {
  const { t } = useTranslation(['ui', 'messages']);
  const [bet, setBet] = useState(100);
  const [target, setTarget] = useState(5000);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [last, setLast] = useState<{ roll: number; won: boolean; payout: number } | null>(null);
  const [busy, run] = useSingleFlight();
  const chance = diceChance(target, direction);
  const bounds = targetBounds(direction);

  const turn = (next: DiceDirection) => {
    setDirection(next);
    const b = targetBounds(next);
    setTarget((value) => Math.min(b.max, Math.max(b.min, value)));
  };

  const roll = () =>
    void run(async () => {
      try {
        const reply = await rollDice(bet, target, direction);
        setLast({ roll: reply.outcome.roll, won: reply.outcome.won, payout: reply.payout });
        applyBalance(reply.balance);
      } catch (error) {
        toastError(error);
      }
    });

  return (
    <section className="play-game dice" aria-label={t('play.dice.roll')}>
      <div className={last ? (last.won ? 'dice-roll dice-roll--win' : 'dice-roll dice-roll--lose') : 'dice-roll'} aria-live="polite" data-testid="round-result">
        <span className="dice-roll__number">{last ? (last.roll / 100).toFixed(2) : '--.--'}</span>
        {last ? <span>{last.won ? t('play.youWon', { amount: formatBalance(last.payout) }) : t('play.noWin')}</span> : null}
      </div>

      <div className="play-toggle" role="radiogroup" aria-label={t('play.dice.direction')}>
        {(['under', 'over'] as const).map((key) => (
          <button key={key} type="button" role="radio" aria-checked={direction === key} className={direction === key ? 'play-chip play-chip--active' : 'play-chip'} onClick={() => turn(key)} disabled={busy}>
            {t(`play.dice.${key}`)}
          </button>
        ))}
      </div>

      <label className="dice-slider">
        <span>
          {t('play.dice.target')} <strong data-testid="dice-target">{(target / 100).toFixed(2)}</strong>
        </span>
        <input type="range" min={bounds.min} max={bounds.max} step={1} value={target} disabled={busy} onChange={(event) => setTarget(Number(event.target.value))} aria-label={t('play.dice.target')} dir="ltr" />
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

      <BetSelector value={bet} onChange={setBet} presets={PRESETS} step={10} min={1} max={100_000} disabled={busy} />
      <Button block color="primary" size="large" className="play-action" loading={busy} disabled={busy} onClick={roll}>
        {t('play.dice.roll')}
      </Button>
    </section>
  );
}

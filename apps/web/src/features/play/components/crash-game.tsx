// Crash (packages/games crash): bet with an optional auto cash-out; the multiplier then rises along
// the engine's curve m(t) from the round's start (animated here, polled on the server every
// second to learn when it busts); Cash out sends the multiplier shown.
import type { CrashRound } from '@khel/contracts/endpoints/inhouse-games';
import { crashElapsedFor, crashMultiplierAt } from '@khel/games/crash/crash-curve';
import { Button, Input } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyBalance } from '../../../stores/session-store.ts';
import { formatBalance } from '../../../lib/money.ts';
import { toastError, toastText } from '../../../lib/toast.ts';
import { crashBet, crashCashOut, crashState, openRounds } from '../api/play-api.ts';
import { useSingleFlight } from '../hooks/use-single-flight.ts';
import { BetSelector } from './bet-selector.tsx';

const PRESETS = [100, 200, 500, 1000, 2000] as const;
export const CRASH_POLL_MS = 1000;

export const formatX = (hundredths: number) => `${(hundredths / 100).toFixed(2)}x`;

/** '2' or '2.50' → 200 / 250 hundredths; null when empty; NaN when not a valid multiplier. */
export function parseAuto(text: string): number | null {
  if (text.trim() === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return Number.NaN;
  const value = Math.round(Number(text) * 100);
  return value >= 101 && value <= 100_000_000 ? value : Number.NaN;
}

export function CrashGame() {
  const { t } = useTranslation(['ui', 'messages']);
  const [bet, setBet] = useState(100);
  const [auto, setAuto] = useState('');
  const [round, setRound] = useState<CrashRound | null>(null);
  const [shown, setShown] = useState(100);
  const [busy, run] = useSingleFlight();
  const origin = useRef(0);
  const open = round !== null && !round.finished;

  const settle = (next: CrashRound) => {
    setRound(next);
    if (next.finished) {
      applyBalance(next.balance);
      if (next.outcome) setShown(next.outcome.won ? (next.outcome.cashedOutAt ?? next.outcome.crashPoint) : next.outcome.crashPoint);
    }
  };

  // A round left open by a reload resumes where the server's curve is now.
  useEffect(() => {
    let live = true;
    openRounds().then(
      (rounds) => {
        const open = rounds.crash[0];
        if (!live || !open) return;
        origin.current = performance.now() - crashElapsedFor(Math.max(100, open.multiplier));
        setShown(open.multiplier);
        setRound(open);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);

  // The animation: the curve from the server's multiplier at the reply, on this device's clock.
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    const tick = () => {
      setShown(crashMultiplierAt(performance.now() - origin.current));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    const poll = setInterval(() => {
      crashState(round.roundId).then(
        (next) => {
          if (next.finished) settle(next);
        },
        () => {},
      );
    }, CRASH_POLL_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(poll);
    };
    // Restart only when a new round opens or the round closes.
  }, [open, round?.roundId]);

  const place = () => {
    const autoCashOut = parseAuto(auto);
    if (Number.isNaN(autoCashOut)) {
      toastText(t('play.crash.badAuto'));
      return;
    }
    void run(async () => {
      try {
        const reply = await crashBet(bet, autoCashOut ?? undefined);
        origin.current = performance.now() - crashElapsedFor(Math.max(100, reply.multiplier));
        setShown(reply.multiplier);
        applyBalance(reply.balance);
        settle(reply);
      } catch (error) {
        toastError(error);
      }
    });
  };

  const cashOut = () => {
    if (!round) return;
    const at = Math.max(101, shown);
    void run(async () => {
      try {
        settle(await crashCashOut(round.roundId, at));
      } catch (error) {
        toastError(error);
      }
    });
  };

  const outcome = round?.finished ? round.outcome : null;
  const state = open ? 'flying' : outcome ? (outcome.won ? 'won' : 'crashed') : 'idle';
  return (
    <section className="play-game crash" aria-label={t('play.crash.placeBet')}>
      <div className={`crash-screen crash-screen--${state}`} data-testid="round-result" aria-live="polite">
        <span className="crash-screen__multiplier" data-testid="crash-multiplier">
          {formatX(shown)}
        </span>
        <span className="crash-screen__status">
          {state === 'flying'
            ? t('play.crash.flying')
            : outcome
              ? outcome.won
                ? `${t('play.crash.cashedOut', { multiplier: formatX(outcome.cashedOutAt ?? 0) })} · ${t('play.youWon', { amount: formatBalance(outcome.payout) })}`
                : t('play.crash.crashedAt', { multiplier: formatX(outcome.crashPoint) })
              : ''}
        </span>
      </div>

      {open ? (
        <Button block color="warning" size="large" className="play-action" disabled={busy} onClick={cashOut}>
          {t('play.crash.cashOut', { amount: formatBalance(Math.floor((bet * Math.max(101, shown)) / 100)) })}
        </Button>
      ) : (
        <>
          <BetSelector value={bet} onChange={setBet} presets={PRESETS} step={10} min={1} max={100_000} disabled={busy} />
          <label className="play-field">
            <span>{t('play.crash.autoCashOut')}</span>
            <Input value={auto} onChange={setAuto} placeholder={t('play.crash.autoHint')} inputMode="decimal" aria-label={t('play.crash.autoCashOut')} />
          </label>
          <Button block color="primary" size="large" className="play-action" loading={busy} disabled={busy} onClick={place}>
            {t('play.crash.placeBet')}
          </Button>
        </>
      )}
    </section>
  );
}

// Khel Rocket Crash (packages/games crash): bet with an optional auto cash-out; the rocket then
// climbs the engine's curve m(t) from the round's start, drawn live by CrashGraph on this device's
// clock, while the server is polled every CRASH_POLL_MS to learn when it busts. Cash out sends the
// multiplier on screen; the server counts min(that, its own curve) and settles. After a cash-out the
// rest of the flight plays fast up to the (now revealed) bust point, so the player sees both marks.
import type { CrashRound } from '@khel/contracts/endpoints/inhouse-games';
import { crashElapsedFor, crashMultiplierAt } from '@khel/games/crash/crash-curve';
import { Button, Input } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyBalance } from '../../../stores/session-store.ts';
import { formatBalance } from '../../../lib/money.ts';
import { toastError, toastText } from '../../../lib/toast.ts';
import { crashBet, crashCashOut, crashState, openRounds } from '../api/play-api.ts';
import { resultSentence, signalResult } from '../feedback/round-feedback.ts';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';
import { useSingleFlight } from '../hooks/use-single-flight.ts';
import { playSound } from '../sound/sound-effects.ts';
import { BetSelector } from './bet-selector.tsx';
import { BigWin } from './big-win.tsx';
import { formatX } from './crash-format.ts';
import { CrashGraph, type CrashGraphState } from './crash-graph.tsx';
import { ResultAnnouncer } from './result-announcer.tsx';
import { WinMeter } from './win-meter.tsx';
import './crash.css';

const PRESETS = [100, 200, 500, 1000, 2000] as const;
export const CRASH_POLL_MS = 1000;
const HISTORY = 10;

/** '2' or '2.50' → 200 / 250 hundredths; null when empty; NaN when not a valid multiplier. */
export function parseAuto(text: string): number | null {
  if (text.trim() === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return Number.NaN;
  const value = Math.round(Number(text) * 100);
  return value >= 101 && value <= 100_000_000 ? value : Number.NaN;
}

interface PastRound {
  roundId: string;
  crashPoint: number;
  won: boolean;
}

export function CrashGame() {
  const { t } = useTranslation(['ui', 'messages']);
  const reduced = useReducedMotion();
  const [bet, setBet] = useState(100);
  const [auto, setAuto] = useState('');
  const [round, setRound] = useState<CrashRound | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [history, setHistory] = useState<PastRound[]>([]);
  const [busy, run] = useSingleFlight();
  /** performance.now() at the curve's 1.00x on this device. */
  const origin = useRef(0);
  /** The tip last drawn, where the after-cash-out flight starts from. */
  const drawn = useRef(0);
  const settled = useRef('');
  const open = round !== null && !round.finished;
  const outcome = round?.finished ? round.outcome : null;
  const bustMs = outcome ? crashElapsedFor(outcome.crashPoint) : null;

  const startAt = (multiplier: number) => {
    const ms = crashElapsedFor(Math.max(100, multiplier));
    origin.current = performance.now() - ms;
    drawn.current = ms;
    setElapsed(ms);
  };

  const apply = (next: CrashRound) => {
    if (settled.current === next.roundId) return; // a poll and a cash-out can both bring the end
    setRound(next);
    if (!next.finished) return;
    settled.current = next.roundId;
    applyBalance(next.balance);
    if (!next.outcome) return;
    setHistory((past) => [{ roundId: next.roundId, crashPoint: next.outcome!.crashPoint, won: next.outcome!.won }, ...past].slice(0, HISTORY));
    signalResult(next.payout, next.bet, { win: 'cashOut', loss: 'bust' });
  };

  // A round left open by a reload resumes where the server's curve is now.
  useEffect(() => {
    let live = true;
    openRounds().then(
      (rounds) => {
        const resumed = rounds.crash[0];
        if (!live || !resumed) return;
        startAt(resumed.multiplier);
        setRound(resumed);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);

  // The flight: the tip follows m(t) every frame; a tick sounds at each whole multiplier.
  useEffect(() => {
    if (!open) return;
    let live = true;
    let frame = 0;
    let whole = Math.floor(crashMultiplierAt(performance.now() - origin.current) / 100);
    const tick = () => {
      const ms = performance.now() - origin.current;
      drawn.current = ms;
      setElapsed(ms);
      const nextWhole = Math.floor(crashMultiplierAt(ms) / 100);
      if (nextWhole > whole) playSound('tick');
      whole = nextWhole;
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    const poll = setInterval(() => {
      crashState(round.roundId).then(
        (next) => {
          if (live && next.finished) apply(next);
        },
        () => {},
      );
    }, CRASH_POLL_MS);
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearInterval(poll);
    };
    // Restart only when a new round opens or the round closes.
  }, [open, round?.roundId]);

  // The end: a loss snaps to the bust point; a cash-out flies on, fast, until the bust.
  const won = outcome?.won ?? false;
  useEffect(() => {
    if (bustMs === null) return;
    const from = Math.min(drawn.current, bustMs);
    const duration = won && !reduced ? Math.min(1500, Math.max(300, (bustMs - from) / 6)) : 0;
    const start = performance.now();
    let frame = 0;
    const step = () => {
      const progress = duration === 0 ? 1 : Math.min(1, Math.max(0, (performance.now() - start) / duration));
      const ms = from + (bustMs - from) * progress;
      drawn.current = ms;
      setElapsed(ms);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [bustMs, won, reduced, round?.roundId]);

  const place = () => {
    const autoCashOut = parseAuto(auto);
    if (Number.isNaN(autoCashOut)) {
      toastText(t('play.crash.badAuto'));
      return;
    }
    playSound('launch');
    void run(async () => {
      try {
        const reply = await crashBet(bet, autoCashOut ?? undefined);
        startAt(reply.multiplier);
        applyBalance(reply.balance);
        apply(reply);
      } catch (error) {
        toastError(error);
      }
    });
  };

  const cashOut = () => {
    if (!round) return;
    const at = Math.max(101, crashMultiplierAt(performance.now() - origin.current));
    void run(async () => {
      try {
        apply(await crashCashOut(round.roundId, at));
      } catch (error) {
        toastError(error);
      }
    });
  };

  const state: CrashGraphState = open ? 'flying' : outcome ? (outcome.won ? 'won' : 'busted') : 'idle';
  const live = crashMultiplierAt(elapsed);
  const detail = outcome
    ? outcome.won
      ? t('play.crash.cashedOut', { multiplier: formatX(outcome.cashedOutAt ?? 0) })
      : t('play.crash.crashedAt', { multiplier: formatX(outcome.crashPoint) })
    : undefined;
  const announcement = outcome && round ? resultSentence(t, { detail, payout: round.payout, balance: round.balance }) : null;

  return (
    <section className="play-game crash" aria-label={t('play.crash.graph')}>
      <div className="crash-wrap">
        <CrashGraph elapsedMs={elapsed} state={state} crashPoint={outcome?.crashPoint ?? null} cashedOutAt={outcome?.won ? outcome.cashedOutAt : null} reduced={reduced} />
        {outcome && round ? <BigWin roundId={round.roundId} payout={round.payout} bet={round.bet} reduced={reduced} /> : null}
      </div>

      <div className="play-result" data-testid="round-result">
        {outcome && round ? (
          <WinMeter roundId={round.roundId} payout={round.payout} bet={round.bet} instant={reduced} detail={detail} />
        ) : open ? (
          <span className="play-muted">{t('play.crash.flying')}</span>
        ) : null}
      </div>
      <ResultAnnouncer roundKey={round?.roundId ?? ''} message={announcement} />

      {open ? (
        <Button block size="large" className="play-action crash-cashout" disabled={busy} onClick={cashOut}>
          {t('play.crash.cashOut', { amount: formatBalance(Math.floor((round.bet * Math.max(101, live)) / 100)) })}
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

      {history.length > 0 ? (
        <section className="crash-history" aria-label={t('play.lastRounds')}>
          <h2>{t('play.lastRounds')}</h2>
          <ol>
            {history.map((past) => (
              <li key={past.roundId} className={past.won ? 'crash-history__won' : 'crash-history__lost'}>
                {formatX(past.crashPoint)}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </section>
  );
}

// Shared crash (server: features/inhouse-games/crash-table.ts): one round for everyone. Betting
// phase with a countdown, then the curve drawn from the server's flyingAt on this device's clock
// (corrected by the server's), then the bust for a few seconds. Below: the previous bust points,
// the bet controls (manual or autobet), and this round's players, which fill the lower half while
// it flies. Auto cash-out is the server's; autobet is this screen placing one normal bet per round.
// A visitor watches the same round (public state and live topic) with "Log in to bet" in place of
// the bet controls, and nothing that needs a session is asked.
import type { CrashMyBet } from '@khel/contracts/endpoints/inhouse-crash';
import { crashMultiplierAt } from '@khel/games/crash/crash-curve';
import { Button, Input, Switch } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money.ts';
import { toastError, toastText } from '../../../lib/toast.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { applyBalance, useIsLoggedIn, usePlayer } from '../../../stores/session-store.ts';
import { crashTableJoin, crashTableLeave, crashTableMyBet } from '../api/crash-table-api.ts';
import { useCrashTable } from '../hooks/use-crash-table.ts';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';
import { useSingleFlight } from '../hooks/use-single-flight.ts';
import { BetSelector } from './bet-selector.tsx';
import { afterBet, startAutobet, type AutobetPlan, type AutobetRun, type AutobetStop } from './crash-autobet.ts';
import { parseAuto } from './crash-auto.ts';
import { formatX } from './crash-format.ts';
import { CrashGraph, type CrashGraphState } from './crash-graph.tsx';
import { CrashPlayers } from './crash-players.tsx';
import { InhouseBetsTable } from './inhouse-bets-table.tsx';
import { CrashStrip } from './crash-strip.tsx';
import './crash.css';

const PRESETS = [100, 200, 500, 1000, 2000] as const;

/** '12.50' → 1250 hundredths; 0 when empty or not a number (the stop is off). */
const money = (text: string) => (/^\d+(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text) * 100) : 0);
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : 0);

export function CrashTableGame() {
  const { t } = useTranslation(['ui', 'messages']);
  const reduced = useReducedMotion();
  const loggedIn = useIsLoggedIn();
  const gold = usePlayer()?.gold ?? 0;
  const openPopup = usePopupStore((state) => state.open);
  const { table, refresh, serverNow } = useCrashTable();
  const [bet, setBet] = useState(100);
  const [auto, setAuto] = useState('');
  const [mine, setMine] = useState<CrashMyBet | null>(null);
  const [busy, run] = useSingleFlight();
  const [elapsed, setElapsed] = useState(0);
  const [autobet, setAutobet] = useState(false);
  const [plan, setPlan] = useState({ bets: '', profit: '', loss: '', winPct: '', lossPct: '' });
  const autoRun = useRef<AutobetRun | null>(null);
  const counted = useRef<string>('');
  const game = table?.game ?? null;

  useEffect(() => {
    if (!loggedIn) return;
    crashTableMyBet().then((reply) => setMine(reply.bet), () => {});
  }, [loggedIn]);

  // My bet as the players list reports it (a cash-out another device, the auto cash-out or the bust made).
  const seat = mine && game && mine.gameId === game.id ? mine.seat : null;
  const listed = seat === null ? undefined : table?.players.find((p) => p.seat === seat);
  const myPayout = listed?.payout ?? mine?.payout ?? null;
  const myOpen = seat !== null && myPayout === null && game?.state !== 'busted';

  // The flight: every frame while flying, on the server's clock. Restarted only when the round or its
  // phase changes (flyingAt and the phase), not on every poll's new object.
  const flyingAt = game && game.state !== 'busted' ? game.flyingAt : null;
  useEffect(() => {
    if (flyingAt === null) return;
    let frame = 0;
    const step = () => {
      setElapsed(serverNow() - Date.parse(flyingAt));
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [flyingAt, serverNow]);

  const plannedRules = (): AutobetPlan => ({
    base: bet,
    bets: whole(plan.bets),
    stopProfit: money(plan.profit),
    stopLoss: money(plan.loss),
    onWin: plan.winPct.trim() === '' ? { reset: true } : { reset: false, increasePct: whole(plan.winPct) },
    onLoss: plan.lossPct.trim() === '' ? { reset: true } : { reset: false, increasePct: whole(plan.lossPct) },
  });

  const stopAutobet = (reason: AutobetStop | 'error') => {
    setAutobet(false);
    autoRun.current = null;
    toastText(t(`play.crash.table.stopped.${reason}`));
  };

  const join = (stake: number) => {
    const autoCashOut = parseAuto(auto);
    if (Number.isNaN(autoCashOut)) {
      toastText(t('play.crash.badAuto'));
      return;
    }
    void run(async () => {
      try {
        const reply = await crashTableJoin(stake, autoCashOut);
        setMine(reply);
        applyBalance(reply.balance);
        void refresh();
      } catch (error) {
        if (autoRun.current) stopAutobet('error');
        toastError(error);
      }
    });
  };

  // Autobet: a bet in each round that opens, and the plan's next stake (or stop) after each settles.
  useEffect(() => {
    if (!autobet || !game || !autoRun.current) return;
    if (mine && mine.gameId === game.id && myPayout !== null && counted.current !== mine.roundId) {
      counted.current = mine.roundId;
      const next = afterBet(plannedRules(), autoRun.current, { bet: mine.bet, payout: myPayout }, gold);
      autoRun.current = next.run;
      if (next.stop) stopAutobet(next.stop);
      return;
    }
    if (game.state === 'betting' && seat === null && !busy) join(autoRun.current.stake);
    // Once per round and per settled bet: the plan's inputs are read as they are then, not on each edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autobet, game?.id, game?.state, myPayout, seat]);

  const toggleAutobet = (on: boolean) => {
    if (on) autoRun.current = startAutobet(plannedRules());
    else autoRun.current = null;
    setAutobet(on);
  };

  const cashOut = () => {
    if (!game || !mine) return;
    const at = Math.max(101, crashMultiplierAt(serverNow() - Date.parse(game.flyingAt)));
    void run(async () => {
      try {
        const reply = await crashTableLeave(game.id, at);
        setMine(reply);
        applyBalance(reply.balance);
        void refresh();
      } catch (error) {
        toastError(error);
      }
    });
  };

  // Read the clock at render (each frame renders through setElapsed): the state's value may still be
  // the last round's until the first frame of this one.
  const sinceFlight = game ? serverNow() - Date.parse(game.flyingAt) : -1;
  const phase = game?.state === 'busted' ? 'busted' : game && sinceFlight >= 0 ? 'flying' : 'betting';
  const graphState: CrashGraphState = phase === 'busted' ? 'busted' : phase === 'flying' ? 'flying' : 'idle';
  const countdown = game && phase === 'betting' ? Math.max(0, Math.ceil(-sinceFlight / 1000)) : 0;
  const live = crashMultiplierAt(sinceFlight);

  return (
    <section className="play-game crash crash-table" aria-label={t('play.crash.graph')}>
      <CrashStrip history={table?.history ?? []} />
      <div className="crash-wrap">
        <CrashGraph elapsedMs={phase === 'flying' ? sinceFlight : elapsed} state={graphState} crashPoint={game?.bustPoint ?? null} cashedOutAt={listed?.cashedOutAt ?? null} reduced={reduced} idleHint={t('play.crash.table.takesOffIn', { seconds: countdown })} />
      </div>
      <div className="play-result" data-testid="round-phase" aria-live="polite">
        {phase === 'betting' ? (
          <span>{t('play.crash.table.startsIn', { seconds: countdown })}</span>
        ) : phase === 'busted' && game?.bustPoint ? (
          <span>{t('play.crash.crashedAt', { multiplier: formatX(game.bustPoint) })}</span>
        ) : (
          <span className="play-muted">{t('play.crash.flying')}</span>
        )}
      </div>

      {!loggedIn ? (
        <Button block color="primary" size="large" className="play-action" onClick={() => openPopup({ name: 'login' })}>
          {t('play.crash.table.loginToBet')}
        </Button>
      ) : myOpen && phase === 'flying' ? (
        <Button block size="large" className="play-action crash-cashout" disabled={busy} onClick={cashOut}>
          {t('play.crash.cashOut', { amount: formatBalance(Math.floor((mine!.bet * Math.max(101, live)) / 100)) })}
        </Button>
      ) : (
        <>
          <BetSelector value={bet} onChange={setBet} presets={PRESETS} step={10} min={1} max={100_000} disabled={busy || autobet} />
          <label className="play-field">
            <span>{t('play.crash.autoCashOut')}</span>
            <Input value={auto} onChange={setAuto} placeholder={t('play.crash.autoHint')} inputMode="decimal" aria-label={t('play.crash.autoCashOut')} disabled={autobet} />
          </label>
          <Button
            block
            color="primary"
            size="large"
            className="play-action"
            loading={busy}
            disabled={busy || autobet || phase !== 'betting' || seat !== null}
            onClick={() => join(bet)}
          >
            {seat !== null ? t('play.crash.table.inRound') : phase === 'betting' ? t('play.crash.placeBet') : t('play.crash.table.waitNext')}
          </Button>
        </>
      )}

      <CrashPlayers players={table?.players ?? []} busted={phase === 'busted'} mySeat={seat} />

      {loggedIn ? (
        <details className="crash-autobet">
          <summary>{t('play.crash.table.autobet')}</summary>
          <label className="play-field">
            <span>{t('play.crash.table.autobetOn')}</span>
            <Switch checked={autobet} onChange={toggleAutobet} aria-label={t('play.crash.table.autobetOn')} />
          </label>
          {(
            [
              ['bets', 'numeric'],
              ['profit', 'decimal'],
              ['loss', 'decimal'],
              ['winPct', 'numeric'],
              ['lossPct', 'numeric'],
            ] as const
          ).map(([key, mode]) => (
            <label className="play-field" key={key}>
              <span>{t(`play.crash.table.plan.${key}`)}</span>
              <Input value={plan[key]} onChange={(v) => setPlan((p) => ({ ...p, [key]: v }))} inputMode={mode} disabled={autobet} aria-label={t(`play.crash.table.plan.${key}`)} />
            </label>
          ))}
        </details>
      ) : null}

      <InhouseBetsTable game="crash" />
    </section>
  );
}

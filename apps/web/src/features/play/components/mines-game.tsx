// Khel Mines (packages/games mines): 5×5, 1–24 mines. Start stakes the bet; each tile is revealed by
// the server (a gem chimes a little higher each time, a mine blows); Cash out pays bet × the current
// multiplier. When the round ends the whole board turns over. Auto: the player marks tiles, and each
// autobet round starts, opens those tiles in order and cashes out after them (every step an
// ordinary request). Below: the last results and the bet lists.
import type { MinesRound } from '@khel/contracts/endpoints/inhouse-games';
import { minesMultiplier } from '@khel/games/mines/mines';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyBalance } from '../../../stores/session-store.ts';
import { formatBalance } from '../../../lib/money.ts';
import { toastError } from '../../../lib/toast.ts';
import { minesCashOut, minesReveal, minesStart, openRounds } from '../api/play-api.ts';
import { resultSentence, signalResult } from '../feedback/round-feedback.ts';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';
import { useSingleFlight } from '../hooks/use-single-flight.ts';
import { playSound } from '../sound/sound-effects.ts';
import { AutobetPanel } from '../autobet/autobet-panel.tsx';
import type { RoundResult } from '../autobet/autobet-runner.ts';
import { ModeSwitch } from '../autobet/mode-switch.tsx';
import { useAutobet } from '../autobet/use-autobet.ts';
import { BetSelector } from './bet-selector.tsx';
import { BigWin } from './big-win.tsx';
import { formatX } from './crash-format.ts';
import { InhouseBetsTable } from './inhouse-bets-table.tsx';
import { MinesBoard } from './mines-board.tsx';
import { RecentResults, withResult, type RecentResult } from './recent-results.tsx';
import { ResultAnnouncer } from './result-announcer.tsx';
import { WinMeter } from './win-meter.tsx';
import './mines.css';

const PRESETS = [100, 200, 500, 1000, 2000] as const;
const MINE_CHOICES = [1, 3, 5, 10, 24] as const;

export function MinesGame() {
  const { t } = useTranslation(['ui', 'messages']);
  const reduced = useReducedMotion();
  const [bet, setBet] = useState(100);
  const [mines, setMines] = useState(3);
  const [round, setRound] = useState<MinesRound | null>(null);
  const [pending, setPending] = useState<number | null>(null);
  const [busy, run] = useSingleFlight();
  const [mode, setMode] = useState<'manual' | 'auto'>('manual');
  const [chosen, setChosen] = useState<number[]>([]);
  const [recent, setRecent] = useState<RecentResult[]>([]);
  const autobet = useAutobet();
  const open = round !== null && !round.finished;
  // Auto and idle: the board is for choosing the tiles each round opens.
  const choosing = mode === 'auto' && !autobet.running && !open;

  // A round left open by a reload resumes (the server refuses a new one while it is open).
  useEffect(() => {
    let live = true;
    openRounds().then(
      (rounds) => {
        if (live && rounds.mines[0]) setRound(rounds.mines[0]);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);

  /** Shows a reply: the board, the balance, and at the end the result (sound, strip). */
  const show = (next: MinesRound, picked?: number) => {
    setRound(next);
    applyBalance(next.balance);
    if (next.finished) {
      signalResult(next.payout, next.bet, { win: 'cashOut', loss: 'mine' });
      setRecent((past) => withResult(past, { id: next.roundId, value: formatX(Math.floor((next.payout * 100) / next.bet)), won: next.payout > 0 }));
    } else if (picked !== undefined) playSound('gem', next.revealed.length);
    return next;
  };

  const call = (task: () => Promise<MinesRound>, picked?: number) =>
    void run(async () => {
      try {
        show(await task(), picked);
      } catch (error) {
        toastError(error);
      } finally {
        setPending(null);
      }
    });

  /** One autobet round: start, open the chosen tiles in order until a mine, cash out after them. */
  const autoRound = async (stake: number): Promise<RoundResult> => {
    const result = await run(async () => {
      try {
        playSound('tile');
        let next = show(await minesStart(stake, mines));
        for (const tile of chosen) {
          if (next.finished) break;
          setPending(tile);
          next = show(await minesReveal(next.roundId, tile), tile);
        }
        if (!next.finished) next = show(await minesCashOut(next.roundId));
        return { bet: next.bet, payout: next.payout };
      } finally {
        setPending(null);
      }
    });
    if (!result) throw new Error('a round is already in play');
    return result;
  };

  const choose = (tile: number) => setChosen((tiles) => (tiles.includes(tile) ? tiles.filter((x) => x !== tile) : [...tiles, tile]));

  const start = () => {
    playSound('tile');
    call(() => minesStart(bet, mines));
  };

  const pick = (tile: number) => {
    if (!round) return;
    setPending(tile);
    playSound('tile');
    call(() => minesReveal(round.roundId, tile), tile);
  };

  const safeCount = round?.revealed.length ?? 0;
  const next = open && safeCount < 25 - round.mines ? Math.floor(minesMultiplier(round.mines, safeCount + 1) * 100) : null;
  const outcome = round?.finished ? round.outcome : null;
  const detail = outcome ? (outcome.won ? t('play.mines.cashedOut', { multiplier: formatX(round!.multiplier) }) : t('play.mines.boom')) : undefined;
  const announcement = outcome && round ? resultSentence(t, { detail, payout: round.payout, balance: round.balance }) : null;

  return (
    <section className="play-game mines" aria-label={t('play.mines.grid')}>
      <div className="play-result" data-testid="round-result">
        {round === null ? (
          <span className="play-muted">{t('play.mines.pickTile')}</span>
        ) : open ? (
          <span>{t('play.mines.safe', { count: safeCount })}</span>
        ) : (
          <WinMeter roundId={round.roundId} payout={round.payout} bet={round.bet} instant={reduced} detail={detail} />
        )}
      </div>
      {open ? (
        <dl className="play-stats">
          <div>
            <dt>{t('play.multiplier')}</dt>
            <dd data-testid="mines-multiplier">{formatX(round.multiplier || 100)}</dd>
          </div>
          <div>
            <dt>{t('play.mines.mines')}</dt>
            <dd>{round.mines}</dd>
          </div>
          <div>
            <dt>{t('play.mines.nextTile')}</dt>
            <dd>{next ? formatX(next) : '—'}</dd>
          </div>
        </dl>
      ) : null}
      <ResultAnnouncer roundKey={round?.roundId ?? ''} message={announcement} />
      <RecentResults results={recent} />

      <div className="mines-stage">
        {choosing ? (
          <MinesBoard roundId="choose" revealed={[]} mines={null} hit={null} pending={null} canPick reduced={reduced} onPick={choose} chosen={chosen} />
        ) : (
          <MinesBoard
            roundId={round?.roundId ?? 'none'}
            revealed={round?.revealed ?? []}
            mines={outcome?.mines ?? null}
            hit={outcome?.hitMine ?? null}
            pending={pending}
            canPick={open && !busy && !autobet.running}
            reduced={reduced}
            onPick={pick}
            {...(mode === 'auto' ? { chosen } : {})}
          />
        )}
        {outcome && round ? <BigWin roundId={round.roundId} payout={round.payout} bet={round.bet} reduced={reduced} /> : null}
      </div>

      {open && !autobet.running ? (
        <Button block size="large" className="play-action mines-cashout" disabled={busy || safeCount === 0} onClick={() => call(() => minesCashOut(round.roundId))}>
          {t('play.mines.cashOut', { amount: formatBalance(Math.floor((round.bet * round.multiplier) / 100)) })}
        </Button>
      ) : (
        <>
          <div className="play-toggle" role="radiogroup" aria-label={t('play.mines.mines')}>
            <span className="play-toggle__label">{t('play.mines.mines')}</span>
            {MINE_CHOICES.map((count) => (
              <button key={count} type="button" role="radio" aria-checked={mines === count} className={mines === count ? 'play-chip play-chip--active' : 'play-chip'} disabled={busy || autobet.running} onClick={() => setMines(count)}>
                {count}
              </button>
            ))}
          </div>
          <BetSelector value={bet} onChange={setBet} presets={PRESETS} step={10} min={1} max={100_000} disabled={busy || autobet.running} />
          <ModeSwitch mode={mode} onChange={setMode} disabled={autobet.running} />
          {mode === 'manual' ? (
            <Button block color="primary" size="large" className="play-action" loading={busy} disabled={busy} onClick={start}>
              {t('play.mines.start')}
            </Button>
          ) : (
            <>
              <p className="play-muted mines-chosen">{t('play.autobet.tiles', { count: chosen.length })}</p>
              <AutobetPanel autobet={autobet} baseStake={bet} play={autoRound} disabled={busy} blocker={chosen.length === 0 ? t('play.autobet.needTiles') : null} />
            </>
          )}
        </>
      )}
      <InhouseBetsTable game="mines" />
    </section>
  );
}

// Mines (packages/games mines): 5×5, 1–24 mines; Start stakes the bet, each tile is revealed by the
// server, Cash out pays bet × the current multiplier. When the round ends the board shows.
import type { MinesRound } from '@khel/contracts/endpoints/inhouse-games';
import { minesMultiplier } from '@khel/games/mines/mines';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyBalance } from '../../../stores/session-store.ts';
import { formatBalance } from '../../../lib/money.ts';
import { toastError } from '../../../lib/toast.ts';
import { minesCashOut, minesReveal, minesStart, openRounds } from '../api/play-api.ts';
import { useSingleFlight } from '../hooks/use-single-flight.ts';
import { BetSelector } from './bet-selector.tsx';
import { formatX } from './crash-game.tsx';

const PRESETS = [100, 200, 500, 1000, 2000] as const;
const MINE_CHOICES = [1, 3, 5, 10, 24] as const;

export function MinesGame() {
  const { t } = useTranslation(['ui', 'messages']);
  const [bet, setBet] = useState(100);
  const [mines, setMines] = useState(3);
  const [round, setRound] = useState<MinesRound | null>(null);
  const [busy, run] = useSingleFlight();
  const open = round !== null && !round.finished;

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

  const call = (task: () => Promise<MinesRound>) =>
    void run(async () => {
      try {
        const next = await task();
        setRound(next);
        applyBalance(next.balance);
      } catch (error) {
        toastError(error);
      }
    });

  const revealed = new Set(round?.revealed ?? []);
  const mineTiles = new Set(round?.outcome?.mines ?? []);
  const hit = round?.outcome?.hitMine ?? null;
  const safeCount = round?.revealed.length ?? 0;
  const next = open && safeCount < 25 - round.mines ? Math.floor(minesMultiplier(round.mines, safeCount + 1) * 100) : null;

  return (
    <section className="play-game mines" aria-label={t('play.mines.grid')}>
      <div className="play-result" aria-live="polite" data-testid="round-result">
        {round === null ? (
          <span className="play-muted">{t('play.mines.pickTile')}</span>
        ) : open ? (
          <span>
            {t('play.mines.safe', { count: safeCount })} · {t('play.multiplier')} <strong data-testid="mines-multiplier">{formatX(round.multiplier || 100)}</strong>
            {next ? ` · ${t('play.mines.next', { multiplier: formatX(next) })}` : ''}
          </span>
        ) : round.outcome?.won ? (
          <strong className="play-result--win">{t('play.youWon', { amount: formatBalance(round.payout) })}</strong>
        ) : (
          <strong className="play-result--lose">{t('play.mines.boom')}</strong>
        )}
      </div>

      <div className="mines-grid" role="grid" aria-label={t('play.mines.grid')} dir="ltr">
        {Array.from({ length: 25 }, (_, tile) => {
          const isSafe = revealed.has(tile);
          const isMine = mineTiles.has(tile);
          const cls = ['mines-tile', isSafe ? 'mines-tile--safe' : '', isMine ? 'mines-tile--mine' : '', hit === tile ? 'mines-tile--hit' : ''].join(' ').trim();
          return (
            <button
              key={tile}
              type="button"
              className={cls}
              aria-label={t('play.mines.tile', { n: tile + 1 })}
              disabled={!open || busy || isSafe}
              onClick={() => call(() => minesReveal(round!.roundId, tile))}
            >
              {isSafe ? '◆' : isMine ? '✹' : ''}
            </button>
          );
        })}
      </div>

      {open ? (
        <Button block color="warning" size="large" className="play-action" disabled={busy || safeCount === 0} onClick={() => call(() => minesCashOut(round.roundId))}>
          {t('play.mines.cashOut', { amount: formatBalance(Math.floor((round.bet * round.multiplier) / 100)) })}
        </Button>
      ) : (
        <>
          <div className="play-toggle" role="radiogroup" aria-label={t('play.mines.mines')}>
            <span className="play-toggle__label">{t('play.mines.mines')}</span>
            {MINE_CHOICES.map((count) => (
              <button key={count} type="button" role="radio" aria-checked={mines === count} className={mines === count ? 'play-chip play-chip--active' : 'play-chip'} disabled={busy} onClick={() => setMines(count)}>
                {count}
              </button>
            ))}
          </div>
          <BetSelector value={bet} onChange={setBet} presets={PRESETS} step={10} min={1} max={100_000} disabled={busy} />
          <Button block color="primary" size="large" className="play-action" loading={busy} disabled={busy} onClick={() => call(() => minesStart(bet, mines))}>
            {t('play.mines.start')}
          </Button>
        </>
      )}
    </section>
  );
}

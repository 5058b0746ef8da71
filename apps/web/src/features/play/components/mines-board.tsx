// The 5×5 mines field. Each tile is a card that flips (CSS 3D) to the gem or mine the server
// revealed; the tile waiting for the server pulses. When the round ends the whole board turns over,
// rippling out from the last pick: the mines, and the gems the player did not pick (dimmed).
import { useTranslation } from 'react-i18next';
import { GemArt, MineArt } from '../art/game-art.tsx';

const TILES = 25;
const SIDE = 5;

interface MinesBoardProps {
  roundId: string;
  revealed: readonly number[];
  /** Known once the round has ended. */
  mines: readonly number[] | null;
  hit: number | null;
  pending: number | null;
  canPick: boolean;
  reduced: boolean;
  /** Autobet's preset tiles: marked, and pressed while the player chooses them. */
  chosen?: readonly number[];
  onPick: (tile: number) => void;
}

export function MinesBoard({ roundId, revealed, mines, hit, pending, canPick, reduced, onPick, chosen }: MinesBoardProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const picked = new Set(revealed);
  const mineSet = new Set(mines ?? []);
  const chosenSet = chosen ? new Set(chosen) : null;
  const ended = mines !== null;
  const last = hit ?? revealed.at(-1) ?? 12;
  const distance = (tile: number) => Math.abs((tile % SIDE) - (last % SIDE)) + Math.abs(Math.floor(tile / SIDE) - Math.floor(last / SIDE));

  return (
    <div className={hit !== null && !reduced ? 'mines-grid mines-grid--boom' : 'mines-grid'} role="group" aria-label={t('play.mines.grid')} dir="ltr" key={roundId}>
      {Array.from({ length: TILES }, (_, tile) => {
        const isGem = picked.has(tile);
        const isMine = mineSet.has(tile);
        const missed = ended && !isGem && !isMine;
        const face = isGem || (ended && !isMine) ? 'gem' : isMine ? 'mine' : null;
        const flipped = face !== null;
        const cls = [
          'mines-tile',
          flipped ? 'mines-tile--flipped' : '',
          isGem ? 'mines-tile--gem' : '',
          isMine ? 'mines-tile--mine' : '',
          missed ? 'mines-tile--missed' : '',
          hit === tile ? 'mines-tile--hit' : '',
          pending === tile ? 'mines-tile--pending' : '',
          chosenSet?.has(tile) ? 'mines-tile--chosen' : '',
        ]
          .filter(Boolean)
          .join(' ');
        const n = tile + 1;
        const label = face === 'gem' ? t('play.mines.gem', { n }) : face === 'mine' ? t('play.mines.mine', { n }) : t('play.mines.tile', { n });
        // The end-of-round reveal ripples out; the player's own picks flip at once.
        const delay = ended && !isGem && hit !== tile && !reduced ? 80 + distance(tile) * 60 : 0;
        return (
          <button
            key={tile}
            type="button"
            className={cls}
            aria-label={label}
            aria-pressed={chosenSet ? chosenSet.has(tile) : undefined}
            disabled={!canPick || flipped || pending !== null}
            onClick={() => onPick(tile)}
            data-testid={`mines-tile-${tile}`}
          >
            <span className="mines-tile__inner" style={{ transitionDelay: `${delay}ms` }}>
              <span className="mines-tile__face mines-tile__face--front" aria-hidden="true" />
              <span className="mines-tile__face mines-tile__face--back" aria-hidden="true">
                {face === 'gem' ? <GemArt /> : face === 'mine' ? <MineArt /> : null}
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}

// The dice scale 0–100: the winning side of the target in green, the target as a notch, and a
// marker that slides to the server's roll. Drawn left to right in every language, like the slider.
import type { DiceDirection } from '@khel/games/dice/dice';

interface DiceTrackProps {
  target: number;
  direction: DiceDirection;
  /** 0..9999, or null before the first roll. */
  roll: number | null;
  won: boolean;
}

export function DiceTrack({ target, direction, roll, won }: DiceTrackProps) {
  const split = `${target / 100}%`;
  const winZone = direction === 'under' ? { left: 0, width: split } : { left: split, right: 0 };
  return (
    <div className="dice-track" dir="ltr" aria-hidden="true">
      <div className="dice-track__bar">
        <span className="dice-track__win" style={winZone} />
        <span className="dice-track__target" style={{ left: split }} />
        {roll !== null ? (
          <span className={won ? 'dice-track__marker dice-track__marker--win' : 'dice-track__marker'} style={{ left: `${roll / 100}%` }} data-testid="dice-marker">
            {(roll / 100).toFixed(2)}
          </span>
        ) : null}
      </div>
      <div className="dice-track__scale">
        {[0, 25, 50, 75, 100].map((n) => (
          <span key={n}>{n}</span>
        ))}
      </div>
    </div>
  );
}

// The crash round as a graph: the multiplier curve m(t) of packages/games (crash-curve.ts, the same
// function the server checks cash-outs against) drawn from 0 to `elapsedMs`, with time and
// multiplier axes that grow with the flight, the rocket at the tip, the player's cash-out marked on
// the curve and the bust point marked where the round crashed. It only shows: the server decides.
import { CRASH_GROWTH_PER_MS, crashElapsedFor, crashMultiplierAt } from '@khel/games/crash/crash-curve';
import { useTranslation } from 'react-i18next';
import { BustShape, RocketShape } from '../art/game-art.tsx';
import { formatX } from './crash-format.ts';

export type CrashGraphState = 'idle' | 'flying' | 'won' | 'busted';

const VIEW_W = 360;
const VIEW_H = 240;
const PAD = { left: 42, right: 14, top: 28, bottom: 26 };
const PLOT_W = VIEW_W - PAD.left - PAD.right;
const PLOT_H = VIEW_H - PAD.top - PAD.bottom;
const SAMPLES = 64;
const MULTIPLIER_STEPS = [10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000, 20_000, 50_000, 100_000];
const SECOND_STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 300];
// A fixed, scattered star field (decoration; twinkles while flying unless motion is reduced).
const STARS = Array.from({ length: 22 }, (_, i) => ({
  x: PAD.left + 6 + ((i * 131 + i * i * 37) % (VIEW_W - PAD.left - 12)),
  y: 6 + ((i * 71 + i * i * 23) % (VIEW_H - PAD.bottom - 12)),
  r: i % 3 === 0 ? 1.6 : 1,
}));
/** The curve as drawn: the engine's m(t) before its floor to hundredths, so the line is smooth. */
const smooth = (ms: number) => 100 * Math.exp(CRASH_GROWTH_PER_MS * ms);

/** Axes for a curve whose tip is at `tipMs`: room ahead of the rocket on both axes. */
export function crashAxes(tipMs: number, extraMultiplier = 100) {
  const tipM = crashMultiplierAt(tipMs);
  const maxMs = Math.max(8000, tipMs * 1.2);
  const maxM = Math.max(200, Math.ceil(Math.max(tipM, extraMultiplier) * 1.25));
  const mStep = MULTIPLIER_STEPS.find((step) => (maxM - 100) / step <= 4) ?? MULTIPLIER_STEPS.at(-1)!;
  const sStep = SECOND_STEPS.find((step) => maxMs / 1000 / step <= 5) ?? SECOND_STEPS.at(-1)!;
  const mTicks: number[] = [];
  for (let m = Math.ceil(100 / mStep) * mStep; m <= maxM; m += mStep) mTicks.push(m);
  const sTicks: number[] = [];
  for (let s = 0; s * 1000 <= maxMs; s += sStep) sTicks.push(s);
  return { maxMs, maxM, mTicks, sTicks };
}

interface CrashGraphProps {
  /** Where the tip of the curve is, in ms since the round's start. */
  elapsedMs: number;
  state: CrashGraphState;
  /** Hundredths, once the round has ended. */
  crashPoint: number | null;
  cashedOutAt: number | null;
  reduced: boolean;
  /** What the empty graph says before take-off (the shared room counts down instead of inviting a bet). */
  idleHint?: string;
}

export function CrashGraph({ elapsedMs, state, crashPoint, cashedOutAt, reduced, idleHint }: CrashGraphProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const bustMs = crashPoint === null ? null : crashElapsedFor(crashPoint);
  const tipMs = state === 'idle' ? 0 : state === 'busted' && bustMs !== null ? bustMs : Math.max(0, elapsedMs);
  const bustReached = bustMs !== null && tipMs >= bustMs && (state === 'busted' || state === 'won');
  const axes = crashAxes(tipMs, cashedOutAt ?? 100);
  const x = (ms: number) => PAD.left + (ms / axes.maxMs) * PLOT_W;
  const y = (m: number) => PAD.top + PLOT_H - ((m - 100) / (axes.maxM - 100)) * PLOT_H;

  const points = Array.from({ length: SAMPLES + 1 }, (_, i) => {
    const ms = (tipMs * i) / SAMPLES;
    return `${x(ms).toFixed(1)},${y(smooth(ms)).toFixed(1)}`;
  });
  const baseline = y(100);
  const tipX = x(tipMs);
  const tipY = y(smooth(tipMs));
  const before = Math.max(0, tipMs - 400);
  const angle = tipMs > 0 ? Math.max(-70, Math.min(0, (Math.atan2(tipY - y(smooth(before)), tipX - x(before)) * 180) / Math.PI)) : 0;

  const shown = state === 'flying' ? crashMultiplierAt(elapsedMs) : state === 'won' ? (cashedOutAt ?? 100) : state === 'busted' ? (crashPoint ?? 100) : 100;
  // Marked once the player is out: at the end of a solo round ('won'), or while the shared round
  // flies on and busts for the others.
  const cashMs = state !== 'idle' && cashedOutAt !== null ? crashElapsedFor(cashedOutAt) : null;

  return (
    <div className={`crash-stage crash-stage--${state}${reduced ? ' crash-stage--still' : ''}`}>
      <div className="crash-stage__readout" aria-hidden={state === 'flying' ? true : undefined}>
        <span className="crash-stage__multiplier" data-testid="crash-multiplier">
          {formatX(shown)}
        </span>
      </div>
      <svg className="crash-graph" viewBox={`0 0 ${VIEW_W} ${VIEW_H}`} role="img" aria-label={t('play.crash.graph')} data-testid="crash-graph" direction="ltr">
        <g className="crash-graph__stars" aria-hidden="true">
          {STARS.map((star, i) => (
            <circle key={i} cx={star.x} cy={star.y} r={star.r} />
          ))}
        </g>
        <g className="crash-graph__grid">
          {axes.mTicks.map((m) => (
            <g key={`m${m}`} data-tick={m}>
              <line x1={PAD.left} x2={VIEW_W - PAD.right} y1={y(m)} y2={y(m)} />
              <text x={PAD.left - 6} y={y(m) + 4} textAnchor="end">
                {formatX(m, m % 100 === 0 ? 0 : 2)}
              </text>
            </g>
          ))}
          {axes.sTicks.map((s) => (
            <text key={`s${s}`} x={x(s * 1000)} y={VIEW_H - 8} textAnchor="middle">
              {s}
            </text>
          ))}
          {/* Anchored left to right in every language: in Urdu's right-to-left, "end" is the word's
              left edge, and the unit ran into the 0 tick. */}
          <text className="crash-graph__unit" x={PAD.left - 10} y={VIEW_H - 8} textAnchor="end" direction="ltr">
            {t('play.crash.timeUnit')}
          </text>
        </g>
        {state === 'idle' ? (
          <text className="crash-graph__hint" x={PAD.left + PLOT_W / 2} y={PAD.top + PLOT_H / 2} textAnchor="middle">
            {idleHint ?? t('play.crash.ready')}
          </text>
        ) : null}
        {tipMs > 0 ? (
          <>
            <path className="crash-graph__area" d={`M${x(0)},${baseline} L${points.join(' L')} L${tipX.toFixed(1)},${baseline} Z`} />
            <polyline className="crash-graph__curve" points={points.join(' ')} />
          </>
        ) : null}
        {cashMs !== null && cashedOutAt !== null ? (
          <g className="crash-graph__cashout" data-testid="crash-cashout-marker" data-multiplier={cashedOutAt} transform={`translate(${x(cashMs).toFixed(1)} ${y(cashedOutAt).toFixed(1)})`}>
            <circle r="6" />
            <g transform={`translate(${x(cashMs) < PAD.left + 70 ? 66 : -8} -14)`}>
              <rect x="-56" y="-12" width="60" height="20" rx="10" />
              <text x="-26" y="3" textAnchor="middle">
                {formatX(cashedOutAt)}
              </text>
            </g>
          </g>
        ) : null}
        {bustReached && crashPoint !== null ? (
          <g className="crash-graph__bust" data-testid="crash-bust-marker" data-multiplier={crashPoint} transform={`translate(${tipX.toFixed(1)} ${tipY.toFixed(1)})`}>
            <BustShape />
            <g transform={`translate(${tipX > VIEW_W - 110 ? -100 : 8} ${tipY < 60 ? 22 : -30})`}>
              <rect x="0" y="-13" width="92" height="22" rx="11" />
              <text x="46" y="3" textAnchor="middle">
                {t('play.crash.bust', { multiplier: formatX(crashPoint) })}
              </text>
            </g>
          </g>
        ) : (
          <g transform={`translate(${tipX.toFixed(1)} ${(tipY - 2).toFixed(1)}) rotate(${angle.toFixed(1)}) scale(0.85)`} aria-hidden="true">
            <RocketShape flame={state === 'flying' || state === 'won'} />
          </g>
        )}
      </svg>
    </div>
  );
}

// The recharge-spin wheel: one slice per configured segment (equal slices; the chances are in the
// table beside it, as the weights are not drawn as angles). The server draws the prize; the wheel
// only turns to show it, with the pointer at the top.
import type { WheelSegmentView } from '@khel/contracts/endpoints/deposit-offers';
import { useTranslation } from 'react-i18next';
import { formatRupeesShort } from '../../../lib/money.ts';

const COLOURS = ['#f94144', '#f8961e', '#f9c74f', '#43aa8b', '#4d908e', '#277da1', '#7b61ff', '#e0479e'];
export const SPIN_MS = 4_000;

/** The rotation (degrees, clockwise) that brings segment `index` of `count` under the pointer, after `from`, with full turns. */
export function rotationFor(index: number, count: number, from: number, turns = 5): number {
  const centre = ((index + 0.5) * 360) / count;
  const target = (360 - centre) % 360;
  const current = ((from % 360) + 360) % 360;
  return from + turns * 360 + ((target - current + 360) % 360);
}

function slicePath(index: number, count: number, r: number): string {
  const a0 = ((index * 360) / count - 90) * (Math.PI / 180);
  const a1 = (((index + 1) * 360) / count - 90) * (Math.PI / 180);
  const large = 360 / count > 180 ? 1 : 0;
  return `M0 0 L${r * Math.cos(a0)} ${r * Math.sin(a0)} A${r} ${r} 0 ${large} 1 ${r * Math.cos(a1)} ${r * Math.sin(a1)} Z`;
}

export function PrizeWheel({ segments, rotation, spinning }: { segments: WheelSegmentView[]; rotation: number; spinning: boolean }) {
  const { t } = useTranslation('ui');
  const count = segments.length;
  return (
    <div className="do-wheel" role="img" aria-label={t('depositOffers.spin.wheelLabel')}>
      <span className="do-wheel__pointer" aria-hidden="true" />
      <svg viewBox="-110 -110 220 220" className="do-wheel__svg" aria-hidden="true">
        <circle r="108" className="do-wheel__rim" />
        <g
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: spinning ? `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.85, 0.25, 1)` : 'none',
          }}
        >
          {segments.map((segment, index) => {
            const mid = ((index + 0.5) * 360) / count;
            return (
              <g key={segment.id}>
                <path d={slicePath(index, count, 100)} fill={COLOURS[index % COLOURS.length]} stroke="#fff" strokeWidth="1.5" />
                <text transform={`rotate(${mid}) translate(0 -68)`} textAnchor="middle" dominantBaseline="middle" className="do-wheel__label" direction="ltr">
                  {formatRupeesShort(segment.amount)}
                </text>
              </g>
            );
          })}
        </g>
        <circle r="18" className="do-wheel__hub" />
      </svg>
    </div>
  );
}

// The strip of previous bust points, newest first, coloured by size (below 2x, 2x–10x, 10x and
// above) as players of shared crash expect; each one carries its round number for the verify page.
import type { CrashBust } from '@khel/contracts/endpoints/inhouse-crash';
import { useTranslation } from 'react-i18next';
import { formatX } from './crash-format.ts';

export const bustSize = (bustPoint: number) => (bustPoint < 200 ? 'low' : bustPoint < 1000 ? 'mid' : 'high');

export function CrashStrip({ history }: { history: readonly CrashBust[] }) {
  const { t } = useTranslation('ui');
  if (history.length === 0) return null;
  return (
    <ol className="crash-strip" aria-label={t('play.crash.table.previous')}>
      {history.map((h) => (
        <li key={h.id} className={`crash-strip__${bustSize(h.bustPoint)}`} title={`#${h.id}`}>
          {formatX(h.bustPoint)}
        </li>
      ))}
    </ol>
  );
}

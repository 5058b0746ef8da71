// The player's last outcomes in this game, newest first (a dice roll, a mines multiplier), green for
// a round that paid more than it staked. Kept on the screen, not fetched: it is what just happened.
import { useTranslation } from 'react-i18next';
import './recent-results.css';

export interface RecentResult {
  id: string;
  /** What the chip shows: '12.34', '2.50x'. */
  value: string;
  won: boolean;
}

/** How many outcomes the strip keeps. */
export const RECENT_RESULTS = 10;

/** Adds an outcome in front, keeping the last RECENT_RESULTS. */
export const withResult = (results: RecentResult[], next: RecentResult) => [next, ...results.filter((r) => r.id !== next.id)].slice(0, RECENT_RESULTS);

export function RecentResults({ results }: { results: RecentResult[] }) {
  const { t } = useTranslation(['ui', 'messages']);
  if (results.length === 0) return null;
  return (
    <section className="recent-results" aria-label={t('play.recent.title')}>
      <ol data-testid="recent-results">
        {results.map((r) => (
          <li key={r.id} className={r.won ? 'recent-results__won' : 'recent-results__lost'} aria-label={t(r.won ? 'play.recent.win' : 'play.recent.loss', { value: r.value })}>
            {r.value}
          </li>
        ))}
      </ol>
    </section>
  );
}

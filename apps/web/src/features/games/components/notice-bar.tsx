// The home notice bar (docs/requirements/games.md#7-win-ticker): the MarqueeSysConf announcement, then real wins (the recentWins
// endpoint: settled rounds whose profit reaches the operator's WinTickerConf.minProfit, masked ids),
// each by its profit — what the player gained, not the gross payout — with the app-download link.
// Nothing is invented: no wins, no win messages. The ticker text is clipped in its own box before
// the link, in both reading directions (components/ui/marquee.tsx).
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Marquee } from '../../../components/ui/marquee.tsx';
import { paths } from '../../../config/paths.ts';
import { ltr } from '../../../lib/bidi.ts';
import { formatBalance } from '../../../lib/money.ts';
import { recentWinsQueryOptions, useAnnouncement } from '../api/games-api.ts';
import './games.css';
import { Icon } from '../../../components/ui/icon.tsx';

export interface RecentWin {
  player: string;
  gameName: string;
  /** Payout − stake, hundredths. */
  profit: number;
}

/** The marquee moves 1 px every 16 ms. */
export const MARQUEE_PX_PER_SECOND = 1000 / 16;

export function winText(t: TFunction<'ui'>, win: RecentWin): string {
  return t('games.won', { player: ltr(win.player), profit: formatBalance(win.profit), game: ltr(win.gameName) });
}

export function GamesNoticeBar({ wins }: { wins?: readonly RecentWin[] }) {
  const { t } = useTranslation('ui');
  const announcement = useAnnouncement();
  const fetched = useQuery({ ...recentWinsQueryOptions(), enabled: wins === undefined });
  const list: readonly RecentWin[] = wins ?? fetched.data ?? [];
  const parts = [announcement, ...list.map((win) => winText(t, win))].filter((part): part is string => Boolean(part));
  // The bar is always there, empty until its text arrives: appearing later, it pushed the games
  // down under the player's finger (Lighthouse counted that layout shift).
  return (
    <div className="games-notice" role="region" aria-label={t('games.notice')}>
      <Icon name="SoundOutline" className="games-notice__icon" />
      {parts.length > 0 ? <Marquee text={parts.join('      ')} pxPerSecond={MARQUEE_PX_PER_SECOND} /> : <span className="games-notice__empty" />}
      <Link className="games-notice__link" to={paths.downloadApp()}>
        {t('games.getApp')}
      </Link>
    </div>
  );
}

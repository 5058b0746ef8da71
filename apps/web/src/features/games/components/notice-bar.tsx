// The home notice bar (spec §2): the MarqueeSysConf announcement, then real wins (the recentWins
// endpoint: settled rounds, masked ids), with the app-download link. Nothing is invented: no wins,
// no win messages.
import { useQuery } from '@tanstack/react-query';
import { NoticeBar } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatBalance } from '../../../lib/money.ts';
import { recentWinsQueryOptions, useAnnouncement } from '../api/games-api.ts';
import './games.css';

export interface RecentWin {
  player: string;
  gameName: string;
  /** Hundredths. */
  amount: number;
}

/** Spec: the marquee moves 1 px every 16 ms. */
export const MARQUEE_PX_PER_SECOND = 1000 / 16;

export function winText(win: RecentWin): string {
  return `${win.player} · ${win.gameName} · ${formatBalance(win.amount)}`;
}

export function GamesNoticeBar({ wins }: { wins?: readonly RecentWin[] }) {
  const { t } = useTranslation(['ui', 'messages']);
  const announcement = useAnnouncement();
  const fetched = useQuery({ ...recentWinsQueryOptions(), enabled: wins === undefined });
  const list: readonly RecentWin[] = wins ?? (fetched.data ?? []).map((win) => ({ player: win.player, gameName: win.gameName, amount: win.winAmount }));
  const parts = [announcement, ...list.map(winText)].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return null;
  return (
    <div className="games-notice" role="region" aria-label={t('games.notice')}>
      <NoticeBar
        content={parts.join('      ')}
        icon={<SoundOutline />}
        speed={MARQUEE_PX_PER_SECOND}
        delay={0}
        color="info"
        extra={
          <Link className="games-notice__link" to={paths.downloadApp()}>
            {t('games.getApp')}
          </Link>
        }
      />
    </div>
  );
}

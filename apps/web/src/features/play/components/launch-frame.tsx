// A seamless provider's game in a full-height iframe (the balance stays at Khel).
import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { usePlayer } from '../../../stores/session-store.ts';
import { launchUrl } from '../api/play-api.ts';

export function LaunchFrame({ gameId, title }: { gameId: string; title: string }) {
  const { t } = useTranslation(['ui', 'messages']);
  const playerId = usePlayer()?.playerId ?? 0;
  const query = useQuery({
    queryKey: ['play', 'launch', playerId, gameId],
    queryFn: () => launchUrl(playerId, gameId, currentLanguage()),
    enabled: playerId !== 0 && gameId !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  if (query.isPending) {
    return (
      <div className="play-center">
        <DotLoading color="primary" /> {t('play.loading')}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="play-center">
        <p>{t('play.launchFailed')}</p>
        <Button color="primary" onClick={() => void query.refetch()}>
          {t('play.retry')}
        </Button>
      </div>
    );
  }
  return <iframe className="play-frame" title={title} src={query.data} allow="autoplay; fullscreen" />;
}

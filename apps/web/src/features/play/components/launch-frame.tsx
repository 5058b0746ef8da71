// A seamless provider's game in a full-height iframe (the balance stays at Khel). The launch asks
// the server for the game's URL by its catalogue id; the server picks the provider from the game's
// platform. The embedded demo games (same origin) tell the app when a round moved money, so the
// balance in the top bar refreshes, and when the player closes the game. They are told they are
// framed (embed=1) and leave the header to the play screen: one name, one balance, one way out.
// A real vendor's page keeps its own interface; its URL is loaded as given.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { usePreferencesStore } from '../../../stores/preferences-store.ts';
import { usePlayer } from '../../../stores/session-store.ts';
import { launchGame } from '../api/play-api.ts';

export const DEMO_BALANCE_MESSAGE = 'khel-demo:balance';
export const DEMO_CLOSE_MESSAGE = 'khel-demo:close';

/** The launch URL as the frame loads it: Khel's own demo pages learn that the app frames them. */
export function frameUrl(url: string): string {
  if (!url.startsWith('/demo-games/')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}embed=1`;
}

interface LaunchFrameProps {
  /** The catalogue id (or, from an old link, the gameId). */
  gameId: string;
  title: string;
  onClose: () => void;
}

export function LaunchFrame({ gameId, title, onClose }: LaunchFrameProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const playerId = usePlayer()?.playerId ?? 0;
  const queryClient = useQueryClient();
  const frame = useRef<HTMLIFrameElement>(null);
  const query = useQuery({
    queryKey: ['play', 'launch', playerId, gameId],
    queryFn: () => launchGame(playerId, gameId, { language: currentLanguage(), theme: usePreferencesStore.getState().themeMode }),
    enabled: playerId !== 0 && gameId !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the game frame itself, from Khel's own origin (the embedded demo games).
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === DEMO_BALANCE_MESSAGE) void queryClient.invalidateQueries({ queryKey: ['player'] });
      if (type === DEMO_CLOSE_MESSAGE) onClose();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient, onClose]);

  if (query.isPending) {
    return (
      <div className="play-center">
        <DotLoading color="primary" /> {t('play.loading')}
      </div>
    );
  }
  if (query.isError) {
    const reason = isApiError(query.error) && query.error.kind === 'envelope' ? query.error.message : '';
    return (
      <div className="play-center" role="alert">
        <p>{t('play.launchFailed')}</p>
        {reason ? <p>{reason}</p> : null}
        <Button color="primary" onClick={() => void query.refetch()}>
          {t('play.retry')}
        </Button>
      </div>
    );
  }
  return <iframe ref={frame} className="play-frame" title={title} src={frameUrl(query.data)} allow="autoplay; fullscreen" />;
}

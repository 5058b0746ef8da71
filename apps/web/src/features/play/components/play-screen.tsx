// /game/playps (docs/requirements/games.md#3-launching): reads name, id, platform, type2 from the query. In-house games render
// here with a slim top bar (a visitor reaches only the crash room, lib/play-location.ts); 9WICKETS opens in a window; any other platform loads its launch URL
// (thirdGameLogin: the server picks the provider from the game's platform) in a full-height iframe.
import { INHOUSE_GAME_IDS } from '@khel/contracts/endpoints/inhouse-games';
import { Popup } from 'antd-mobile';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useIsLoggedIn } from '../../../stores/session-store.ts';
import { isInhousePlay } from '../lib/play-location.ts';
import { LaunchFrame } from './launch-frame.tsx';
import { PlayTopBar } from './play-top-bar.tsx';
import { SoundToggle } from './sound-toggle.tsx';
import { WicketsLaunch } from './wickets-launch.tsx';
import '../play.css';
import { Icon } from '../../../components/ui/icon.tsx';

export const NINE_WICKETS = '9WICKETS';

// Each in-house game is its own chunk (art, sounds, styles), fetched only when it is opened.
const SlotGame = lazy(() => import('./slot-game.tsx').then((m) => ({ default: m.SlotGame })));
const CrashGame = lazy(() => import('./crash-table-game.tsx').then((m) => ({ default: m.CrashTableGame })));
const DiceGame = lazy(() => import('./dice-game.tsx').then((m) => ({ default: m.DiceGame })));
const MinesGame = lazy(() => import('./mines-game.tsx').then((m) => ({ default: m.MinesGame })));

const INHOUSE_SCREENS: Record<string, () => ReactNode> = {
  [INHOUSE_GAME_IDS.slot]: () => <SlotGame />,
  [INHOUSE_GAME_IDS.crash]: () => <CrashGame />,
  [INHOUSE_GAME_IDS.dice]: () => <DiceGame />,
  [INHOUSE_GAME_IDS.mines]: () => <MinesGame />,
};

function InhouseGame({ id }: { id: string }) {
  const { t } = useTranslation(['ui', 'messages']);
  const screen = INHOUSE_SCREENS[id];
  if (!screen) return <p className="play-center">{t('play.unknownGame')}</p>;
  return <Suspense fallback={<p className="play-center">{t('play.loading')}</p>}>{screen()}</Suspense>;
}

interface PlayScreenProps {
  /** The fairness panel, composed in by the page (features never import each other). */
  fairness: ReactNode;
}

export function PlayScreen({ fairness }: PlayScreenProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [fairOpen, setFairOpen] = useState(false);
  const name = params.get('name') ?? '';
  const id = params.get('id') ?? '';
  const platform = params.get('platform') ?? '';
  const inhouse = isInhousePlay(params);
  // A visitor here is watching the crash room (app/routes.tsx): the seed pair is a player's own.
  const loggedIn = useIsLoggedIn();
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/');
  };

  // A vendor's page in the frame: the screen's header is the only one (launch-frame.tsx).
  const framed = !inhouse && platform.toUpperCase() !== NINE_WICKETS && Boolean(id || params.get('id2'));
  let body: ReactNode;
  if (inhouse) body = <InhouseGame id={id} />;
  else if (platform.toUpperCase() === NINE_WICKETS) body = <WicketsLaunch id={params.get('id2') || id} />;
  // The catalogue id (id2) names the game; a link with only the gameId (a banner) works too.
  else if (id || params.get('id2')) body = <LaunchFrame gameId={params.get('id2') || id} title={name} onClose={back} />;
  else body = <p className="play-center">{t('play.unknownGame')}</p>;

  return (
    <div className={inhouse ? 'play-page play-page--inhouse' : framed ? 'play-page play-page--frame' : 'play-page'}>
      <PlayTopBar
        title={name || t('routes.gamePlay')}
        onBack={back}
        end={
          inhouse ? (
            <>
              <SoundToggle />
              {loggedIn ? (
                <button type="button" className="play-bar__icon" aria-label={t('play.topBar.fairness')} onClick={() => setFairOpen(true)}>
                  <Icon name="CheckShieldOutline" />
                </button>
              ) : null}
            </>
          ) : null
        }
      />
      <main className="play-main">{body}</main>
      {inhouse && loggedIn ? (
        <Popup visible={fairOpen} onMaskClick={() => setFairOpen(false)} onClose={() => setFairOpen(false)} position="bottom" bodyClassName="play-fair-sheet" destroyOnClose>
          {fairness}
        </Popup>
      ) : null}
    </div>
  );
}

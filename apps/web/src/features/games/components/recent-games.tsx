// The player's recently played games (localStorage gameIds), drawn from the GameList2Conf
// document so no extra call is needed; games hidden since then drop out.
import { GameList2Conf, type GameListEntry } from '@khel/contracts/endpoints/games';
import { useTranslation } from 'react-i18next';
import { useConfigDocument } from '../../../lib/config-documents.ts';
import { useIsLoggedIn } from '../../../stores/session-store.ts';
import { useOpenGame } from '../hooks/use-open-game.ts';
import { useRecentGamesStore } from '../stores/recent-games-store.ts';
import { versionedImage } from '../../../config/paths.ts';
import './games.css';

export function RecentGames() {
  const { t } = useTranslation(['ui', 'messages']);
  const loggedIn = useIsLoggedIn();
  const gameIds = useRecentGamesStore((state) => state.gameIds);
  const catalogue = useConfigDocument('GameList2Conf', GameList2Conf);
  const openGame = useOpenGame();
  if (!loggedIn || !catalogue || gameIds.length === 0) return null;
  const byId = new Map<string, GameListEntry>(catalogue.filter((entry) => entry.type !== 'platform').map((entry) => [entry.gameId, entry]));
  const games = gameIds.flatMap((id) => {
    const entry = byId.get(id);
    return entry ? [{ ...entry, favourite: false }] : [];
  });
  if (games.length === 0) return null;
  return (
    <div className="recent-games">
      <h3 className="recent-games__title">{t('games.recent')}</h3>
      <ul className="recent-games__row">
        {games.map((game) => (
          <li key={game.gameId}>
            <button type="button" onClick={() => openGame(game)} aria-label={game.gameName}>
              <img src={versionedImage(game.icon)} alt="" width={64} height={64} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { GameGrid } from '../../features/games/components/game-grid.tsx';
import { SportsLobby } from '../../features/sports/components/sports-lobby.tsx';

/** /top: TOP MATCHES, Khel's own sportsbook, with the third-party sports games (9WICKETS) at its end. */
export default function TopMatchesPage() {
  const { t } = useTranslation(['ui', 'messages']);
  return <SportsLobby more={<GameGrid source={{ kind: 'list', type: 'sports' }} label={t('sports.moreSports')} />} />;
}

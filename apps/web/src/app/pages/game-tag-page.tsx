import { useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { GameGrid } from '../../features/games/components/game-grid.tsx';

/** /game/all/{tag}: every game carrying one gameType tag. */
export default function GameTagPage() {
  const tag = useParams().tag ?? 'ALL';
  return (
    <>
      <PageHeader title={tag} />
      <GameGrid source={{ kind: 'list', tag }} label={tag} />
    </>
  );
}

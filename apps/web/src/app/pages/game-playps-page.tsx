import { FairnessPanel } from '../../features/fairness/components/fairness-panel.tsx';
import { PlayScreen } from '../../features/play/components/play-screen.tsx';

/** /game/playps (no nav bar): the game, with the fairness panel for in-house games. */
export default function GamePlayPsPage() {
  return <PlayScreen fairness={<FairnessPanel />} />;
}

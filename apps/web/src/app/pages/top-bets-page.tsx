import { MyBets } from '../../features/sports/components/my-bets.tsx';

/** /top/bets: the player's sportsbook bets (players only: the route asks a visitor to log in). */
export default function TopBetsPage() {
  return <MyBets />;
}

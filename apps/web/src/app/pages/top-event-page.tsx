import { useParams } from 'react-router';
import { MatchView } from '../../features/sports/components/match-view.tsx';
import NotFoundPage from './not-found-page.tsx';

/** /top/event/:id: one match of the sportsbook, every market. */
export default function TopEventPage() {
  const { id = '' } = useParams();
  const eventId = /^[1-9][0-9]{0,14}$/.test(id) ? Number(id) : null;
  return eventId === null ? <NotFoundPage /> : <MatchView key={eventId} eventId={eventId} />;
}

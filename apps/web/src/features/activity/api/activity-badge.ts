import { LIMITS } from '@khel/contracts/limits';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLiveConnected } from '../../../lib/live.ts';
import { useIsLoggedIn } from '../../../stores/session-store.ts';
import { activityListQueryOptions } from './activity-api.ts';

/**
 * The Activity tab's red badge (docs/requirements/promotions.md#6-activity-centre-and-promotions-pages): the activity list's pending count,
 * capped at 7, first loaded 1.5 s after start (so it never competes with the first paint) and refreshed every
 * 30 s while the live socket is down (docs/architecture/live.md). Visitors have no offers: no badge.
 */
export function useActivityBadge(): number {
  const loggedIn = useIsLoggedIn();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), LIMITS.badgeDelayMs);
    return () => clearTimeout(timer);
  }, []);
  const live = useLiveConnected();
  const { data } = useQuery(activityListQueryOptions(ready && loggedIn, !live));
  if (!loggedIn) return 0;
  return Math.min(data?.pending ?? 0, LIMITS.badgeMax);
}

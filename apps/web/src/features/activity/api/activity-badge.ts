import { LIMITS } from '@khel/contracts/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * Pending offers for the Activity tab's badge (spec §2). No offers exist until the promotions
 * issue ships their endpoint, so the count is 0 and the badge stays hidden.
 */
export const activityBadgeQueryOptions = () =>
  queryOptions({
    queryKey: ['activity', 'badge'],
    queryFn: async () => 0,
    staleTime: LIMITS.refreshMs,
  });

/** The badge count, loaded 1.5 s after start (spec §4) so it never competes with the first paint. */
export function useActivityBadge(): number {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), LIMITS.badgeDelayMs);
    return () => clearTimeout(timer);
  }, []);
  const { data } = useQuery({ ...activityBadgeQueryOptions(), enabled: ready });
  return Math.min(data ?? 0, LIMITS.badgeMax);
}

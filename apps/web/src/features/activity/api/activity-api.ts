// The activity centre's one call (POST /usercenter/game/activityList): every offer with its state
// and the pending count of the Activity tab's badge. The list pages and the badge share this query,
// refreshed every 30 s (docs/requirements/promotions.md#6-activity-centre-and-promotions-pages).
import { activityList } from '@khel/contracts/endpoints/activity';
import { LIMITS } from '@khel/contracts/limits';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** polling: false while the live socket is up (its badge events refresh the list: docs/architecture/live.md). */
export const activityListQueryOptions = (enabled: boolean, polling = true) =>
  queryOptions({
    queryKey: ['activity', 'list'],
    // Quiet: the badge refreshes in the background; the list pages show their own empty state.
    queryFn: () => callApi(activityList, {}, { quiet: true }),
    enabled,
    refetchInterval: enabled && polling ? LIMITS.refreshMs : false,
    staleTime: 5_000,
    retry: false,
  });

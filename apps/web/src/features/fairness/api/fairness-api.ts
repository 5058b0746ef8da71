import { inhouseFairness, inhouseRotateSeed, inhouseRoundFairness, inhouseSetClientSeed } from '@khel/contracts/endpoints/inhouse-games';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

export const fairnessQueryOptions = () =>
  queryOptions({ queryKey: ['fairness'], queryFn: () => callApi(inhouseFairness, {}), staleTime: 0, retry: false });

export const setClientSeed = (clientSeed: string) => callApi(inhouseSetClientSeed, { clientSeed });
export const rotateSeed = () => callApi(inhouseRotateSeed, {});

/** One of the player's rounds as /fair/verify needs it (a bet record's link). */
export const roundFairnessQueryOptions = (roundId: string) =>
  queryOptions({ queryKey: ['fairness', 'round', roundId], queryFn: () => callApi(inhouseRoundFairness, { roundId }), staleTime: 0, retry: false });

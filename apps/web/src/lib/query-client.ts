import { MutationCache, QueryClient } from '@tanstack/react-query';
import { toastError } from './toast.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A failed mutation is always something the player asked for: tell them why.
    mutationCache: new MutationCache({ onError: (error) => toastError(error) }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

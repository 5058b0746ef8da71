// A keyset-paged list (contracts admin/keyset.ts) for TanStack Query: the server hands out
// nextCursor; the console keeps the cursors of the pages it has shown, so "previous" goes back
// exactly and "first" starts again. Changing a filter starts from the first page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

export interface KeysetPage<Item> {
  items: Item[];
  nextCursor: string | null;
}

export function useKeyset<Item, Filters extends object>(
  key: string,
  filters: Filters,
  fetchPage: (input: Filters & { cursor?: string; limit: number }) => Promise<KeysetPage<Item>>,
  limit = 50,
) {
  const [trail, setTrail] = useState<{ filters: string; cursors: string[] }>({ filters: '', cursors: [] });
  const filtersKey = JSON.stringify(filters);
  // A new filter: back to the first page (the trail belongs to the old filter).
  const cursors = trail.filters === filtersKey ? trail.cursors : [];
  const cursor = cursors.at(-1);
  const query = useQuery({
    queryKey: [key, filtersKey, cursor ?? null, limit],
    queryFn: () => fetchPage({ ...filters, ...(cursor ? { cursor } : {}), limit }),
    placeholderData: keepPreviousData,
  });
  return {
    ...query,
    items: query.data?.items ?? [],
    page: cursors.length + 1,
    hasNext: Boolean(query.data?.nextCursor),
    next: () => query.data?.nextCursor && setTrail({ filters: filtersKey, cursors: [...cursors, query.data.nextCursor] }),
    previous: () => setTrail({ filters: filtersKey, cursors: cursors.slice(0, -1) }),
    first: () => setTrail({ filters: filtersKey, cursors: [] }),
  };
}

// Page-based infinite list (docs/requirements/wallet.md#6-records): the /record tabs and the agency's invited
// players. Scrolls 100 px from the bottom with a 200 ms debounce, stops when a page has fewer
// rows; No Data when there is nothing.
import { DotLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { images } from '../../config/paths.ts';
import { useScrollPaging } from '../../hooks/use-scroll-paging.ts';
import './paged-list.css';

interface PagedQuery<T> {
  data?: { pages: T[][] };
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface PagedListProps<T> {
  query: PagedQuery<T>;
  label: string;
  render: (row: T, index: number) => ReactNode;
  /** The list element's class (its rows' layout); 'paged-list' when omitted. */
  className?: string;
}

export function PagedList<T>({ query, label, render, className = 'paged-list' }: PagedListProps<T>) {
  const { t } = useTranslation(['ui', 'messages']);
  useScrollPaging({
    threshold: 100,
    debounceMs: 200,
    hasNext: query.hasNextPage && !query.isError,
    loading: query.isFetching,
    pages: query.data?.pages.length ?? 0,
    loadNext: () => void query.fetchNextPage(),
  });
  const rows = query.data?.pages.flat() ?? [];
  if (rows.length === 0) {
    if (query.isFetching) {
      return (
        <div className="paged-list-loading">
          <DotLoading color="primary" />
        </div>
      );
    }
    return (
      <div className="paged-list-empty">
        <img src={images.noData()} alt="" width={160} height={120} />
        <p>{t('records.noData')}</p>
      </div>
    );
  }
  return (
    <>
      <ul className={className} aria-label={label}>
        {rows.map(render)}
      </ul>
      {query.isFetchingNextPage ? (
        <div className="paged-list-loading">
          <DotLoading color="primary" />
        </div>
      ) : !query.hasNextPage ? (
        <p className="paged-list-end">{t('records.end')}</p>
      ) : null}
    </>
  );
}

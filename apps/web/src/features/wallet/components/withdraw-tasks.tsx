// The withdrawal-tasks list in the Withdraw tab (docs/requirements/wallet.md#4-betting-tasks): the player's betting tasks, 20 a
// page (exchange type 3), loaded on scroll (10 px), with a detail view.
import type { BettingTask } from '@khel/contracts/endpoints/wagering';
import { ProgressBar } from 'antd-mobile';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskStateChip, taskStateKey } from '../../../components/ui/task-state.tsx';
import { images } from '../../../config/paths.ts';
import { useScrollPaging } from '../../../hooks/use-scroll-paging.ts';
import { formatBalance } from '../../../lib/money.ts';
import { rewardSourceKey } from '../../../lib/reward-source.ts';
import { withdrawTasksQueryOptions } from '../api/wallet-api.ts';
import { formatMultiple } from '../../../lib/bidi.ts';

export function WithdrawTasks({ scroller }: { scroller: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation(['ui', 'messages']);
  const query = useInfiniteQuery(withdrawTasksQueryOptions());
  const [detail, setDetail] = useState<BettingTask | null>(null);
  useScrollPaging({
    container: scroller,
    threshold: 10,
    hasNext: query.hasNextPage && !query.isError,
    loading: query.isFetching,
    pages: query.data?.pages.length ?? 0,
    loadNext: () => void query.fetchNextPage(),
  });
  const tasks = query.data?.pages.flatMap((page) => page.list) ?? [];
  const remaining = query.data?.pages[0]?.remaining ?? 0;

  if (detail) {
    return (
      <section className="wallet-section" aria-label={t('wallet.taskDetail')}>
        <h4>{t('wallet.taskDetail')}</h4>
        <dl className="wallet-detail">
          <dt>{t('wallet.taskSource')}</dt>
          <dd>{t(rewardSourceKey(detail.reason))}</dd>
          <dt>{t('wallet.taskMoney')}</dt>
          <dd>{formatBalance(detail.money)}</dd>
          <dt>{t('wallet.taskMulti')}</dt>
          <dd>{formatMultiple(detail.multi)}</dd>
          <dt>{t('wallet.taskRequirement')}</dt>
          <dd>{formatBalance(detail.requirement)}</dd>
          <dt>{t('wallet.taskValid')}</dt>
          <dd>{formatBalance(detail.curValue)}</dd>
          <dt>{t('wallet.taskRemaining')}</dt>
          <dd>{formatBalance(detail.remaining)}</dd>
          <dt>{t('wallet.taskStateLabel')}</dt>
          <dd>{t(taskStateKey(detail.state))}</dd>
        </dl>
        <button type="button" className="link-button" onClick={() => setDetail(null)}>
          {t('app.back')}
        </button>
      </section>
    );
  }

  return (
    <section className="wallet-section" aria-labelledby="withdraw-tasks-title">
      <h4 id="withdraw-tasks-title">{t('wallet.tasksTitle')}</h4>
      {remaining > 0 ? <p className="wallet-note">{t('wallet.tasksRemaining', { amount: formatBalance(remaining) })}</p> : null}
      {tasks.length === 0 && !query.isFetching ? (
        <div className="wallet-empty">
          <img src={images.noData()} alt="" width={96} height={72} />
          <span>{t('records.noData')}</span>
        </div>
      ) : (
        <ul className="wallet-tasks">
          {tasks.map((task) => (
            <li key={task.id}>
              <button type="button" className="wallet-task" onClick={() => setDetail(task)}>
                <span className="wallet-task__row">
                  <strong>
                    {t(rewardSourceKey(task.reason))} · <bdi>{formatBalance(task.money)}</bdi>
                  </strong>
                  <TaskStateChip state={task.state} />
                </span>
                <ProgressBar percent={task.progress} />
                <span className="wallet-task__row wallet-task__small">
                  <span>
                    {formatBalance(task.curValue)} / {formatBalance(task.requirement)}
                  </span>
                  <span>{t('wallet.taskRemainingShort', { amount: formatBalance(task.remaining) })}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

// The betting task overlay (docs/requirements/wallet.md#4-betting-tasks): the task list with money, multiple, valid bets, state
// and progress (curValue / money, capped at 100 %), requirement (money × multi) and what remains;
// Go bet (hidden when completed), the Valid Bet Calculation Rules, the sports rules and details.
import type { BettingTask } from '@khel/contracts/endpoints/wagering';
import { useInfiniteQuery } from '@tanstack/react-query';
import { DotLoading, Popup, ProgressBar } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SheetHeader } from '../../../components/ui/sheet-header.tsx';
import { images, paths } from '../../../config/paths.ts';
import { useScrollPaging } from '../../../hooks/use-scroll-paging.ts';
import { formatBalance } from '../../../lib/money.ts';
import { rewardSourceKey } from '../../../lib/reward-source.ts';
import { usePopup, usePopupStore } from '../../../stores/popup-store.ts';
import { bettingTasksQueryOptions } from '../api/wagering-api.ts';
import './wagering.css';
import { RiskBandTable, useValidBetRules, ValidBetRulesCard } from './valid-bet-rules.tsx';
import { TaskStateChip, taskStateKey } from '../../../components/ui/task-state.tsx';
import { formatMultiple } from '../../../lib/bidi.ts';
import { formatKarachi } from '../../../lib/karachi-date.ts';
import { Icon } from '../../../components/ui/icon.tsx';

type View = { kind: 'list' } | { kind: 'rules' } | { kind: 'sports' } | { kind: 'detail'; task: BettingTask };


export function BettingTasksPopup() {
  const entry = usePopup('betting-tasks');
  const close = usePopupStore((state) => state.close);
  const scroller = useRef<HTMLDivElement>(null);
  return (
    <Popup visible={entry !== undefined} onMaskClick={() => close('betting-tasks')} destroyOnClose bodyClassName="sheet-popup wagering-popup">
      <div ref={scroller} className="wagering-scroller">
        {entry ? <BettingTasksPanel scroller={scroller} onClose={() => close('betting-tasks')} /> : null}
      </div>
    </Popup>
  );
}

export function BettingTasksPanel({ onClose, scroller }: { onClose: () => void; scroller: React.RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const [view, setView] = useState<View>({ kind: 'list' });
  const query = useInfiniteQuery(bettingTasksQueryOptions());
  const rules = useValidBetRules();
  useScrollPaging({
    container: scroller,
    threshold: 10,
    hasNext: view.kind === 'list' && query.hasNextPage && !query.isError,
    loading: query.isFetching,
    pages: query.data?.pages.length ?? 0,
    loadNext: () => void query.fetchNextPage(),
  });
  const tasks = query.data?.pages.flatMap((page) => page.list) ?? [];
  const remaining = query.data?.pages[0]?.remaining ?? 0;
  const back = (
    <button type="button" className="icon-button" aria-label={t('app.back')} onClick={() => setView({ kind: 'list' })}>
      <Icon name="LeftOutline" className="flip-rtl" />
    </button>
  );
  const goBet = () => {
    onClose();
    void navigate(paths.home());
  };

  return (
    <div className="sheet-body wagering" role="dialog" aria-labelledby="wagering-title">
      <SheetHeader id="wagering-title" title={t('wagering.title')} onClose={onClose} />
      {view.kind === 'rules' ? (
        <section aria-label={t('validBetRules.title')}>
          <div className="wagering-subheader">
            {back}
            <h3>{t('validBetRules.title')}</h3>
          </div>
          <ValidBetRulesCard variant="plain" />
          <button type="button" className="link-button" onClick={() => setView({ kind: 'sports' })}>
            {t('wagering.sportsRules')}
          </button>
        </section>
      ) : view.kind === 'sports' ? (
        <section aria-label={t('wagering.sportsRules')}>
          <div className="wagering-subheader">
            {back}
            <h3>{t('wagering.sportsRules')}</h3>
          </div>
          {rules ? (
            <>
              <ul className="wagering-rules">
                <li>{t('wagering.sports1', { ratio: rules.rules.ratioPercent })}</li>
                {rules.rules.sportsCountsSmaller ? <li>{t('wagering.sports2')}</li> : null}
              </ul>
              <RiskBandTable bands={rules.rules.bands} />
            </>
          ) : (
            <DotLoading color="primary" />
          )}
        </section>
      ) : view.kind === 'detail' ? (
        <section aria-label={t('wagering.detail')}>
          <div className="wagering-subheader">
            {back}
            <h3>{t('wagering.detail')}</h3>
          </div>
          <dl className="wagering-detail">
            <dt>{t('wagering.source')}</dt>
            <dd>{t(rewardSourceKey(view.task.reason))}</dd>
            <dt>{t('wagering.money')}</dt>
            <dd>{formatBalance(view.task.money)}</dd>
            <dt>{t('wagering.multi')}</dt>
            <dd>{formatMultiple(view.task.multi)}</dd>
            <dt>{t('wagering.requirement')}</dt>
            <dd>{formatBalance(view.task.money * view.task.multi)}</dd>
            <dt>{t('wagering.curValue')}</dt>
            <dd>{formatBalance(view.task.curValue)}</dd>
            <dt>{t('wagering.remaining')}</dt>
            <dd>{formatBalance(view.task.remaining)}</dd>
            <dt>{t('wagering.stateLabel')}</dt>
            <dd>{t(taskStateKey(view.task.state))}</dd>
            <dt>{t('wagering.created')}</dt>
            <dd>{formatKarachi(view.task.createTime)}</dd>
          </dl>
        </section>
      ) : (
        <>
          <div className="wagering-summary">
            <span>{t('wagering.remainingTotal')}</span>
            <strong data-testid="tasks-remaining">{formatBalance(remaining)}</strong>
          </div>
          <button type="button" className="link-button" onClick={() => setView({ kind: 'rules' })}>
            {t('wagering.rulesLink')}
          </button>
          {tasks.length === 0 ? (
            query.isFetching ? (
              <DotLoading color="primary" />
            ) : (
              <div className="wagering-empty">
                <img src={images.noData()} alt="" width={120} height={90} />
                <span>{t('records.noData')}</span>
              </div>
            )
          ) : (
            <ul className="wagering-list" aria-label={t('wagering.title')}>
              {tasks.map((task) => (
                <li key={task.id} className="wagering-task" data-testid="betting-task">
                  <div className="wagering-task__row">
                    <strong>
                      {t(rewardSourceKey(task.reason))} · <bdi>{formatBalance(task.money)}</bdi>
                    </strong>
                    <span className="wagering-task__multi">{formatMultiple(task.multi)}</span>
                    <TaskStateChip state={task.state} />
                  </div>
                  <ProgressBar percent={Math.min(100, task.progress)} text={`${Math.min(100, task.progress).toFixed(0)}%`} />
                  <div className="wagering-task__row wagering-task__small">
                    <span>
                      {t('wagering.validOf', { cur: formatBalance(task.curValue), req: formatBalance(task.money * task.multi) })}
                    </span>
                    <span>{t('wagering.remainingShort', { amount: formatBalance(task.remaining) })}</span>
                  </div>
                  <div className="wagering-task__actions">
                    <button type="button" className="link-button" onClick={() => setView({ kind: 'detail', task })}>
                      {t('wagering.details')}
                    </button>
                    {task.state !== 2 ? (
                      <button type="button" className="link-button link-button--solid" onClick={goBet}>
                        {t('wagering.goBet')}
                      </button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

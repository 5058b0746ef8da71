// /record (docs/requirements/wallet.md#6-records): Deposit, Withdraw, Bet and Report tabs, date filters (Asia/Karachi days,
// weeks from Monday), page-based infinite scroll (100 px, 200 ms) that stops under 20 rows.
import { datePresetRange, type DatePreset, type MoneyRecord } from '@khel/contracts/records-query';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money.ts';
import { moneyRecordsQueryOptions, type BetFilters, type MoneyRecordKind } from '../api/records-api.ts';
import { businessDay } from '@khel/contracts/business-day';
import { formatKarachi } from '../../../lib/karachi-date.ts';
import { BetFiltersBar, BetRecordList, ReportList } from './game-record-lists.tsx';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { initialRecordTab, rememberRecordTab, type RecordTab } from '../lib/record-preference.ts';
import './records.css';

export const DATE_PRESETS: readonly DatePreset[] = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'];
const TABS: readonly RecordTab[] = ['deposit', 'withdraw', 'bet', 'report'];

const ALL_BETS: BetFilters = { state: 'all', gameType: '', platform: '' };

interface RecordViewProps {
  /** Today's Asia/Karachi date, for tests; the real clock otherwise. */
  today?: string;
}

export function RecordView({ today }: RecordViewProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const [tab, setTab] = useState<RecordTab>(initialRecordTab);
  const [preset, setPreset] = useState<DatePreset>('today');
  const [clockToday] = useState(() => businessDay(Date.now()));
  const [filters, setFilters] = useState<BetFilters>(ALL_BETS);
  const day = today ?? clockToday;
  const range = datePresetRange(preset, day);
  const select = (next: RecordTab) => {
    setTab(next);
    rememberRecordTab(next);
  };
  return (
    <div className="records">
      <div className="records-tabs" role="tablist" aria-label={t('records.tabsLabel')}>
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={tab === key ? 'records-tabs__tab records-tabs__tab--active' : 'records-tabs__tab'}
            onClick={() => select(key)}
          >
            {t(`records.tabs.${key}`)}
          </button>
        ))}
      </div>
      <div className="records-dates" role="radiogroup" aria-label={t('records.datesLabel')}>
        {DATE_PRESETS.map((key) => (
          <button
            key={key}
            type="button"
            role="radio"
            aria-checked={preset === key}
            className={preset === key ? 'records-date records-date--active' : 'records-date'}
            onClick={() => setPreset(key)}
          >
            {t(`records.dates.${key}`)}
          </button>
        ))}
      </div>
      {tab === 'bet' ? <BetFiltersBar filters={filters} onChange={setFilters} /> : null}
      {tab === 'deposit' || tab === 'withdraw' ? (
        <MoneyRecordList key={`${tab}-${preset}`} kind={tab} preset={preset} today={day} />
      ) : tab === 'bet' ? (
        <BetRecordList key={`bet-${preset}-${JSON.stringify(filters)}`} {...range} filters={filters} />
      ) : (
        <ReportList key={`report-${preset}`} {...range} />
      )}
    </div>
  );
}

const STATE_CLASS: Record<string, string> = { paid: 'ok', failed: 'bad', expired: 'bad', rejected: 'bad' };

function MoneyRecordList({ kind, preset, today }: { kind: MoneyRecordKind; preset: DatePreset; today: string }) {
  const { t } = useTranslation(['ui', 'messages']);
  const { startDate, endDate } = datePresetRange(preset, today);
  const query = useInfiniteQuery(moneyRecordsQueryOptions(kind, startDate, endDate));
  return (
    <PagedList<MoneyRecord>
      query={query}
      label={t(`records.tabs.${kind}`)}
      render={(row) => (
        <li key={row.transId} className="record-row" data-testid="record-row">
          <div className="record-row__top">
            <strong className="record-row__amount">{formatBalance(row.payNum)}</strong>
            <span className={`record-state record-state--${STATE_CLASS[row.state] ?? 'wait'}`}>{t(`records.state.${row.state}`, { defaultValue: row.state })}</span>
          </div>
          <div className="record-row__meta">
            <span>{formatKarachi(row.createTime, 'timestamp')}</span>
            <span>
              {kind === 'deposit' ? t('records.bonus') : t('records.fee')} {formatBalance(row.rewardNum)}
            </span>
          </div>
          <div className="record-row__meta">
            <span>{row.channel}</span>
            <span className="record-row__trans">{row.transId}</span>
          </div>
        </li>
      )}
    />
  );
}

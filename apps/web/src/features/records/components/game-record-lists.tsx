// The Bet and Report tabs of /record (docs/requirements/wallet.md#6-records): bet rows with state / game type / platform
// filters, and settled rounds per day with the range's totals. Same paging as the money records:
// 20 a page, 100 px from the bottom (200 ms debounce), stops under 20, No Data when empty.
import type { BetRecord, ReportRow } from '@khel/contracts/endpoints/game-wallet-records';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBalance, formatSignedBalance } from '../../../lib/money.ts';
import { betRecordsQueryOptions, reportQueryOptions, reportTotalQueryOptions, type BetFilters } from '../api/records-api.ts';
import { formatKarachi } from '../../../lib/karachi-date.ts';
import { PagedList } from '../../../components/ui/paged-list.tsx';

export const BET_STATES = [
  { value: 'all', key: 'all' },
  { value: '0', key: 'unsettled' },
  { value: '1', key: 'settled' },
  { value: '-1', key: 'cancelled' },
] as const;
export const GAME_TYPES = ['slots', 'cards', 'fish', 'live', 'sports'] as const;
// The required platforms (docs/requirements/wallet.md#6-records) plus Khel's own games, which the server records under platform 'inhouse'.
export const PLATFORMS = ['inhouse', 'vn888', 'FaChai', 'CQ9', 'PG', 'JDB', 'JILI', 'EVO', '9WICKETS'] as const;
const platformLabel = (platform: string) => (platform === 'inhouse' ? 'Khel' : platform);

const STATE_KEY: Record<number, 'unsettled' | 'settled' | 'cancelled'> = { 0: 'unsettled', 1: 'settled', [-1]: 'cancelled' };

export function BetFiltersBar({ filters, onChange }: { filters: BetFilters; onChange: (next: BetFilters) => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  return (
    <div className="records-filters">
      <label>
        <span>{t('play.records.state')}</span>
        <select value={filters.state} onChange={(event) => onChange({ ...filters, state: event.target.value as BetFilters['state'] })}>
          {BET_STATES.map((state) => (
            <option key={state.value} value={state.value}>
              {t(`play.records.states.${state.key}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('play.records.gameType')}</span>
        <select value={filters.gameType} onChange={(event) => onChange({ ...filters, gameType: event.target.value })}>
          <option value="">{t('play.records.all')}</option>
          {GAME_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`play.records.types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('play.records.platform')}</span>
        <select value={filters.platform} onChange={(event) => onChange({ ...filters, platform: event.target.value })}>
          <option value="">{t('play.records.all')}</option>
          {PLATFORMS.map((platform) => (
            <option key={platform} value={platform}>
              {platformLabel(platform)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

export function BetRecordList({ startDate, endDate, filters }: { startDate: string; endDate: string; filters: BetFilters }) {
  const { t } = useTranslation(['ui', 'messages']);
  const query = useInfiniteQuery(betRecordsQueryOptions(startDate, endDate, filters));
  return (
    <PagedList<BetRecord>
      query={query}
      label={t('records.tabs.bet')}
      render={(row) => (
        <li key={row.round} className="record-row" data-testid="bet-row">
          <div className="record-row__top">
            <strong>{row.gameName}</strong>
            <span className={`record-state record-state--${row.state === 1 ? 'ok' : row.state === -1 ? 'bad' : 'wait'}`}>
              {t(`play.records.states.${STATE_KEY[row.state] ?? 'unsettled'}`)}
            </span>
          </div>
          <div className="record-row__meta">
            <span>{formatKarachi(row.time, 'timestamp')}</span>
            <span>{platformLabel(row.platform)}</span>
          </div>
          <div className="record-row__figures">
            <span>
              {t('play.records.betAmount')} <b data-testid="bet-row-bet">{formatBalance(row.betAmount)}</b>
            </span>
            <span>
              {t('play.records.winLose')}{' '}
              <b data-testid="bet-row-winlose" className={row.winLoseAmount > 0 ? 'record-plus' : row.winLoseAmount < 0 ? 'record-minus' : ''}>
                {formatSignedBalance(row.winLoseAmount)}
              </b>
            </span>
            <span>
              {t('play.records.validBet')} <b>{formatBalance(row.validAmount)}</b>
            </span>
          </div>
          <div className="record-row__meta">
            <span>{t('play.records.round')}</span>
            <span className="record-row__trans">{row.round}</span>
          </div>
          {row.platform === 'inhouse' ? (
            // Khel's own rounds are provably fair: the link opens the check with this round filled in.
            <Link className="record-row__verify" to={`/fair/verify?round=${encodeURIComponent(row.round)}`} data-testid="bet-row-verify">
              {t('play.records.verify')}
            </Link>
          ) : null}
        </li>
      )}
    />
  );
}

export function ReportList({ startDate, endDate }: { startDate: string; endDate: string }) {
  const { t } = useTranslation(['ui', 'messages']);
  const query = useInfiniteQuery(reportQueryOptions(startDate, endDate));
  const totals = useQuery(reportTotalQueryOptions(startDate, endDate));
  return (
    <>
      {totals.data ? (
        <div className="record-row record-row--totals" data-testid="report-totals">
          <div className="record-row__top">
            <strong>{t('play.records.totals')}</strong>
            <span>
              {t('play.records.round')}: {totals.data.rounds}
            </span>
          </div>
          <div className="record-row__figures">
            <span>
              {t('play.records.betAmount')} <b>{formatBalance(totals.data.betAmount)}</b>
            </span>
            <span>
              {t('play.records.winLose')} <b data-testid="report-total-winlose">{formatSignedBalance(totals.data.winLoseAmount)}</b>
            </span>
            <span>
              {t('play.records.validBet')} <b>{formatBalance(totals.data.validAmount)}</b>
            </span>
          </div>
        </div>
      ) : null}
      <PagedList<ReportRow>
        query={query}
        label={t('records.tabs.report')}
        render={(row) => (
          <li key={row.dateTeg} className="record-row" data-testid="report-row">
            <div className="record-row__top">
              <strong>{row.dateTeg}</strong>
              <span>
                {t('play.records.round')}: {row.rounds}
              </span>
            </div>
            <div className="record-row__figures">
              <span>
                {t('play.records.betAmount')} <b>{formatBalance(row.betAmount)}</b>
              </span>
              <span>
                {t('play.records.winLose')} <b>{formatSignedBalance(row.winLoseAmount)}</b>
              </span>
              <span>
                {t('play.records.validBet')} <b>{formatBalance(row.validAmount)}</b>
              </span>
            </div>
          </li>
        )}
      />
    </>
  );
}

// An event's markets: name, status, worst-case liability, own limits, result and actions; a row
// opens to its selections (odds, open bets, stakes and liability each).
import type { TradingMarket } from '@khel/contracts/admin/sportsbook';
import { Space, Table } from 'antd';
import { money } from '../../lib/format.ts';
import { LiabilityAmount } from './liability-amount.tsx';
import { limitText } from './limit-text.ts';
import { MarketActions } from './market-actions.tsx';
import { marketName, oddsText, selectionName, type Teams } from './market-names.ts';
import { resultText } from './market-result.ts';
import { AwaitingApprovalTag, MarketStatusTag, OperatorSuspendedTag } from './sportsbook-tags.tsx';

type Selection = TradingMarket['selections'][number];

function SelectionsTable({ market, teams }: { market: TradingMarket; teams: Teams }) {
  return (
    <Table<Selection>
      size="small"
      rowKey="id"
      pagination={false}
      aria-label={`Selections of ${marketName(market.kind, market.params, market.line)}`}
      dataSource={market.selections}
      columns={[
        { title: 'Selection', render: (_, s) => selectionName(s.key, teams, s.name) },
        { title: 'Odds', align: 'right', render: (_, s) => oddsText(s.odds) },
        { title: 'Result', render: (_, s) => s.result ?? '—' },
        { title: 'Open bets', align: 'right', dataIndex: 'bets' },
        { title: 'Stakes', align: 'right', render: (_, s) => money(s.stakes) },
        { title: 'Liability', align: 'right', render: (_, s) => <LiabilityAmount value={s.liability} /> },
      ]}
    />
  );
}

export function MarketsTable({ markets, teams, loading, onChanged }: { markets: TradingMarket[]; teams: Teams; loading: boolean; onChanged: () => void }) {
  return (
    <Table<TradingMarket>
      size="small"
      rowKey="id"
      loading={loading}
      pagination={false}
      aria-label="Markets"
      dataSource={markets}
      expandable={{ expandedRowRender: (m) => <SelectionsTable market={m} teams={teams} />, expandRowByClick: true }}
      columns={[
        { title: 'Market', render: (_, m) => <strong style={{ whiteSpace: 'nowrap' }}>{marketName(m.kind, m.params, m.line)}</strong> },
        {
          title: 'Status',
          render: (_, m) => (
            <Space size={0} wrap>
              <MarketStatusTag status={m.status} />
              {m.suspendedByOperator ? <OperatorSuspendedTag /> : null}
              {m.pendingSettlementId !== null ? <AwaitingApprovalTag /> : null}
            </Space>
          ),
        },
        { title: 'Liability (worst case)', align: 'right', render: (_, m) => <LiabilityAmount value={m.liability} /> },
        { title: 'Max stake / max payout', render: (_, m) => <span style={{ whiteSpace: 'nowrap' }}>{`${limitText(m.maxStake)} / ${limitText(m.maxPayout)}`}</span> },
        { title: 'Result', render: (_, m) => (m.result === null ? '—' : resultText(m.result, teams, new Map(m.selections.map((s) => [s.key, s.name])))) },
        { title: '', key: 'actions', render: (_, m) => <MarketActions market={m} teams={teams} onChanged={onChanged} /> },
      ]}
    />
  );
}

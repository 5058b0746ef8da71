// Liabilities to players: what players were owed at the end of each Asia/Karachi day
// (every balance, what pending withdrawals hold, the rest available), from the ledger; CSV.
import { DISPUTE_CSV_PATHS, liabilitiesReport, type LiabilityRow } from '@khel/contracts/admin/reports-disputes';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Typography } from 'antd';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { adminCall } from '../../lib/api.ts';
import { amount, useCsvDownload } from './report-cells.tsx';

const l = columnsFor<LiabilityRow>();
const columns: Columns<LiabilityRow> = [
  l.accessor('day', { header: 'Day (end of)' }),
  l.accessor('balance', amount('Owed to players')),
  l.accessor('held', amount('Held for withdrawals')),
  l.accessor('available', amount('Available to players')),
  l.accessor('change', amount('Change in the day')),
];

export function Liabilities({ range }: { range: { from: string; to: string } }) {
  const query = useQuery({ queryKey: ['report-liabilities', range], queryFn: () => adminCall(liabilitiesReport, range) });
  const download = useCsvDownload();
  return (
    <>
      <Flex justify="space-between" style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">Balances at the end of each day from the ledger; today shows the balances now.</Typography.Text>
        <Button onClick={() => download(DISPUTE_CSV_PATHS.liabilities, range, `liabilities-${range.from}-${range.to}.csv`)}>Export CSV</Button>
      </Flex>
      {query.error ? <Alert type="error" title={query.error.message} /> : null}
      <DataTable label="Liabilities to players" rows={query.data?.rows ?? []} columns={columns} rowId={(r) => r.day} loading={query.isFetching} />
    </>
  );
}

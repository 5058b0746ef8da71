// Players export: the players list as CSV for the registration days of the range (or
// all), with personal data only for roles holding players.export-personal. The server writes
// every export to the audit log.
import { PLAYER_EXPORT_HEADER, PLAYER_EXPORT_PERSONAL_HEADER, exportPlayers } from '@khel/contracts/admin/reports-exports';
import { PLAYER_STATUSES } from '@khel/contracts/admin/players';
import { Button, Checkbox, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useCan } from '../../lib/session.ts';
import { useCsvDownload } from './report-cells.tsx';

type Status = (typeof PLAYER_STATUSES)[number];

export function PlayersExport({ range }: { range: { from: string; to: string } }) {
  const can = useCan();
  const download = useCsvDownload();
  const [status, setStatus] = useState<Status | undefined>();
  const [inRange, setInRange] = useState(false);
  const [personal, setPersonal] = useState(false);
  const run = () =>
    download(
      exportPlayers.path,
      { status, ...(inRange ? range : {}), columns: personal ? 'personal' : 'standard' },
      `players${personal ? '-personal' : ''}${inRange ? `-${range.from}-${range.to}` : ''}.csv`,
    );
  return (
    <Flex vertical gap={12} style={{ maxWidth: 720 }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Columns: {PLAYER_EXPORT_HEADER.join(', ')}. Amounts in hundredths. Every export is recorded in the audit log with its filter.
      </Typography.Paragraph>
      <Flex gap={12} align="center">
        <Select<Status> aria-label="Status" placeholder="Any status" allowClear style={{ width: 160 }} options={PLAYER_STATUSES.map((value) => ({ value, label: value }))} onChange={(value) => setStatus(value ?? undefined)} />
        <Checkbox checked={inRange} onChange={(event) => setInRange(event.target.checked)}>
          Registered in {range.from} – {range.to}
        </Checkbox>
        {can('players.export-personal') ? (
          <Checkbox checked={personal} onChange={(event) => setPersonal(event.target.checked)}>
            Personal data ({PLAYER_EXPORT_PERSONAL_HEADER.join(', ')})
          </Checkbox>
        ) : null}
      </Flex>
      <div>
        <Button type="primary" onClick={run}>
          Export players CSV
        </Button>
      </div>
    </Flex>
  );
}

// Columns and the fairness panel of a round (contracts admin/reports-rounds.ts), shared by the round search
// and the player's Rounds tab. An
// in-house round shows its seed hash, client seed and nonce; the server seed appears only once the
// player's pair was rotated (the server never sends it before).
import type { AdminRound } from '@khel/contracts/admin/reports-rounds';
import { Descriptions, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { money, when } from '../lib/format.ts';
import { columnsFor, type Columns } from './data-table.tsx';

const col = columnsFor<AdminRound>();
const amount = (header: string) => ({ header: () => <div className="num">{header}</div>, cell: (c: { getValue: () => number }) => <div className="num">{money(c.getValue())}</div> });
const STATE_COLOR: Record<AdminRound['state'], string> = { open: 'blue', settled: 'green', cancelled: 'default' };

export function roundColumns(withPlayer: boolean): Columns<AdminRound> {
  return [
    col.accessor('roundId', { header: 'Round', cell: (c) => <span className="mono">{c.getValue()}</span> }),
    ...(withPlayer ? [col.accessor('showId', { header: 'Player', cell: (c) => <Link to={`/players/${c.row.original.playerId}`}>{c.getValue()}</Link> })] : []),
    col.accessor('gameName', { header: 'Game', cell: (c) => c.getValue() || c.row.original.gameId }),
    col.accessor('provider', { header: 'Provider', cell: (c) => `${c.getValue()} (${c.row.original.platform})` }),
    col.accessor('stake', amount('Stake')),
    col.accessor('win', amount('Win')),
    col.accessor('state', { header: 'State', cell: (c) => <Tag color={STATE_COLOR[c.getValue() as AdminRound['state']]}>{c.getValue()}</Tag> }),
    col.accessor('createdAt', { header: 'Started', cell: (c) => <span className="weak">{when(c.getValue())}</span> }),
    col.accessor('settledAt', { header: 'Settled', cell: (c) => <span className="weak">{when(c.getValue())}</span> }),
    col.accessor('fairness', { header: 'Fairness', cell: (c) => (c.getValue() ? <Tag color={c.getValue()!.serverSeed ? 'green' : 'gold'}>{c.getValue()!.serverSeed ? 'seed revealed' : 'seed not yet revealed'}</Tag> : '—') }),
  ];
}

const mono = (text: string) => (
  <Typography.Text className="mono" copyable>
    {text}
  </Typography.Text>
);

export function RoundDetail({ round }: { round: AdminRound }) {
  const f = round.fairness;
  return (
    <Descriptions bordered size="small" column={1} title={`Round ${round.roundId}`}>
      <Descriptions.Item label="Player">
        <Link to={`/players/${round.playerId}`}>{round.showId}</Link> (#{round.playerId})
      </Descriptions.Item>
      <Descriptions.Item label="Game">
        {round.gameName || round.gameId} · {round.provider} ({round.platform}) · {round.gameType}
      </Descriptions.Item>
      <Descriptions.Item label="Stake / win / valid bet">
        {money(round.stake)} / {money(round.win)} / {money(round.validBet)}
      </Descriptions.Item>
      <Descriptions.Item label="State">{round.state}</Descriptions.Item>
      <Descriptions.Item label="Started / settled">
        {when(round.createdAt)} / {when(round.settledAt)}
      </Descriptions.Item>
      {f ? (
        <>
          <Descriptions.Item label="Server seed hash (SHA-256)">{mono(f.serverSeedHash)}</Descriptions.Item>
          <Descriptions.Item label="Server seed">
            {f.serverSeed ? (
              <>
                {mono(f.serverSeed)} <span className="weak">revealed {when(f.revealedAt)}</span>
              </>
            ) : (
              <span className="weak">Not revealed yet: shown once the player rotates the seed pair.</span>
            )}
          </Descriptions.Item>
          <Descriptions.Item label="Client seed">{mono(f.clientSeed)}</Descriptions.Item>
          <Descriptions.Item label="Nonce">{f.nonce}</Descriptions.Item>
          <Descriptions.Item label="Outcome">{f.outcome ? <pre style={{ margin: 0, maxHeight: 240, overflow: 'auto' }}>{JSON.stringify(f.outcome, null, 2)}</pre> : '—'}</Descriptions.Item>
        </>
      ) : null}
    </Descriptions>
  );
}

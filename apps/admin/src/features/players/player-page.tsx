// The player view: profile, balance and holds, VIP, protection state (break, freeze,
// reality check, deposit limits, KYC, AML), the withdrawal account, and the lists in tabs.
import { getPlayer, type PlayerDetail } from '@khel/contracts/admin/players';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Col, Descriptions, Row, Skeleton, Statistic, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { adminCall } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { PlayerActions } from './player-actions.tsx';
import { PlayerTabs } from './player-tabs.tsx';

const RESTRICTION_LABEL: Record<string, string> = { timeout: 'Time-out', self_exclusion: 'Self-exclusion', operator_exclusion: 'Operator exclusion' };

function Protection({ detail }: { detail: PlayerDetail }) {
  const p = detail.protection;
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label="Break">
        {p.restriction ? `${RESTRICTION_LABEL[p.restriction.kind] ?? p.restriction.kind} (${p.restriction.period}) ${p.restriction.endsAt ? `until ${when(p.restriction.endsAt)}` : 'no end date'}${p.restriction.state === 'active' ? '' : ` — ${p.restriction.state}`}` : 'None'}
      </Descriptions.Item>
      <Descriptions.Item label="Frozen">{p.frozen ? `Since ${when(p.frozen.since)} by ${p.frozen.by ?? '—'}: ${p.frozen.reason}` : 'No'}</Descriptions.Item>
      <Descriptions.Item label="Reality check">{p.realityCheckMinutes === 0 ? 'Off' : `Every ${p.realityCheckMinutes} min`}</Descriptions.Item>
      <Descriptions.Item label="Limits">
        <Link to={`/players/${detail.profile.id}/limits`}>Loss, wager, session and deposit limits</Link>
      </Descriptions.Item>
      <Descriptions.Item label="Deposit limits">
        {p.depositLimits.map((l) => (
          <div key={l.period}>
            {l.period}: {l.amount === null ? 'none' : money(l.amount)} (used {money(l.used)}){l.pending ? ` → ${l.pending.amount === null ? 'none' : money(l.pending.amount)} from ${when(l.pending.effectiveAt)}` : ''}
          </div>
        ))}
      </Descriptions.Item>
      <Descriptions.Item label="KYC">
        <StateTag state={p.kyc} />
      </Descriptions.Item>
      <Descriptions.Item label="AML">{p.amlOpenFlags > 0 ? <Link to={`/aml?playerId=${detail.profile.id}`}><Tag color="red">{p.amlOpenFlags} open flags</Tag></Link> : 'No open flag'}</Descriptions.Item>
    </Descriptions>
  );
}

export default function PlayerPage() {
  const id = Number(useParams()['id']);
  const queryClient = useQueryClient();
  const key = ['player', id];
  const query = useQuery({ queryKey: key, queryFn: () => adminCall(getPlayer, { id }), enabled: Number.isSafeInteger(id) && id > 0 });
  if (query.error) return <Alert type="error" title={query.error.message} />;
  if (!query.data) return <Skeleton active />;
  const d = query.data;
  const refresh = (next?: PlayerDetail) => {
    if (next) queryClient.setQueryData(key, next);
    void queryClient.invalidateQueries({ queryKey: key });
  };

  return (
    <>
      <PageHeader
        title={
          <>
            Player {d.profile.id} <span className="mono" style={{ fontSize: 16, opacity: 0.6 }}>show {d.profile.showId}</span> <StateTag state={d.profile.status === 'blocked' ? 'blocked' : 'active'} />
          </>
        }
        extra={<PlayerActions detail={d} onChange={refresh} />}
      />
      {d.profile.status === 'blocked' ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title="Frozen: this player cannot log in, play or deposit." /> : null}
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col span={4}><Card size="small"><Statistic title="Balance" value={money(d.balance.balance)} /></Card></Col>
        <Col span={4}><Card size="small"><Statistic title="Held (withdrawals)" value={money(d.balance.held)} /></Card></Col>
        <Col span={4}><Card size="small"><Statistic title="Available" value={money(d.balance.available)} /></Card></Col>
        <Col span={4}><Card size="small"><Statistic title="Withdrawable" value={money(d.balance.withdrawable)} /></Card></Col>
        <Col span={4}><Card size="small"><Statistic title="VIP" value={`VIP${d.profile.vip}`} /></Card></Col>
        <Col span={4}><Card size="small"><Statistic title="VIP experience" value={d.profile.vipExperience} /></Card></Col>
      </Row>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col span={12}>
          <Card size="small" title="Profile">
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label="Account">{d.profile.account ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Phone">{d.profile.phone ? `+92 ${d.profile.phone}` : '—'}</Descriptions.Item>
              <Descriptions.Item label="Email">{d.profile.email ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Nickname">{d.profile.name}</Descriptions.Item>
              <Descriptions.Item label="Registered">{when(d.profile.createdAt)}</Descriptions.Item>
              <Descriptions.Item label="Invited by">{d.profile.inviterId ? <Link to={`/players/${d.profile.inviterId}`}>{d.profile.inviterId}</Link> : '—'}</Descriptions.Item>
              <Descriptions.Item label="Withdrawal account">
                {d.withdrawalAccount ? `${d.withdrawalAccount.bankName} ${d.withdrawalAccount.cardNo} · ${d.withdrawalAccount.name} · CNIC …${d.withdrawalAccount.cnicLast4}` : 'Not bound'}
              </Descriptions.Item>
              <Descriptions.Item label="Pending holds">{d.holds.length === 0 ? 'None' : d.holds.map((h) => `${money(h.amount)} since ${when(h.createdAt)}`).join('; ')}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col span={12}>
          <Card size="small" title="Player protection">
            <Protection detail={d} />
          </Card>
        </Col>
      </Row>
      <Card size="small">
        <PlayerTabs detail={d} />
      </Card>
    </>
  );
}

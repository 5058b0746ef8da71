// One withdrawal in full (a click on its queue row), with the player's open AML case: while there
// is one, approval is refused until compliance resolves it.
import { AML_RULE_NAMES } from '@khel/contracts/admin/aml';
import type { AdminWithdrawal } from '@khel/contracts/admin/withdrawals';
import { Alert, Descriptions, Drawer, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { StateTag } from '../../components/state-tag.tsx';
import { money, when } from '../../lib/format.ts';
import { useCan } from '../../lib/session.ts';

export function AmlCaseAlert({ amlCase }: { amlCase: NonNullable<AdminWithdrawal['amlCase']> }) {
  const can = useCan();
  const title = `Open AML case #${amlCase.id}: approval is blocked until compliance resolves it`;
  return (
    <Alert
      type="error"
      showIcon
      title={can('aml.review') ? <Link to={`/aml?caseId=${amlCase.id}`}>{title}</Link> : title}
      description={
        <Space size={4} wrap>
          {amlCase.findings} findings since {when(amlCase.openedAt)}:
          {amlCase.rules.map((rule) => (
            <Tag key={rule} color="red">
              {AML_RULE_NAMES[rule]}
            </Tag>
          ))}
        </Space>
      }
    />
  );
}

export function WithdrawalDetail({ withdrawal: w, actions, onClose }: { withdrawal: AdminWithdrawal | null; actions: (w: AdminWithdrawal) => React.ReactNode; onClose: () => void }) {
  return (
    <Drawer open={w !== null} onClose={onClose} size="large" title={w ? `Withdrawal W${w.id}` : ''}>
      {w ? (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {w.amlCase ? <AmlCaseAlert amlCase={w.amlCase} /> : null}
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Player">
              <Link to={`/players/${w.playerId}`}>{w.playerId}</Link>
            </Descriptions.Item>
            <Descriptions.Item label="Amount">{money(w.amount)}</Descriptions.Item>
            <Descriptions.Item label="Fee">{money(w.fee)}</Descriptions.Item>
            <Descriptions.Item label="To">
              {w.channel} · <span className="mono">{w.cardNo}</span> · {w.accountName}
            </Descriptions.Item>
            <Descriptions.Item label="State">
              <StateTag state={w.state} />
            </Descriptions.Item>
            <Descriptions.Item label="Requested">{when(w.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="Last change">{when(w.updatedAt)}</Descriptions.Item>
            <Descriptions.Item label="AML">{w.amlCase ? <Tag color="red">case #{w.amlCase.id} open</Tag> : 'No open case'}</Descriptions.Item>
            <Descriptions.Item label="Approved by">{w.approvedBy === null ? (w.autoApproved ? 'automatic' : '—') : `#${w.approvedBy}`}</Descriptions.Item>
            <Descriptions.Item label="Paid by">{w.paidBy === null ? '—' : `#${w.paidBy}`}</Descriptions.Item>
            <Descriptions.Item label="Payout">{[w.payoutProvider, w.payoutReference].filter(Boolean).join(' · ') || '—'}</Descriptions.Item>
            <Descriptions.Item label="Note">{w.note || '—'}</Descriptions.Item>
          </Descriptions>
          {actions(w)}
        </Space>
      ) : null}
    </Drawer>
  );
}

// Identity reviews: the queue oldest first; opening one shows the CNIC (the reading is
// audited) and whether it matches the withdrawal account's; verify, or reject with a reason the
// player sees. Other players sharing the CNIC, phone or device are listed; verifying a CNIC verified
// on another open account needs the override with a note. Closed accounts below.
import { KYC_REVIEW_STATES, getKyc, listKyc, reviewKyc, type KycItem } from '@khel/contracts/admin/kyc';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Descriptions, Drawer, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { KeysetPager } from '../../components/keyset-pager.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { useKeyset } from '../../components/use-keyset.ts';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { ClosuresPanel } from './closures-panel.tsx';
import { IdentityPhotos } from './identity-photos.tsx';

const col = columnsFor<KycItem>();
const columns: Columns<KycItem> = [
  col.accessor('id', { header: '#' }),
  col.accessor('playerId', { header: 'Player', cell: (c) => <Link to={`/players/${c.getValue()}`} onClick={(e) => e.stopPropagation()}>{c.getValue()}</Link> }),
  col.accessor('fullName', { header: 'Full name' }),
  col.accessor('cnicLast4', { header: 'CNIC', cell: (c) => <span className="mono">…{c.getValue()}</span> }),
  col.accessor('dateOfBirth', { header: 'Born' }),
  col.accessor('state', { header: 'State', cell: (c) => <StateTag state={c.getValue()} /> }),
  col.accessor('submittedAt', { header: 'Submitted', cell: (c) => <span className="weak">{when(c.getValue())}</span> }),
];

/** A warning naming the other players (links to their pages), or nothing. */
function Links({ label, ids }: { label: string; ids: number[] }) {
  if (ids.length === 0) return null;
  return (
    <Alert
      type="warning"
      style={{ marginTop: 8 }}
      title={
        <>
          {label}{' '}
          {ids.map((other) => (
            <Link key={other} to={`/players/${other}`} style={{ marginRight: 8 }}>
              {other}
            </Link>
          ))}
        </>
      }
    />
  );
}

function Review({ id, onClose }: { id: number; onClose: () => void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [override, setOverride] = useState(false);
  const [dateOfBirth, setDateOfBirth] = useState('');
  const detail = useQuery({ queryKey: ['kyc-detail', id], queryFn: () => adminCall(getKyc, { id }) });
  const decide = async (decision: 'verified' | 'rejected') => {
    try {
      const corrected = decision === 'verified' && dateOfBirth.trim() !== '' ? { dateOfBirth: dateOfBirth.trim() } : {};
      const reviewed = await adminCall(reviewKyc, { id, decision, note, override, ...corrected });
      notify.ok(reviewed.accountClosed ? 'Identity verified: under 18, the account is closed for compliance review' : decision === 'verified' ? 'Identity verified' : 'Identity rejected');
      void queryClient.invalidateQueries({ queryKey: ['kyc'] });
      onClose();
    } catch (error) {
      notify.fail(error);
    }
  };
  const d = detail.data;
  return (
    <Drawer open title={`Identity #${id}`} size="large" onClose={onClose}>
      {d ? (
        <>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="Player"><Link to={`/players/${d.playerId}`}>{d.playerId}</Link></Descriptions.Item>
            <Descriptions.Item label="Full name">{d.fullName}</Descriptions.Item>
            <Descriptions.Item label="CNIC"><span className="mono">{d.cnic.replace(/^(\d{5})(\d{7})(\d)$/, '$1-$2-$3')}</span></Descriptions.Item>
            <Descriptions.Item label="Date of birth">{d.dateOfBirth}</Descriptions.Item>
            <Descriptions.Item label="Withdrawal account">
              {d.withdrawalAccount ? (
                <>
                  {d.withdrawalAccount.name} ({d.withdrawalAccount.bankName}){' '}
                  {d.withdrawalAccount.cnicMatches ? <Tag color="green">same CNIC</Tag> : <Tag color="red">different CNIC</Tag>}
                </>
              ) : (
                'Not bound'
              )}
            </Descriptions.Item>
            <Descriptions.Item label="State"><StateTag state={d.state} /> {d.reviewNote}</Descriptions.Item>
            <Descriptions.Item label="Photos">
              <IdentityPhotos submissionId={id} kinds={d.documents.map((doc) => doc.kind)} />
            </Descriptions.Item>
          </Descriptions>
          <Links label="CNIC verified on" ids={d.warnings.cnicVerifiedOn} />
          <Links label="Same phone as" ids={d.warnings.phoneSharedWith} />
          <Links label="Same device as" ids={d.warnings.deviceSharedWith} />
          {d.state === 'pending' ? (
            <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
              <label htmlFor="kyc-note">Note (required to reject; the player sees it)</label>
              <Input.TextArea id="kyc-note" rows={2} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
              <label htmlFor="kyc-dob">Date of birth on the document, if it differs (YYYY-MM-DD; under 18 closes the account)</label>
              <Input id="kyc-dob" style={{ width: 200 }} placeholder={d.dateOfBirth} value={dateOfBirth} onChange={(event) => setDateOfBirth(event.target.value)} />
              {d.warnings.cnicVerifiedOn.length > 0 ? (
                <Checkbox checked={override} onChange={(event) => setOverride(event.target.checked)}>
                  Override: verify although this CNIC is verified on another account (the note is required and audited)
                </Checkbox>
              ) : null}
              <Space>
                <Button type="primary" disabled={override && note.trim() === ''} onClick={() => void decide('verified')}>
                  Verify
                </Button>
                <Button danger disabled={note.trim() === ''} onClick={() => void decide('rejected')}>
                  Reject
                </Button>
              </Space>
            </Space>
          ) : null}
        </>
      ) : detail.error ? (
        <Alert type="error" title={detail.error.message} />
      ) : null}
    </Drawer>
  );
}

export default function KycPage() {
  const [state, setState] = useState<(typeof KYC_REVIEW_STATES)[number] | undefined>('pending');
  const [open, setOpen] = useState<number | null>(null);
  const list = useKeyset('kyc', { state }, (input) => adminCall(listKyc, input));
  return (
    <>
      <PageHeader title="Identity verification (KYC)">Withdrawals above the threshold in ProtectionConf need a verified identity. Opening a submission is audited.</PageHeader>
      <Select
        aria-label="State"
        style={{ width: 160, marginBottom: 12 }}
        value={state ?? 'all'}
        options={[{ value: 'all', label: 'All states' }, ...KYC_REVIEW_STATES.map((s) => ({ value: s, label: s }))]}
        onChange={(value) => setState(value === 'all' ? undefined : (value as typeof state))}
      />
      <DataTable label="Identity submissions" rows={list.items} columns={columns} rowId={(k) => String(k.id)} loading={list.isFetching} onRowClick={(k) => setOpen(k.id)} />
      <KeysetPager page={list.page} hasNext={list.hasNext} onFirst={list.first} onPrevious={list.previous} onNext={list.next} />
      {open !== null ? <Review id={open} onClose={() => setOpen(null)} /> : null}
      <ClosuresPanel />
    </>
  );
}

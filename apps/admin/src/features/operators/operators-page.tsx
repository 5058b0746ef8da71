// Operators and roles (admin only): create one (the admin gets only a one-time
// setup link; the operator sets their own password and TOTP), change a role, disable (its sessions
// end), ask for a password+TOTP reset that a second admin carries out (again only a setup link).
import { OPERATOR_ROLES, type OperatorRole } from '@khel/contracts/admin/operators-roles';
import { activateOperator, createOperator, decideOperatorReset, listOperatorResets, listOperators, requestOperatorReset, updateOperator, type OperatorReset, type OperatorView } from '@khel/contracts/admin/operators';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';

const ROLE_HELP: Record<OperatorRole, string> = {
  admin: 'everything, including config, mail and operators',
  finance: 'withdrawals, deposits, adjustments, gift codes, reports',
  support: 'finds players, notes, freezes; moves no money',
  compliance: 'KYC, AML, freezes, reports, audit log; moves no money',
};

const col = columnsFor<OperatorView>();

function stateOf(operator: OperatorView): string {
  if (operator.status !== 'active') return operator.status;
  if (operator.setupPending) return 'setup pending';
  return operator.awaitingActivation ? 'awaiting activation' : 'active';
}

export default function OperatorsPage() {
  const me = useSession()?.me;
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['operators'], queryFn: () => adminCall(listOperators, {}) });
  const [creating, setCreating] = useState(false);
  const resets = useQuery({ queryKey: ['operators', 'resets'], queryFn: () => adminCall(listOperatorResets, {}) });
  const [setupLink, setSetupLink] = useState<{ username: string; link: string; expiresAt: string } | null>(null);
  const [form] = Form.useForm<{ username: string; role: OperatorRole }>();
  const role = Form.useWatch('role', form) ?? 'support';
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['operators'] });
  const showSetup = (username: string, code: { setupCode: string; expiresAt: string }) =>
    setSetupLink({ username, link: `${window.location.origin}${import.meta.env.BASE_URL}#setup=${code.setupCode}`, expiresAt: code.expiresAt });

  const activate = async (target: OperatorView) => {
    try {
      await adminCall(activateOperator, { id: target.id });
      notify.ok(`${target.username} can sign in now`);
      refresh();
    } catch (error) {
      notify.fail(error);
    }
  };
  const askReset = async (target: OperatorView) => {
    const reason = window.prompt(`Why reset the password and authenticator of ${target.username}?`);
    if (!reason) return;
    try {
      await adminCall(requestOperatorReset, { id: target.id, reason });
      notify.ok('Reset requested: a second admin carries it out');
      refresh();
    } catch (error) {
      notify.fail(error);
    }
  };
  const decide = async (reset: OperatorReset, approve: boolean) => {
    try {
      const result = await adminCall(decideOperatorReset, { id: reset.id, approve });
      if (result.setupCode && result.expiresAt) showSetup(reset.operator, { setupCode: result.setupCode, expiresAt: result.expiresAt });
      else notify.ok('Reset rejected');
      refresh();
    } catch (error) {
      notify.fail(error);
    }
  };

  const update = async (id: number, change: { role?: OperatorRole; status?: 'active' | 'disabled' }) => {
    try {
      await adminCall(updateOperator, { id, ...change });
      notify.ok('Saved');
      refresh();
    } catch (error) {
      notify.fail(error);
    }
  };
  const create = async (values: { username: string; role: OperatorRole }) => {
    try {
      const created = await adminCall(createOperator, values);
      setCreating(false);
      form.resetFields();
      showSetup(created.operator.username, created);
      refresh();
    } catch (error) {
      notify.fail(error);
    }
  };

  const columns: Columns<OperatorView> = [
    col.accessor('id', { header: '#' }),
    col.accessor('username', { header: 'Username', cell: (c) => <strong>{c.getValue()}</strong> }),
    col.accessor('role', {
      header: 'Role',
      cell: (c) => (
        <Select<OperatorRole>
          aria-label={`Role of ${c.row.original.username}`}
          size="small"
          style={{ width: 130 }}
          value={c.getValue()}
          options={OPERATOR_ROLES.map((role) => ({ value: role, label: role }))}
          onChange={(role) => void update(c.row.original.id, { role })}
        />
      ),
    }),
    col.accessor('status', { header: 'Status', cell: (c) => <StateTag state={stateOf(c.row.original)} /> }),
    col.accessor('createdBy', { header: 'Invited by', cell: (c) => <span className="weak">{c.getValue() ?? 'CLI'}</span> }),
    col.accessor('lastLoginAt', { header: 'Last login', cell: (c) => <span className="weak">{when(c.getValue())}</span> }),
    col.accessor('createdAt', { header: 'Created', cell: (c) => <span className="weak">{when(c.getValue())}</span> }),
    col.display({
      id: 'actions',
      header: '',
      cell: (c) =>
        c.row.original.id === me?.operatorId ? (
          <span className="weak">you</span>
        ) : c.row.original.awaitingActivation && c.row.original.status === 'active' ? (
          // Four eyes on access: whoever invited an operator held their setup code.
          <Button
            size="small"
            type="primary"
            disabled={c.row.original.createdBy === me?.username}
            title={c.row.original.createdBy === me?.username ? 'You invited this operator: a second admin activates them' : undefined}
            onClick={() => void activate(c.row.original)}
          >
            Activate
          </Button>
        ) : c.row.original.status === 'active' ? (
          <Space>
            <Button size="small" onClick={() => void askReset(c.row.original)}>
              Reset password + TOTP
            </Button>
            <Button size="small" danger onClick={() => void update(c.row.original.id, { status: 'disabled' })}>
              Disable
            </Button>
          </Space>
        ) : (
          <Button size="small" onClick={() => void update(c.row.original.id, { status: 'active' })}>
            Enable
          </Button>
        ),
    }),
  ];

  return (
    <>
      <PageHeader title="Operators and roles" extra={<Button type="primary" onClick={() => setCreating(true)}>New operator</Button>}>
        {OPERATOR_ROLES.map((role) => `${role}: ${ROLE_HELP[role]}`).join(' · ')}
      </PageHeader>
      <DataTable label="Operators" rows={query.data?.items ?? []} columns={columns} rowId={(o) => String(o.id)} loading={query.isFetching} />
      {(resets.data?.items.length ?? 0) > 0 ? (
        <Alert
          type="info"
          style={{ marginTop: 16 }}
          title="Resets waiting for a second admin"
          description={
            <Space direction="vertical">
              {resets.data!.items.map((reset) => (
                <Space key={reset.id} data-testid={`reset-${reset.operator}`}>
                  <span>
                    <strong>{reset.operator}</strong>, asked by {reset.requester}: {reset.reason}
                  </span>
                  {reset.requestedBy === me?.operatorId || reset.operatorId === me?.operatorId ? (
                    <span className="weak">needs another admin</span>
                  ) : (
                    <>
                      <Button size="small" type="primary" onClick={() => void decide(reset, true)}>
                        Carry out
                      </Button>
                      <Button size="small" onClick={() => void decide(reset, false)}>
                        Reject
                      </Button>
                    </>
                  )}
                </Space>
              ))}
            </Space>
          }
        />
      ) : null}
      <Modal open={creating} title="New operator" okText="Create" onOk={() => form.submit()} onCancel={() => setCreating(false)} destroyOnHidden>
        <Form form={form} layout="vertical" initialValues={{ role: 'support' }} onFinish={(values) => void create(values)}>
          <Form.Item name="username" label="Username" rules={[{ required: true, pattern: /^[a-z][a-z0-9._-]{2,31}$/, message: '3–32 of a-z 0-9 . _ -, starting with a letter' }]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="role" label="Role" extra={ROLE_HELP[role]}>
            <Select options={OPERATOR_ROLES.map((role) => ({ value: role, label: role }))} />
          </Form.Item>
        </Form>
      </Modal>
      {/* destroyOnHidden: a closed modal would otherwise keep the link in the page */}
      <Modal
        open={setupLink !== null}
        title={`${setupLink?.username ?? ''}: setup link`}
        footer={<Button onClick={() => setSetupLink(null)}>Done</Button>}
        onCancel={() => setSetupLink(null)}
        destroyOnHidden
      >
        <Alert
          type="warning"
          showIcon
          title="Shown once. Give it to the operator over a safe channel: they choose their own password and enrol their authenticator with it. It works once and expires."
          style={{ marginBottom: 12 }}
        />
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text className="mono" copyable data-testid="setup-link" style={{ wordBreak: 'break-all' }}>
            {setupLink?.link}
          </Typography.Text>
          <Typography.Text type="secondary">Expires {when(setupLink?.expiresAt ?? null)}</Typography.Text>
        </Space>
      </Modal>
    </>
  );
}

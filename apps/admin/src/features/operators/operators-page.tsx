// Operators and roles (admin only, issue #11): create one (its TOTP secret and otpauth:// link are
// shown once, to put in an authenticator app), change a role, disable (its sessions end).
import { OPERATOR_ROLES, type OperatorRole } from '@khel/contracts/admin/roles';
import { createOperator, listOperators, updateOperator, type OperatorView } from '@khel/contracts/admin/operators';
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

export default function OperatorsPage() {
  const me = useSession()?.me;
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['operators'], queryFn: () => adminCall(listOperators, {}) });
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ username: string; totpSecret: string; otpauthUrl: string } | null>(null);
  const [form] = Form.useForm<{ username: string; password: string; role: OperatorRole }>();
  const role = Form.useWatch('role', form) ?? 'support';
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['operators'] });

  const update = async (id: number, change: { role?: OperatorRole; status?: 'active' | 'disabled' }) => {
    try {
      await adminCall(updateOperator, { id, ...change });
      notify.ok('Saved');
      refresh();
    } catch (error) {
      notify.fail(error);
    }
  };
  const create = async (values: { username: string; password: string; role: OperatorRole }) => {
    try {
      const created = await adminCall(createOperator, values);
      setCreating(false);
      form.resetFields();
      setSecret({ username: created.operator.username, totpSecret: created.totpSecret, otpauthUrl: created.otpauthUrl });
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
    col.accessor('status', { header: 'Status', cell: (c) => <StateTag state={c.getValue()} /> }),
    col.accessor('lastLoginAt', { header: 'Last login', cell: (c) => <span className="weak">{when(c.getValue())}</span> }),
    col.accessor('createdAt', { header: 'Created', cell: (c) => <span className="weak">{when(c.getValue())}</span> }),
    col.display({
      id: 'actions',
      header: '',
      cell: (c) =>
        c.row.original.id === me?.operatorId ? (
          <span className="weak">you</span>
        ) : c.row.original.status === 'active' ? (
          <Button size="small" danger onClick={() => void update(c.row.original.id, { status: 'disabled' })}>
            Disable
          </Button>
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
      <Modal open={creating} title="New operator" okText="Create" onOk={() => form.submit()} onCancel={() => setCreating(false)} destroyOnHidden>
        <Form form={form} layout="vertical" initialValues={{ role: 'support' }} onFinish={(values) => void create(values)}>
          <Form.Item name="username" label="Username" rules={[{ required: true, pattern: /^[a-z][a-z0-9._-]{2,31}$/, message: '3–32 of a-z 0-9 . _ -, starting with a letter' }]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="password" label="Password" rules={[{ required: true, min: 12, message: 'At least 12 characters' }]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="role" label="Role" extra={ROLE_HELP[role]}>
            <Select options={OPERATOR_ROLES.map((role) => ({ value: role, label: role }))} />
          </Form.Item>
        </Form>
      </Modal>
      {/* destroyOnHidden: a closed modal would otherwise keep the secret in the page */}
      <Modal
        open={secret !== null}
        title={`${secret?.username ?? ''}: authenticator setup`}
        footer={<Button onClick={() => setSecret(null)}>Done</Button>}
        onCancel={() => setSecret(null)}
        destroyOnHidden
      >
        <Alert type="warning" showIcon title="Shown once. Give it to the operator over a safe channel; it is not stored anywhere you can read it again." style={{ marginBottom: 12 }} />
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>TOTP secret</Typography.Text>
          <Typography.Text className="mono" copyable>
            {secret?.totpSecret}
          </Typography.Text>
          <Typography.Text>otpauth link (most authenticator apps import it)</Typography.Text>
          <Typography.Text className="mono" copyable style={{ wordBreak: 'break-all' }}>
            {secret?.otpauthUrl}
          </Typography.Text>
        </Space>
      </Modal>
    </>
  );
}

// First sign-in (or after a reset): the operator opens the one-time setup link or types its code,
// scans the TOTP secret shown only to them, chooses their own password and proves the secret with
// a current code. The admin who issued the code never sees the password or the secret.
import { SetupFinishReply, SetupStartReply } from '@khel/contracts/admin/operators';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';

interface Secret {
  username: string;
  totpSecret: string;
  otpauthUrl: string;
}

/** The server's refusal message, or a network message; success bodies have no `code`. */
async function call<T>(url: string, body: object, parse: (value: unknown) => T): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    throw new Error('The server cannot be reached.');
  }
  const json = (await response.json().catch(() => null)) as { code?: number; msg?: string; issues?: { message: string }[] } | null;
  if (response.status === 429) throw new Error('Too many attempts: wait a few minutes.');
  if (!response.ok || (json && typeof json.code === 'number' && json.code !== 0)) {
    throw new Error(json?.issues?.[0]?.message ?? json?.msg ?? `HTTP ${response.status}`);
  }
  return parse(json);
}

export function SetupPage({ initialCode, onDone }: { initialCode: string; onDone: (done: { username: string; awaitingActivation: boolean }) => void }) {
  const [setupCode, setSetupCode] = useState(initialCode);
  const [secret, setSecret] = useState<Secret | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };
  const start = () => run(async () => setSecret(await call('/admin/api/setup/start', { setupCode }, (v) => SetupStartReply.parse(v))));
  const finish = (values: { password: string; code: string }) =>
    run(async () => onDone(await call('/admin/api/setup/finish', { setupCode, ...values }, (v) => SetupFinishReply.parse(v))));

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: 'linear-gradient(135deg, #0b1a33, #1f6feb)' }}>
      <Card style={{ width: 480 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Set up your operator account
        </Typography.Title>
        {error ? <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} /> : null}
        {secret === null ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Paragraph type="secondary">Enter the one-time setup code an admin gave you. It works once, for 24 hours.</Typography.Paragraph>
            <Input aria-label="Setup code" value={setupCode} onChange={(e) => setSetupCode(e.target.value.trim())} autoComplete="off" />
            <Button type="primary" block loading={busy} disabled={setupCode.length < 16} onClick={() => void start()}>
              Continue
            </Button>
          </Space>
        ) : (
          <Form<{ password: string; code: string }> layout="vertical" requiredMark={false} onFinish={(values) => void finish(values)}>
            <Typography.Paragraph>
              Operator <strong data-testid="setup-username">{secret.username}</strong>: add this secret to your authenticator app. Only you see it.
            </Typography.Paragraph>
            <Typography.Text>TOTP secret</Typography.Text>
            <Typography.Paragraph className="mono" copyable data-testid="setup-secret">
              {secret.totpSecret}
            </Typography.Paragraph>
            <Typography.Text>otpauth link (most authenticator apps import it)</Typography.Text>
            <Typography.Paragraph className="mono" copyable style={{ wordBreak: 'break-all' }}>
              {secret.otpauthUrl}
            </Typography.Paragraph>
            <Form.Item label="Your new password" name="password" rules={[{ required: true, min: 12, message: 'At least 12 characters' }]}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item label="Authenticator code" name="code" rules={[{ required: true, pattern: /^\d{6}$/, message: 'The code has 6 digits' }]}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              Finish setup
            </Button>
          </Form>
        )}
      </Card>
    </div>
  );
}

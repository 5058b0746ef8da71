// Operator login: username, password and the 6-digit code of the authenticator app (TOTP). The
// server accepts each code once and rate-limits attempts.
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { OperatorLoginReply } from '@khel/contracts/admin/operators';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { AdminApiError, send } from '../../lib/api.ts';
import { session } from '../../lib/session.ts';
import { SetupPage } from './setup-page.tsx';

// A setup link is /admin/#setup=<code>: the fragment never reaches the server's logs.
const SETUP_PREFIX = '#setup=';
const setupCodeInUrl = () => (window.location.hash.startsWith(SETUP_PREFIX) ? window.location.hash.slice(SETUP_PREFIX.length) : null);

interface Values {
  username: string;
  password: string;
  code: string;
}

export function LoginPage() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [setupCode, setSetupCode] = useState<string | null>(setupCodeInUrl);
  const [ready, setReady] = useState<{ username: string; awaitingActivation: boolean } | null>(null);
  const readyUser = ready?.username ?? null;

  const submit = async (values: Values) => {
    setBusy(true);
    setError(null);
    try {
      const response = await send('/admin/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(values) });
      session.start(OperatorLoginReply.parse(await response.json()).token);
    } catch (caught) {
      const status = caught instanceof AdminApiError ? caught.status : 0;
      setError(status === 401 ? 'Wrong username, password or code. A code works once: wait for the next one.' : status === 429 ? 'Too many attempts: wait a few minutes.' : 'The server cannot be reached.');
    } finally {
      setBusy(false);
    }
  };

  if (setupCode !== null) {
    return (
      <SetupPage
        initialCode={setupCode}
        onDone={(done) => {
          window.history.replaceState(null, '', window.location.pathname);
          setSetupCode(null);
          setReady(done);
        }}
      />
    );
  }

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: 'linear-gradient(135deg, #0b1a33, #1f6feb)' }}>
      <Card style={{ width: 400 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Khel back-office
        </Typography.Title>
        <Typography.Paragraph type="secondary">Sign in with your operator account and the code from your authenticator app.</Typography.Paragraph>
        {ready ? (
          <Alert
            type="success"
            title={
              ready.awaitingActivation
                ? `Account ${ready.username} is set up. A second admin (not the one who invited you) must activate it before you can sign in.`
                : `Account ${ready.username} is set up: sign in with a new code.`
            }
            showIcon
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {error ? <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} /> : null}
        <Form<Values> layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false} initialValues={{ username: readyUser ?? '' }}>
          <Form.Item label="Username" name="username" rules={[{ required: true, message: 'Enter your username' }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password' }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Form.Item label="Authenticator code" name="code" rules={[{ required: true, pattern: /^\d{6}$/, message: 'The code has 6 digits' }]}>
            <Input prefix={<SafetyOutlined />} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            Sign in
          </Button>
          <Button type="link" block onClick={() => setSetupCode('')}>
            First sign-in or reset? Enter your setup code
          </Button>
        </Form>
      </Card>
    </div>
  );
}

// The console's frame: the menu (only what the role may open), the operator, theme and logout; the
// login screen while there is no session; a refusal page for a screen the role may not open.
import { LogoutOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { me } from '@khel/contracts/admin/operators';
import { useQuery } from '@tanstack/react-query';
import { Button, Layout, Menu, Result, Space, Spin, Tag, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { LoginPage } from '../features/auth/login-page.tsx';
import { adminCall, send } from '../lib/api.ts';
import { session, useSession } from '../lib/session.ts';
import { setThemeMode, useThemeMode } from '../lib/theme.ts';
import { menuItems, menuRoutes, openGroups } from './menu.tsx';
import { MENU_GROUPS, ROUTES, type ConsoleRoute } from './routes.tsx';

const ROLE_COLOURS = { admin: 'red', finance: 'gold', support: 'blue', compliance: 'purple' } as const;

function useMe(token: string | null) {
  return useQuery({
    queryKey: ['me', token],
    queryFn: async () => {
      const found = await adminCall(me, {});
      session.setMe(found);
      return found;
    },
    enabled: token !== null,
    staleTime: Infinity,
  });
}

export function ConsoleLayout() {
  const current = useSession();
  const mode = useThemeMode();
  const { token: design } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const meQuery = useMe(current?.token ?? null);
  const operator = current?.me ?? meQuery.data ?? null;
  const route = matches.at(-1)?.handle as ConsoleRoute | undefined;

  useEffect(() => {
    const group = route?.group ? `${MENU_GROUPS[route.group].label}: ` : '';
    document.title = route ? `${group}${route.label} · Khel back-office` : 'Khel back-office';
  }, [route]);

  if (!current) return <LoginPage />;
  if (!operator) return <Spin fullscreen />;

  const menu = menuRoutes(ROUTES, operator.permissions);
  const selected = menu
    // /config lights up on /config/AmlConf, not on /config-proposals (its own entry).
    .filter((r) => (r.path === '/' ? location.pathname === '/' : location.pathname === r.path || location.pathname.startsWith(`${r.path}/`)))
    .map((r) => r.path);
  const allowed = !route || operator.permissions.includes(route.permission);

  const logout = async () => {
    await send('/admin/api/logout', { method: 'POST' }).catch(() => undefined);
    session.end();
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} theme={mode} style={{ borderInlineEnd: `1px solid ${design.colorBorderSecondary}` }}>
        <div style={{ padding: '18px 20px', fontWeight: 700, fontSize: 18 }}>
          Khel <span style={{ fontWeight: 400, color: design.colorTextSecondary }}>back-office</span>
        </div>
        <Menu
          mode="inline"
          theme={mode}
          selectedKeys={selected}
          defaultOpenKeys={openGroups(menu, selected)}
          items={menuItems(ROUTES, operator.permissions)}
          onClick={({ key }) => void navigate(key)}
          aria-label="Console menu"
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: design.colorBgContainer, borderBottom: `1px solid ${design.colorBorderSecondary}`, paddingInline: 24, display: 'flex', justifyContent: 'flex-end' }}>
          <Space size="middle">
            <Typography.Text data-testid="operator-name">{operator.username}</Typography.Text>
            <Tag color={ROLE_COLOURS[operator.role]}>{operator.role}</Tag>
            <Button
              type="text"
              aria-label={mode === 'dark' ? 'Light theme' : 'Dark theme'}
              icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
              onClick={() => setThemeMode(mode === 'dark' ? 'light' : 'dark')}
            />
            <Button icon={<LogoutOutlined />} onClick={() => void logout()}>
              Log out
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          {allowed ? <Outlet /> : <Result status="403" title="Your role cannot open this screen" subTitle={`It needs the permission ${route?.permission}.`} />}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

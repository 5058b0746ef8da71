import type { Permission } from '@khel/contracts/admin/operators-roles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { menuItems } from '../../app/menu.tsx';
import { ROUTES } from '../../app/routes.tsx';

// The icons' package does not load in the console's test environment (its two-tone icons call a
// CommonJS colour helper at import); the route table's icons are drawn as nothing here.
vi.mock('@ant-design/icons', () => new Proxy({}, { get: (_, name) => (name === 'then' || name === '__esModule' ? undefined : () => null), has: () => true }));

type Item = { key: string; label: string; children?: Item[] };
const sportsbookGroup = (permissions: Permission[]) => (menuItems(ROUTES, permissions) as Item[]).find((item) => item.label === 'Sportsbook');

// Rendering antd's menu in jsdom on a shared CI core: the limit guards against a hang, not speed.
describe('the Sportsbook menu group', { timeout: 20_000 }, () => {
  it('holds the screens the permissions open (the event page is reached from Trading)', () => {
    const group = sportsbookGroup(['dashboard.read', 'sportsbook.read', 'sportsbook.trade', 'sportsbook.settle', 'reports.read']);
    expect(group?.children?.map((c) => [c.label, c.key])).toEqual([
      ['Trading', '/sportsbook/events'],
      ['Settlements', '/sportsbook/settlements'],
      ['Settings', '/sportsbook/settings'],
      ['Player limits', '/sportsbook/player-limits'],
      ['Report', '/sportsbook/report'],
    ]);
  });

  it('is hidden without any sportsbook permission or reports.read', () => {
    expect(sportsbookGroup(['dashboard.read', 'players.read', 'support.chat'])).toBeUndefined();
    render(<Menu mode="inline" aria-label="Console menu" items={menuItems(ROUTES, ['dashboard.read', 'players.read', 'support.chat'])} />);
    expect(screen.queryByRole('menuitem', { name: /Sportsbook/ })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Players/ })).toBeInTheDocument();
  });

  it('offers only the report with reports.read alone', () => {
    expect(sportsbookGroup(['dashboard.read', 'reports.read'])?.children?.map((c) => c.label)).toEqual(['Report']);
  });

  it('opens to its entries in the menu', async () => {
    render(<Menu mode="inline" aria-label="Console menu" items={menuItems(ROUTES, ['dashboard.read', 'sportsbook.read'])} />);
    await userEvent.click(screen.getByRole('menuitem', { name: /Sportsbook/ }));
    const menu = screen.getByRole('menu', { name: 'Console menu' });
    expect(await within(menu).findByRole('menuitem', { name: /Trading/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /Report$/ })).not.toBeInTheDocument();
  });
});

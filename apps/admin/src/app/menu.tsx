// The console menu from the route table: the entries the operator's permissions open, in the
// table's order; grouped entries (the sportsbook's) sit in a sub-menu where the group's first
// entry would be, and a group with no entry the operator may open is not shown at all.
import type { Permission } from '@khel/contracts/admin/operators-roles';
import type { MenuProps } from 'antd';
import { MENU_GROUPS, type ConsoleRoute, type MenuGroup } from './routes.tsx';

type MenuItem = NonNullable<MenuProps['items']>[number];

export const menuGroupKey = (group: MenuGroup) => `group:${group}`;

/** The routes the menu lists for these permissions (not the hidden ones). */
export function menuRoutes(routes: ConsoleRoute[], permissions: readonly Permission[]): ConsoleRoute[] {
  return routes.filter((r) => !r.hidden && permissions.includes(r.permission));
}

export function menuItems(routes: ConsoleRoute[], permissions: readonly Permission[]): MenuItem[] {
  const items: MenuItem[] = [];
  const groups = new Map<MenuGroup, MenuItem[]>();
  for (const route of menuRoutes(routes, permissions)) {
    const item: MenuItem = { key: route.path, icon: route.icon, label: route.label };
    if (!route.group) {
      items.push(item);
      continue;
    }
    let children = groups.get(route.group);
    if (!children) {
      children = [];
      groups.set(route.group, children);
      items.push({ key: menuGroupKey(route.group), icon: MENU_GROUPS[route.group].icon, label: MENU_GROUPS[route.group].label, children });
    }
    children.push(item);
  }
  return items;
}

/** The sub-menus to open at first: the one holding the screen shown. */
export function openGroups(routes: ConsoleRoute[], selected: string[]): string[] {
  return routes.filter((r) => r.group && selected.includes(r.path)).map((r) => menuGroupKey(r.group!));
}

// docs/requirements/navigation.md#2-bottom-tab-bar: which bottom tab is highlighted for a path. Index 9 matches no tab, so nothing is
// highlighted; Recharge (2) and Personal (4) are never highlighted by path, exactly as specified.
export const TAB_NONE = 9;

const HIGHLIGHT: Readonly<Record<string, number>> = {
  '/': 0,
  '/activitylist': 1,
  '/agency': 3,
  '/pxx': TAB_NONE,
};

export function tabIndexForPath(pathname: string): number {
  return HIGHLIGHT[pathname] ?? TAB_NONE;
}

// The meta every route declares (docs/architecture/overview.md#the-player-app): its title, whether the bottom nav bar (and
// with it the automatic popups) shows, and whether it needs a logged-in player.
import type { en } from '../locales/en.ts';

export type RouteTitleKey = keyof typeof en.routes;

export interface RouteMeta {
  /** Key under `routes.` in the locale files; '' falls back to the app name. */
  title: RouteTitleKey | '';
  showNavBar: boolean;
  auth: boolean;
  /**
   * For a route with `auth`: the addresses (by their query) a visitor may still open, because what
   * they show is public (/game/playps: the in-house crash room, features/play/lib/play-location.ts).
   */
  openToVisitors?: (search: URLSearchParams) => boolean;
}

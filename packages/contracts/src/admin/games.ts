// The game catalogue as versioned config: the server-only document
// GameCatalogueConf lists, per game, whether it is enabled (launchable), hidden (not listed) and
// its order; a write applies it to the games table in the same transaction (features/games
// README "Catalogue layout"). The console's Catalogue page reads the games with their names here
// and saves through PUT /admin/api/config/GameCatalogueConf (one new version per save).
import { z } from 'zod';
import { adminEndpoint } from './admin-endpoint.ts';

export const CatalogueEntry = z.object({
  gameId: z.string().min(1).max(64),
  /** false: not launchable (the launch is refused with 1900) and not listed; rounds already open still settle. */
  enabled: z.boolean(),
  /** true: not listed in the lobby, categories or search; still launchable when enabled. */
  hidden: z.boolean(),
  /** Lower first, within the game's category and in "all". */
  order: z.number().int().min(0).max(1_000_000),
});
export type CatalogueEntry = z.infer<typeof CatalogueEntry>;

export const GameCatalogueConf = z
  .array(CatalogueEntry)
  .max(5000)
  .superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.gameId)) ctx.addIssue({ code: 'custom', path: [index, 'gameId'], message: `game "${entry.gameId}" is listed twice` });
      seen.add(entry.gameId);
    });
  });
export type GameCatalogueConf = z.infer<typeof GameCatalogueConf>;

export const CatalogueGame = CatalogueEntry.extend({
  gameName: z.string(),
  /** The category (slots, live, sports, cards, fish). */
  type: z.string(),
  platform: z.string(),
  icon: z.string(),
});
export type CatalogueGame = z.infer<typeof CatalogueGame>;

export const getCatalogue = adminEndpoint({
  method: 'GET',
  path: '/admin/api/catalogue',
  permission: 'config.read',
  summary: 'Every game (not the provider entries) with its catalogue layout, and the GameCatalogueConf version in force',
  request: z.object({}),
  response: z.object({ version: z.number().int(), games: z.array(CatalogueGame) }),
});

-- Game catalogue as versioned config (issue 19 item 7; features/games README "Catalogue layout").
-- state stays "enabled" (0: not launchable, not listed); hidden is new: an enabled game that the
-- lobby, categories and search do not list (a direct launch still works). Operators edit both,
-- with sort_order, through the server-only config document GameCatalogueConf.
ALTER TABLE games ADD COLUMN hidden boolean NOT NULL DEFAULT false;
DROP INDEX games_listed;
CREATE INDEX games_listed ON games (sort_order, id) WHERE state = 1 AND NOT hidden AND type <> 'platform';

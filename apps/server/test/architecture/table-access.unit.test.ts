// Each repository touches only its own feature's tables (issue 20, part 1): code names a table in
// SQL only when its folder owns it (table-owners.ts); other features' data goes through the
// owner's *.service.ts. The crossings that exist today are listed below as debts: a new crossing
// fails, and so does a listed one that is gone (delete its line), so the list only shrinks.
// The rule, the owners and the debts: docs/architecture/table-ownership.md.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  COMPOSITION,
  crossingKey,
  crossingsOf,
  literalsOf,
  ownerOfFile,
  readModelReads,
  runtimeDdl,
  scanFunctions,
  scanSources,
  SRC_DIR,
  tablesFromMigrations,
  tablesInSource,
  tablesInSql,
  writtenTablesInSql,
} from './table-access.ts';
import { SERVER_TIERS } from '../../tiers.mjs';
import { TABLE_OWNERS } from './table-owners.ts';

/**
 * Known debts, `file → table` (file relative to apps/server/src; the comment names the table's
 * owner). Each is SQL on another owner's table that should become a call to that owner's service.
 * Only ever delete lines here: fix the code, then drop its entry.
 */
const KNOWN_CROSSINGS = [
  // protection: the person's identifiers from the withdrawal account and the deposit payers
  'features/protection/exclusions.repository.ts → deposit_orders', // payments
  'features/protection/exclusions.repository.ts → withdrawal_accounts', // withdrawals
];

const tables = tablesFromMigrations(undefined, runtimeDdl());
const known = new Set(tables.keys());
const accesses = scanSources(known);

describe('table ownership', () => {
  it('every table and view the migrations leave has exactly one owner, and every owner entry is a table', () => {
    const unowned = [...known].filter((table) => !(table in TABLE_OWNERS)).sort();
    const stale = Object.keys(TABLE_OWNERS).filter((table) => !known.has(table)).sort();
    expect(
      unowned.map((table) => `${table} (${tables.get(table)!.kind}, ${tables.get(table)!.migration}) has no owner: add it to test/architecture/table-owners.ts`),
    ).toEqual([]);
    expect(stale.map((table) => `${table} is in table-owners.ts but no migration leaves it: delete the entry`)).toEqual([]);
  });

  it('every owner is a feature folder, platform or an adapter folder', () => {
    const features = new Set(readdirSync(join(SRC_DIR, 'features'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name));
    const bad = [...new Set(Object.values(TABLE_OWNERS))].filter(
      (owner) => !(features.has(owner) || owner === 'platform' || (owner.startsWith('adapters/') && existsSync(join(SRC_DIR, owner)))),
    );
    expect(bad).toEqual([]);
  });

  it('code touches only its owner’s tables, but for the known debts (the list only shrinks)', () => {
    const actual = crossingsOf(accesses, TABLE_OWNERS, readModelReads(SERVER_TIERS));
    const known = new Set(KNOWN_CROSSINGS);
    const fresh = actual.filter((c) => !known.has(crossingKey(c)));
    const actualKeys = new Set(actual.map(crossingKey));
    const gone = KNOWN_CROSSINGS.filter((key) => !actualKeys.has(key));
    const message = [
      ...fresh.map(
        (c) =>
          `NEW: ${c.file} (${c.fileOwner === COMPOSITION ? 'composition: services only' : c.fileOwner}) → ${c.table} (owned by ${c.tableOwner}): call the ${c.tableOwner} service instead`,
      ),
      ...gone.map((key) => `GONE: ${key} no longer happens: delete it from KNOWN_CROSSINGS`),
    ];
    expect(message, message.join('\n')).toEqual([]);
    expect(new Set(KNOWN_CROSSINGS).size, 'KNOWN_CROSSINGS has duplicates').toBe(KNOWN_CROSSINGS.length);
  });

  it('composition code (app.ts, server.ts, back-office/, cli/) names no table at all', () => {
    expect(accesses.filter((a) => a.owner === COMPOSITION).map((a) => `${a.file} → ${a.tables.join(', ')}`)).toEqual([]);
  });

  it('every SQL function file is owned through its main table (information: which tables it touches)', () => {
    const functions = scanFunctions(known, TABLE_OWNERS);
    expect(functions.length).toBeGreaterThan(0);
    expect(functions.filter((f) => f.owner === '(no owner)').map((f) => f.name)).toEqual([]);
    // Functions legitimately span tables (the ledger posting, the money callbacks): reported, not refused.
    const wallet = functions.find((f) => f.name === 'ledger_transfer');
    expect(wallet).toMatchObject({ owner: 'wallet', tables: ['ledger_accounts', 'ledger_entries', 'ledger_transfers'] });
  });
});

describe('the table scanner', () => {
  const KNOWN = new Set(['players', 'ledger_accounts', 'games', 'game_favourites', 'sessions']);

  it('catches a crossing in a synthetic source', () => {
    const source = `
      // Moves money from players to the house (this comment names no table).
      import { from } from './from-players.ts';
      const players = 1;
      export async function balance(db: Db, id: number) {
        const rows = await db.query(\`SELECT a.balance FROM ledger_accounts a JOIN players p ON p.id = a.player_id WHERE p.id = \${id}\`);
        return rows[0] ?? from(players);
      }`;
    const found = tablesInSource(source, KNOWN);
    expect([...found].sort()).toEqual(['ledger_accounts', 'players']);
    const accesses = [{ file: 'features/wallet/balance.repository.ts', owner: ownerOfFile('features/wallet/balance.repository.ts'), tables: [...found].sort(), writes: [] }];
    const crossings = crossingsOf(accesses, { ledger_accounts: 'wallet', players: 'players' });
    expect(crossings.map(crossingKey)).toEqual(['features/wallet/balance.repository.ts → players']);
    expect(crossings[0]).toMatchObject({ fileOwner: 'wallet', tableOwner: 'players' });
  });

  it('tells writes and row locks from plain reads', () => {
    expect([...writtenTablesInSql('INSERT INTO players (id) SELECT id FROM sessions', KNOWN)]).toEqual(['players']);
    expect([...writtenTablesInSql('UPDATE players p SET x = 1 FROM sessions s WHERE s.id = p.id', KNOWN)]).toEqual(['players']);
    expect([...writtenTablesInSql('DELETE FROM sessions WHERE id = 1', KNOWN)]).toEqual(['sessions']);
    expect([...writtenTablesInSql('INSERT INTO games (id) VALUES (1) ON CONFLICT (id) DO UPDATE SET x = 1', KNOWN)]).toEqual(['games']);
    expect([...writtenTablesInSql('SELECT * FROM players p JOIN sessions s ON s.player_id = p.id', KNOWN)]).toEqual([]);
    expect([...writtenTablesInSql('SELECT * FROM players WHERE id = 1 FOR UPDATE', KNOWN)]).toEqual(['players']);
  });

  it('lets a read model read, never write, a lower layer’s tables; no one else reads across', () => {
    const tiers = [
      { name: 'core', features: ['wallet'] },
      { name: 'identity', features: ['players'] },
      { name: 'read models', features: ['reports'] },
    ];
    const owners = { ledger_accounts: 'wallet', players: 'players', report_cache: 'reports' };
    const access = (file: string, tables: string[], writes: string[] = []) => ({ file, owner: ownerOfFile(file), tables, writes });
    const crossings = crossingsOf(
      [
        access('features/reports/ggr.repository.ts', ['ledger_accounts', 'players', 'report_cache'], ['report_cache']),
        access('features/reports/fix.repository.ts', ['players'], ['players']),
        access('features/players/p.repository.ts', ['ledger_accounts']),
      ],
      owners,
      readModelReads(tiers),
    );
    expect(crossings.map(crossingKey)).toEqual(['features/reports/fix.repository.ts → players', 'features/players/p.repository.ts → ledger_accounts']);
  });

  it('reads only string and template literals, never comments or identifiers', () => {
    const source = `/* DELETE FROM players */ const fromPlayers = 'move money from players'; // UPDATE players`;
    expect(literalsOf(source)).toEqual(['move money from players']);
    // A literal in plain words still counts when a table follows FROM: owners keep such text out of SQL-shaped strings.
    expect([...tablesInSource(source, KNOWN)]).toEqual(['players']);
    expect([...tablesInSource(`const label = 'players online'; const path = '/api/players/1';`, KNOWN)]).toEqual([]);
  });

  it('finds every SQL form: INSERT INTO, UPDATE, DELETE FROM, comma lists, fragments, TABLE, REFERENCES', () => {
    expect([...tablesInSql('INSERT INTO players (id) VALUES (1)', KNOWN)]).toEqual(['players']);
    expect([...tablesInSql('UPDATE ONLY public.players SET x = 1', KNOWN)]).toEqual(['players']);
    expect([...tablesInSql('WITH d AS (DELETE FROM sessions RETURNING 1) SELECT 1', KNOWN)]).toEqual(['sessions']);
    expect([...tablesInSql('SELECT 1 FROM players p, sessions s WHERE s.player_id = p.id', KNOWN)].sort()).toEqual(['players', 'sessions']);
    expect([...tablesInSql('EXISTS (SELECT FROM "games" g)', KNOWN)]).toEqual(['games']);
    expect([...tablesInSql('LOCK TABLE games; TRUNCATE sessions', KNOWN)].sort()).toEqual(['games', 'sessions']);
    expect([...tablesInSql('CREATE TABLE x (p bigint REFERENCES players(id))', KNOWN)]).toEqual(['players']);
    expect([...tablesInSql('games g JOIN game_favourites f ON f.game_id = g.id', KNOWN, { fragment: true })].sort()).toEqual(['game_favourites', 'games']);
    expect([...tablesInSql('games g JOIN game_favourites f ON f.game_id = g.id', KNOWN)]).toEqual(['game_favourites']);
  });

  it('ignores expressions and quoted values that only look like tables', () => {
    expect([...tablesInSql("SELECT extract(epoch FROM games) , a IS DISTINCT FROM players, 'FROM sessions' FROM t -- FROM games", KNOWN)]).toEqual([]);
    expect([...tablesInSql('SELECT 1 FOR UPDATE OF p; INSERT INTO t ON CONFLICT DO UPDATE SET x = 1', KNOWN)]).toEqual([]);
  });

  it('knows a file’s owner by its folder', () => {
    expect(ownerOfFile('features/kyc/kyc.repository.ts')).toBe('kyc');
    expect(ownerOfFile('platform/rate-limit.ts')).toBe('platform');
    expect(ownerOfFile('adapters/payments/sandbox/sandbox-gateway.ts')).toBe('adapters/payments/sandbox');
    expect(ownerOfFile('adapters/sms/port.ts')).toBe('adapters/sms');
    for (const file of ['app.ts', 'server.ts', 'back-office/players.admin-routes.ts', 'cli/operator.ts']) expect(ownerOfFile(file)).toBe(COMPOSITION);
  });

  describe('the tables the migrations leave', () => {
    const dir = mkdtempSync(join(tmpdir(), 'khel-table-owners-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('follows CREATE TABLE / VIEW / MATERIALIZED VIEW, RENAME TO and DROP, in migration order', () => {
      writeFileSync(join(dir, '0001-a.sql'), `-- CREATE TABLE in_a_comment (x int);\nCREATE TABLE IF NOT EXISTS alpha (id int);\nCREATE TABLE beta (id int);\nCREATE UNLOGGED TABLE gamma (id int);`);
      writeFileSync(join(dir, '0002-b.sql'), `CREATE OR REPLACE VIEW alpha_view AS SELECT * FROM alpha;\nCREATE MATERIALIZED VIEW totals AS SELECT 1;\nALTER TABLE beta RENAME TO beta2;\nALTER TABLE alpha RENAME COLUMN id TO key;\nDROP TABLE IF EXISTS gamma;`);
      expect([...tablesFromMigrations(dir, ['CREATE TABLE IF NOT EXISTS schema_migrations (version int)']).keys()].sort()).toEqual([
        'alpha',
        'alpha_view',
        'beta2',
        'schema_migrations',
        'totals',
      ]);
    });
  });
});

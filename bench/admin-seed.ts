// Back-office scale data (bench/README.md): SEED_PLAYERS players (100,000) and
// SEED_ENTRIES ledger entries (1,000,000) with their rounds, deposits, withdrawals, sessions,
// audit rows, KYC, AML flags, adjustments and a gift-code batch, written by PostgreSQL itself
// (generate_series, INSERT … SELECT) in a few statements, so it takes a minute, not an hour.
// The books stay true: every transfer has two entries, each player's balance and held equal their
// entries and pending holds (ledger:check passes), and nobody goes below zero.
//
//   npm run seed:admin                      # into SEED_DATABASE_URL, else DATABASE_URL (PostgreSQL)
//   SEED_PLAYERS=10000 SEED_ENTRIES=100000 npm run seed:admin
import { performance } from 'node:perf_hooks';
import { createOperator } from '../apps/server/src/features/operators/operators.service.ts';
import { seedConfigDocuments } from '../apps/server/src/features/config/config.service.ts';
import { openPostgres, type Database } from '../apps/server/src/platform/db.ts';
import { migrate } from '../apps/server/src/platform/migrate.ts';
import { hashPassword } from '../apps/server/src/platform/password-hashing.ts';

export interface SeedSize {
  players: number;
  entries: number;
}

export const SEED_PASSWORD = 'seed passphrase';

const DAY_SECONDS = 86_400;
/** Spread over the last 30 days, deterministically. */
const spread = (column: string) => `now() - ((${column} * 7919) % ${30 * DAY_SECONDS}) * interval '1 second'`;

async function step(label: string, run: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await run();
  console.log(`  ${label.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Seeds a migrated PostgreSQL database; returns the seed operators' names (password SEED_PASSWORD). */
export async function seedAdminData(db: Database, size: SeedSize): Promise<{ operators: { username: string; secret: string }[] }> {
  if (db.kind !== 'postgres') throw new Error('seed:admin writes with PostgreSQL features; point it at PostgreSQL');
  const P = size.players;
  const T = Math.floor(size.entries / 2); // two entries per transfer
  if (T < P) throw new Error('SEED_ENTRIES must be at least twice SEED_PLAYERS (every player gets an opening deposit)');
  const base = (await db.query<{ b: number }>('SELECT coalesce(max(id), 100000) AS b FROM players'))[0]!.b;
  const tBase = (await db.query<{ b: number }>('SELECT coalesce(max(id), 0) AS b FROM ledger_transfers'))[0]!.b;
  const hash = await hashPassword(SEED_PASSWORD);
  const operators = [];
  for (const username of [`seed_admin_${base}`, `seed_finance_${base}`]) {
    const created = await createOperator(db, { username, password: SEED_PASSWORD, role: username.startsWith('seed_admin') ? 'admin' : 'finance' });
    operators.push({ username, secret: created.secret });
  }
  const [opA, opB] = (await db.query<{ id: number }>('SELECT id FROM operators ORDER BY id DESC LIMIT 2')).map((row) => row.id) as [number, number];
  const q = (sql: string, params: unknown[] = []) => db.query(sql, params);

  await step(`${P.toLocaleString('en')} players, credentials, accounts, sessions`, async () => {
    // Explicit ids, so a player can name an earlier one as inviter in the same statement.
    await q(
      `INSERT INTO players (id, show_id, account, email, phone, name, vip, vip_experience, inviter_id, status, registration_device_id, created_at)
       OVERRIDING SYSTEM VALUE
       SELECT $1 + g, (60000000 + $1 + g)::text, 's' || ($1 + g), CASE WHEN g % 10 = 0 THEN 's' || ($1 + g) || '@seed.example' END,
              '39' || lpad(($1 + g)::text, 8, '0'), 'seed' || (g % 100000), g % 12, (g % 12) * 100000,
              CASE WHEN g > 1000 AND g % 5 = 0 THEN $1 + 1 + (g % 1000) END,
              CASE WHEN g % 500 = 0 THEN 'blocked' ELSE 'active' END,
              'fp-seed-' || (g % ($2 - $2 / 50)) || '-h5', ${spread('g')}
         FROM generate_series(1, $2::bigint) g`,
      [base, P],
    );
    await q("SELECT setval(pg_get_serial_sequence('players', 'id'), (SELECT max(id) FROM players))");
    await q('INSERT INTO player_credentials (player_id, password_hash) SELECT id, $2 FROM players WHERE id > $1', [base, hash]);
    await q("INSERT INTO ledger_accounts (kind, player_id) SELECT 'player', id FROM players WHERE id > $1 ORDER BY id", [base]);
    await q(
      `INSERT INTO sessions (player_id, token_hash, created_at, expires_at, device_id, device_type, device_detail, ip)
       SELECT id, decode(md5('seed-session-' || id), 'hex'), created_at, created_at + interval '7 days', registration_device_id,
              CASE WHEN id % 3 = 0 THEN 'iOS' ELSE 'Android' END, '{"brand":"Seedphone","browser":"Chrome 131"}',
              '10.' || (id % 250) || '.' || ((id / 250) % 250) || '.' || (id % 7 + 1)
         FROM players WHERE id > $1`,
      [base],
    );
  });

  await step(`${T.toLocaleString('en')} transfers, ${(2 * T).toLocaleString('en')} entries, balances`, async () => {
    for (const code of ['gateway:sandbox', 'provider:inhouse', 'bonus:sign-in', 'bonus:gift-code', 'adjustments']) {
      await q("INSERT INTO ledger_accounts (kind, code) VALUES ('system', $1) ON CONFLICT (code) DO NOTHING", [code]);
    }
    // The plan: every player's opening deposit first, then deposits, bets, wins and bonuses mixed.
    // A bet is at most ₨50.00 and the opening deposit at least ₨1,000.00, so nobody goes below zero.
    await q(
      `CREATE TEMP TABLE seed_plan AS
       SELECT g,
              CASE WHEN g <= $2 THEN 'deposit' WHEN g % 20 < 2 THEN 'deposit' WHEN g % 20 < 11 THEN 'bet' WHEN g % 20 < 18 THEN 'win' ELSE 'bonus' END AS kind,
              $1 + CASE WHEN g <= $2 THEN g ELSE 1 + ((g * 2654435761) % $2) END AS player_id,
              CASE WHEN g <= $2 THEN 100000 + (g % 50) * 1000 WHEN g % 20 < 2 THEN 20000 + (g % 30) * 1000
                   WHEN g % 20 < 11 THEN 100 + (g % 50) * 100 WHEN g % 20 < 18 THEN 50 + (g % 80) * 100 ELSE 100 + (g % 20) * 50 END AS amount,
              CASE WHEN g <= $2 THEN now() - interval '31 days' + (g % 3600) * interval '1 second' ELSE ${spread('g')} END AS created_at
         FROM generate_series(1, $3::bigint) g`,
      [base, P, T],
    );
    await q(
      `INSERT INTO ledger_transfers (id, idempotency_key, request_hash, debit_account_id, credit_account_id, amount, reason, reference, created_at)
       OVERRIDING SYSTEM VALUE
       SELECT $1 + s.g, 'seed:' || ($1 + s.g), '\\x00'::bytea,
              CASE s.kind WHEN 'bet' THEN pa.id WHEN 'deposit' THEN sg.id WHEN 'win' THEN sp.id ELSE sb.id END,
              CASE s.kind WHEN 'bet' THEN sp.id ELSE pa.id END,
              s.amount, CASE s.kind WHEN 'deposit' THEN 1022 WHEN 'bet' THEN 5001 WHEN 'win' THEN 5002 ELSE 2201 END,
              CASE s.kind WHEN 'deposit' THEN 'SEED' || s.g ELSE 'seed-round-' || s.g END, s.created_at
         FROM seed_plan s
         JOIN ledger_accounts pa ON pa.player_id = s.player_id
         CROSS JOIN (SELECT id FROM ledger_accounts WHERE code = 'gateway:sandbox') sg
         CROSS JOIN (SELECT id FROM ledger_accounts WHERE code = 'provider:inhouse') sp
         CROSS JOIN (SELECT id FROM ledger_accounts WHERE code = 'bonus:sign-in') sb`,
      [tBase],
    );
    await q("SELECT setval(pg_get_serial_sequence('ledger_transfers', 'id'), (SELECT max(id) FROM ledger_transfers))");
    await q(
      `INSERT INTO ledger_entries (transfer_id, account_id, amount, created_at)
       SELECT id, account_id, amount, created_at FROM (
         SELECT id, debit_account_id AS account_id, -amount AS amount, created_at, 0 AS side FROM ledger_transfers WHERE id > $1
         UNION ALL
         SELECT id, credit_account_id, amount, created_at, 1 FROM ledger_transfers WHERE id > $1) e
       ORDER BY created_at, id, side`,
      [tBase],
    );
    await q(
      `UPDATE ledger_accounts a SET balance = a.balance + s.total
         FROM (SELECT e.account_id, sum(e.amount) AS total FROM ledger_entries e JOIN ledger_transfers t ON t.id = e.transfer_id
                WHERE t.id > $1 GROUP BY e.account_id) s
        WHERE a.id = s.account_id AND a.kind = 'player'`,
      [tBase],
    );
  });

  await step('rounds, deposit orders, withdrawals with holds', async () => {
    await q(
      `INSERT INTO game_rounds (provider, round_id, player_id, game_id, game_name, game_type, platform, bet_amount, win_amount, valid_amount, state, created_at, settled_at)
       SELECT 'inhouse', 'seed-round-' || g, player_id, (ARRAY['inhouse-slot', 'inhouse-dice', 'inhouse-crash', 'inhouse-mines'])[1 + g % 4],
              (ARRAY['Khel Slot', 'Khel Dice', 'Khel Crash', 'Khel Mines'])[1 + g % 4], 'slots', 'KHEL', amount,
              CASE WHEN g % 3 = 0 THEN amount * 2 ELSE 0 END, amount, 1, created_at, created_at + interval '2 seconds'
         FROM seed_plan WHERE kind = 'bet'`,
    );
    await q(
      `INSERT INTO deposit_orders (order_no, player_id, type_name, gateway, gateway_ref, amount, bonus, payer_phone, state, created_at, expires_at, settled_at)
       SELECT 'SEED' || g, player_id, CASE WHEN g % 2 = 0 THEN 'Jazzcash' ELSE 'Easypaisa' END, 'sandbox', 'seed' || g, amount, 0, '3001234567',
              'paid', created_at - interval '1 minute', created_at + interval '1 hour', created_at
         FROM seed_plan WHERE kind = 'deposit'`,
    );
    const W = Math.floor(P / 5);
    await q(
      `WITH h AS (
         INSERT INTO ledger_holds (idempotency_key, request_hash, account_id, amount, reason, reference, created_at)
         SELECT 'seed-hold:' || p.id, '\\x00'::bytea, a.id, 10000 + (p.id % 20) * 500, 4001, 'seed', ${spread('p.id')}
           FROM players p JOIN ledger_accounts a ON a.player_id = p.id WHERE p.id > $1 AND p.id <= $1 + $2
         RETURNING id, account_id, amount, created_at)
       INSERT INTO withdrawals (player_id, amount, fee, channel, card_no, account_name, hold_id, state, business_day, created_at, updated_at)
       SELECT a.player_id, h.amount, 0, 'Jazzcash', '0300' || lpad(a.player_id::text, 7, '0'), 'Seed Player', h.id,
              CASE WHEN h.id % 4 = 0 THEN 'processing' ELSE 'pending' END, (h.created_at AT TIME ZONE 'Asia/Karachi')::date, h.created_at, h.created_at
         FROM h JOIN ledger_accounts a ON a.id = h.account_id`,
      [base, W],
    );
    await q(
      `UPDATE ledger_accounts a SET held = a.held + s.total
         FROM (SELECT account_id, sum(amount) AS total FROM ledger_holds WHERE idempotency_key LIKE 'seed-hold:%' AND state = 'pending' GROUP BY account_id) s
        WHERE a.id = s.account_id AND a.held = 0`,
    );
  });

  await step('audit log, KYC, AML, adjustments, notes, gift codes', async () => {
    await q(
      `INSERT INTO operator_audit_log (operator_id, action, target, detail, ip, created_at)
       SELECT CASE WHEN g % 2 = 0 THEN $3::bigint ELSE $4::bigint END,
              (ARRAY['player.read', 'withdrawal.approve', 'withdrawal.mark-paid', 'player.note', 'config.replace'])[1 + g % 5],
              'player:' || ($1 + 1 + g % $2), '{}', '10.0.0.1', ${spread('g')}
         FROM generate_series(1, $2::bigint * 2) g`,
      [base, P, opA, opB],
    );
    await q(
      `INSERT INTO kyc_submissions (player_id, full_name, cnic_sealed, cnic_last4, date_of_birth, state, submitted_at)
       SELECT $1 + g * 20, 'Seed Player', 'v1.seed', lpad((g % 10000)::text, 4, '0'), date '1990-01-01' + (g % 7000)::int,
              CASE WHEN g % 3 = 0 THEN 'verified' ELSE 'pending' END, ${spread('g')}
         FROM generate_series(1, $2::bigint / 20) g`,
      [base, P],
    );
    await q(
      `INSERT INTO aml_flags (rule, subject, player_ids, detail, created_at)
       SELECT 'large_deposit', 'deposit:SEED' || g, ARRAY[$1 + g], '{"amount":5000000,"threshold":5000000}', ${spread('g')}
         FROM generate_series(1, $2::bigint / 50) g`,
      [base, P],
    );
    await q(
      `INSERT INTO balance_adjustments (player_id, direction, amount, category, reason, requested_by, requested_at)
       SELECT $1 + g * 20, 'credit', 1000 + g, 'goodwill', 'seed adjustment', $3, ${spread('g')}
         FROM generate_series(1, $2::bigint / 20) g`,
      [base, P, opA],
    );
    await q(
      `INSERT INTO player_notes (player_id, operator_id, body, created_at)
       SELECT $1 + 1 + g % $2, $3, 'seed note ' || g, ${spread('g')} FROM generate_series(1, $2::bigint / 10) g`,
      [base, P, opA],
    );
    const [{ id: batch }] = (await q(
      "INSERT INTO gift_code_batches (name, size, amount, wager_multi, uses_per_code, expires_at, created_by, created_at) VALUES ('seed batch', 10000, 500, 1, 1, now() + interval '30 days', $1, now()) RETURNING id",
      [opB],
    )) as [{ id: number }];
    await q(
      `INSERT INTO gift_codes (code, amount, wager_multi, total_uses, expires_at, created_at, created_by, batch_id)
       SELECT 'SEED' || upper(substr(md5($1::text || '-' || g), 1, 12)), 500, 1, 1, now() + interval '30 days', now(), $2, $1::bigint
         FROM generate_series(1, 10000) g`,
      [batch, opB],
    );
  });
  await step('ANALYZE', () => db.exec('ANALYZE'));
  return { operators };
}

export function seedSize(): SeedSize {
  const players = Number(process.env.SEED_PLAYERS ?? 100_000);
  const entries = Number(process.env.SEED_ENTRIES ?? 1_000_000);
  if (!Number.isSafeInteger(players) || players < 1000 || !Number.isSafeInteger(entries)) throw new Error('SEED_PLAYERS ≥ 1000 and SEED_ENTRIES must be integers');
  return { players, entries };
}

if (import.meta.main) {
  const url = process.env.SEED_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) {
    console.error('seed:admin needs PostgreSQL: set SEED_DATABASE_URL (or DATABASE_URL) to the database to fill');
    process.exit(2);
  }
  const size = seedSize();
  const db = openPostgres(url, 2);
  const started = performance.now();
  try {
    await migrate(db);
    await seedConfigDocuments(db);
    console.log(`seeding ${size.players.toLocaleString('en')} players and ${size.entries.toLocaleString('en')} ledger entries`);
    const { operators } = await seedAdminData(db, size);
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (const o of operators) console.log(`operator ${o.username} (password "${SEED_PASSWORD}") TOTP secret: ${o.secret}`);
  } finally {
    await db.close();
  }
}

// Which tables each piece of server code names in its SQL, and who owns each file: the scanner
// behind table-access.unit.test.ts and docs/architecture/table-ownership.md.
//
// Only SQL text is read: in a .ts file the string and template literals (found with the TypeScript
// compiler, so comments, identifiers and property names never count); in a .sql file everything
// but comments. A table counts as touched when a known table name follows FROM, JOIN, INTO, UPDATE,
// TABLE, REFERENCES, TRUNCATE or LOCK, or when a literal is a FROM fragment that starts with one
// (`'games g JOIN game_favourites f ON …'`, interpolated later as `FROM ${from}`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

export const SERVER_DIR = join(import.meta.dirname, '..', '..');
export const SRC_DIR = join(SERVER_DIR, 'src');
export const MIGRATIONS_DIR = join(SERVER_DIR, 'db', 'migrations');
export const FUNCTIONS_DIR = join(SERVER_DIR, 'db', 'functions');

/** The owner of code that composes features and may reach data only through their services. */
export const COMPOSITION = 'composition';

// ---------------------------------------------------------------------------------------------
// SQL text

/** SQL without its comments and quoted string values (so `'from players'` in a value never counts). */
export function stripSql(sql: string): string {
  return sql
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/--[^\n]*/g, ' ')
    .replace(/\$[A-Za-z_]*\$/g, ' ') // dollar quotes: a function's body is SQL too
    .replace(/E?'(?:[^']|'')*'/g, "''");
}

type Token = { text: string; lower: string };

function tokenize(sql: string): Token[] {
  const tokens: Token[] = [];
  for (const match of sql.matchAll(/"((?:[^"]|"")+)"|[A-Za-z_][A-Za-z0-9_$]*(?:\.[A-Za-z_][A-Za-z0-9_$]*)?|\S/g)) {
    const text = match[1] ?? match[0];
    tokens.push({ text, lower: text.toLowerCase() });
  }
  return tokens;
}

const KEYWORDS = new Set(['from', 'join', 'into', 'update', 'table', 'references', 'truncate', 'lock']);
/** Words that may stand between a keyword and its table (`DELETE FROM ONLY t`, `CREATE TABLE IF NOT EXISTS t`). */
const SKIPPABLE = new Set(['only', 'if', 'not', 'exists', 'table']);
/** Words that end a from-list item; anything else after a table is its alias. */
const CLAUSE_WORDS = new Set([
  'where', 'join', 'left', 'right', 'inner', 'full', 'cross', 'natural', 'on', 'using', 'group', 'order', 'limit', 'offset',
  'for', 'set', 'values', 'select', 'returning', 'union', 'except', 'intersect', 'having', 'window', 'default', 'lateral',
  'as', 'and', 'or', 'then', 'when', 'else', 'end', 'do', 'in', 'is', 'with', 'fetch', 'tablesample', 'overriding',
]);

const bare = (name: string) => (name.startsWith('public.') ? name.slice('public.'.length) : name);

/**
 * The known tables a piece of SQL names after FROM / JOIN / INTO / UPDATE / TABLE / REFERENCES /
 * TRUNCATE / LOCK, including the later items of a comma-separated FROM list. With `fragment`, a
 * text that starts with `<table> <alias>` and goes on as a FROM clause also counts (the pieces that
 * code assembles into `FROM ${…}`).
 */
export function tablesInSql(sql: string, known: ReadonlySet<string>, options: { fragment?: boolean } = {}): Set<string> {
  const found = new Set<string>();
  const tokens = tokenize(stripSql(sql));
  const tableAt = (i: number) => {
    const token = tokens[i];
    return token && known.has(bare(token.lower)) ? bare(token.lower) : null;
  };
  /** After a table at i: skips its alias; returns the index after it, and follows a comma to the next table. */
  const fromList = (i: number) => {
    let j = i + 1;
    if (tokens[j]?.lower === 'as') j++;
    const alias = tokens[j];
    if (alias && /^[a-z_]/.test(alias.lower) && !CLAUSE_WORDS.has(alias.lower) && !KEYWORDS.has(alias.lower)) j++;
    if (tokens[j]?.text === ',') {
      const next = tableAt(j + 1);
      if (next) {
        found.add(next);
        fromList(j + 1);
      }
    }
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!KEYWORDS.has(token.lower)) continue;
    // `IS DISTINCT FROM x`, `extract(epoch FROM x)`, `substring(x FROM n)`: an expression, not a table.
    const before = tokens[i - 1]?.lower;
    if (token.lower === 'from' && (before === 'distinct' || (tokens[i - 2]?.text === '(' && before !== 'select' && before !== 'delete'))) continue;
    let j = i + 1;
    while (tokens[j] && SKIPPABLE.has(tokens[j]!.lower)) j++;
    const table = tableAt(j);
    if (!table) continue;
    found.add(table);
    if (token.lower === 'from' || token.lower === 'join') fromList(j);
  }
  if (options.fragment) {
    const first = tableAt(0);
    const after = tokens[1]?.lower === 'as' ? 2 : 1;
    const alias = tokens[after];
    const next = tokens[after + 1];
    const looksLikeFrom =
      alias !== undefined &&
      /^[a-z_][a-z0-9_]*$/.test(alias.lower) &&
      !CLAUSE_WORDS.has(alias.lower) &&
      // `'games g'` alone is a fragment; `'players online'` (a label) is not: an alias that ends
      // the text must be short, otherwise the clause must go on (JOIN, WHERE, a comma …).
      ((next === undefined && alias.lower.length <= 4) || next?.text === ',' || (next !== undefined && CLAUSE_WORDS.has(next.lower)));
    if (first && looksLikeFrom && tokens.length > 1) {
      found.add(first);
      fromList(0);
    }
  }
  return found;
}

/**
 * The known tables a piece of SQL writes or locks: INSERT INTO, UPDATE (not `FOR UPDATE` or
 * `DO UPDATE`), DELETE FROM, MERGE INTO, TRUNCATE, LOCK, and a read that locks rows (`FOR UPDATE` /
 * `FOR SHARE` anywhere in the text marks all its tables). What a read model may never do to
 * another owner's table.
 */
export function writtenTablesInSql(sql: string, known: ReadonlySet<string>): Set<string> {
  const tokens = tokenize(stripSql(sql));
  if (tokens.some((t, i) => t.lower === 'for' && ['update', 'share', 'no', 'key'].includes(tokens[i + 1]?.lower ?? ''))) return tablesInSql(sql, known);
  const found = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!.lower;
    const before = tokens[i - 1]?.lower;
    const writes =
      (word === 'into' && (before === 'insert' || before === 'merge')) ||
      (word === 'update' && before !== 'do' && before !== 'for' && before !== 'key') ||
      (word === 'from' && before === 'delete') ||
      word === 'truncate' ||
      word === 'lock';
    if (!writes) continue;
    let j = i + 1;
    while (tokens[j] && SKIPPABLE.has(tokens[j]!.lower)) j++;
    const table = tokens[j] && known.has(bare(tokens[j]!.lower)) ? bare(tokens[j]!.lower) : null;
    if (table) found.add(table);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// TypeScript sources

/**
 * The SQL candidates of a TypeScript source: every string literal and template. A template with
 * substitutions is read as one text with each `${…}` replaced by a placeholder (so `FROM ${x}`
 * names no table), and the substitutions' own literals are read separately.
 */
export function literalsOf(source: string, fileName = 'source.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      // Import specifiers and module names are paths, not SQL.
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent) && !ts.isExternalModuleReference(node.parent)) texts.push(node.text);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      texts.push(node.head.text + node.templateSpans.map((span) => ` ?sub? ${span.literal.text}`).join(''));
      for (const span of node.templateSpans) visit(span.expression);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

/** The known tables the SQL in a TypeScript source writes or locks. */
export function writtenTablesInSource(source: string, known: ReadonlySet<string>, fileName = 'source.ts'): Set<string> {
  const found = new Set<string>();
  for (const text of literalsOf(source, fileName)) for (const table of writtenTablesInSql(text, known)) found.add(table);
  return found;
}

/** The known tables named by the SQL in a TypeScript source. */
export function tablesInSource(source: string, known: ReadonlySet<string>, fileName = 'source.ts'): Set<string> {
  const found = new Set<string>();
  for (const text of literalsOf(source, fileName)) for (const table of tablesInSql(text, known, { fragment: true })) found.add(table);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Migrations: the tables that exist

const DDL =
  /\bcreate\s+(?:or\s+replace\s+)?(?:(?:global|local)\s+)?(?:temp(?:orary)?\s+|unlogged\s+)?(table|view|materialized\s+view)\s+(?:if\s+not\s+exists\s+)?("?[\w.]+"?)|\balter\s+(table|view|materialized\s+view)\s+(?:if\s+exists\s+)?(?:only\s+)?("?[\w.]+"?)\s+rename\s+to\s+("?[\w.]+"?)|\bdrop\s+(table|view|materialized\s+view)\s+(?:if\s+exists\s+)?((?:"?[\w.]+"?\s*,\s*)*"?[\w.]+"?)/gi;

const nameOf = (raw: string) => bare(raw.replace(/"/g, '').toLowerCase());

/**
 * The tables and views that exist after every migration, in order: CREATE TABLE / VIEW /
 * MATERIALIZED VIEW add one, ALTER … RENAME TO renames one, DROP removes them. `extra` is SQL run
 * outside the migrations (the migration runner's own `schema_migrations`).
 */
export function tablesFromMigrations(dir = MIGRATIONS_DIR, extra: string[] = []): Map<string, { kind: string; migration: string }> {
  const tables = new Map<string, { kind: string; migration: string }>();
  const files = readdirSync(dir).filter((name) => name.endsWith('.sql')).sort();
  const apply = (sql: string, migration: string) => {
    for (const m of stripSql(sql).matchAll(DDL)) {
      if (m[1] && m[2]) tables.set(nameOf(m[2]), { kind: m[1].toLowerCase().replace(/\s+/g, ' '), migration });
      else if (m[4] && m[5]) {
        const before = tables.get(nameOf(m[4]));
        tables.delete(nameOf(m[4]));
        tables.set(nameOf(m[5]), { kind: before?.kind ?? m[3]!.toLowerCase(), migration: before?.migration ?? migration });
      } else if (m[7]) for (const name of m[7].split(',')) tables.delete(nameOf(name.trim()));
    }
  };
  for (const sql of extra) apply(sql, 'runtime');
  for (const file of files) apply(readFileSync(join(dir, file), 'utf8'), file);
  return tables;
}

/** CREATE TABLE statements in the server's own TypeScript (the migration runner's bookkeeping table). */
export function runtimeDdl(files = sourceFiles()): string[] {
  return files.flatMap((file) => literalsOf(readFileSync(file, 'utf8'), file).filter((text) => /\bcreate\s+table\b/i.test(stripSql(text))));
}

// ---------------------------------------------------------------------------------------------
// Files and their owners

/** Every .ts file under apps/server/src but tests, sorted. */
export function sourceFiles(dir = SRC_DIR): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

/** A path relative to apps/server/src, with forward slashes. */
export const srcPath = (file: string) => relative(SRC_DIR, file).split(sep).join('/');

/**
 * Who a file under apps/server/src belongs to: `features/<name>/…` → `<name>`; `platform/…` →
 * `platform`; `adapters/<port>/<impl>/…` → `adapters/<port>/<impl>` (files of the port itself →
 * `adapters/<port>`); everything else (`app.ts`, `server.ts`, `back-office/`, `cli/`) composes the
 * features and owns no table.
 */
export function ownerOfFile(path: string): string {
  const parts = path.split('/');
  if (parts[0] === 'features' && parts.length > 2) return parts[1]!;
  if (parts[0] === 'platform') return 'platform';
  if (parts[0] === 'adapters' && parts.length > 3) return parts.slice(0, 3).join('/');
  if (parts[0] === 'adapters' && parts.length > 2) return parts.slice(0, 2).join('/');
  return COMPOSITION;
}

export interface Access {
  /** Relative to apps/server/src. */
  file: string;
  owner: string;
  tables: string[];
  /** The tables among `tables` it writes or locks. */
  writes: string[];
}

/** For every source file that names a table: the file, its owner and the tables (sorted). */
export function scanSources(known: ReadonlySet<string>, files = sourceFiles()): Access[] {
  const out: Access[] = [];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const tables = tablesInSource(source, known, file);
    const writes = writtenTablesInSource(source, known, file);
    if (tables.size > 0) out.push({ file: srcPath(file), owner: ownerOfFile(srcPath(file)), tables: [...tables].sort(), writes: [...writes].sort() });
  }
  return out;
}

export interface Crossing {
  file: string;
  fileOwner: string;
  table: string;
  tableOwner: string;
}

/**
 * The accesses to a table its file's owner does not own, as `file → table`. `mayRead(fileOwner,
 * tableOwner)` allows plain reads (no write, no row lock) across owners: the read models'.
 */
export function crossingsOf(
  accesses: Access[],
  owners: Readonly<Record<string, string>>,
  mayRead: (fileOwner: string, tableOwner: string) => boolean = () => false,
): Crossing[] {
  const out: Crossing[] = [];
  for (const access of accesses)
    for (const table of access.tables) {
      const tableOwner = owners[table] ?? '(no owner)';
      if (tableOwner === access.owner) continue;
      if (!access.writes.includes(table) && mayRead(access.owner, tableOwner)) continue;
      out.push({ file: access.file, fileOwner: access.owner, table, tableOwner });
    }
  return out;
}

/**
 * The read-model rule (docs/architecture/table-ownership.md): a feature of the "read models" layer
 * (apps/server/tiers.mjs) may read, never write or lock, the tables of owners in lower layers —
 * reports aggregate millions of ledger entries in one set-based query, which no chain of service
 * calls could do at the same cost. Everyone else reads through services.
 */
export function readModelReads(tiers: readonly { name: string; folders?: string[]; features?: string[] }[]) {
  const rank = (owner: string) =>
    tiers.findIndex((tier) => tier.features?.includes(owner) || tier.folders?.includes(owner) || tier.folders?.some((folder) => owner.startsWith(`${folder}/`)));
  const readModels = new Set(tiers.find((tier) => tier.name === 'read models')?.features ?? []);
  return (fileOwner: string, tableOwner: string) => readModels.has(fileOwner) && rank(tableOwner) >= 0 && rank(tableOwner) < rank(fileOwner);
}

export const crossingKey = (c: { file: string; table: string }) => `${c.file} → ${c.table}`;

// ---------------------------------------------------------------------------------------------
// SQL function files (information: functions legitimately span tables, e.g. the ledger posting)

export interface FunctionAccess {
  /** The function's name (its file is `<name>.sql`). */
  name: string;
  /** The tables its body names. */
  tables: string[];
  /** The tables whose triggers run it (from the migrations). */
  triggerOn: string[];
  /** The other function files it calls. */
  calls: string[];
  /**
   * Its main table: the table its body names most (writes count double), else the table its
   * trigger sits on, else the main table of the first function it calls; null for a pure helper
   * or a trigger function shared by several owners' tables.
   */
  mainTable: string | null;
  /** The main table's owner; `platform` when there is none. */
  owner: string;
}

/** The tables each trigger function runs on, from `CREATE TRIGGER … ON <table> … EXECUTE FUNCTION <fn>()`. */
export function triggersFromMigrations(dir = MIGRATIONS_DIR): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.sql')).sort()) {
    const sql = stripSql(readFileSync(join(dir, file), 'utf8'));
    for (const m of sql.matchAll(/\bcreate\s+(?:or\s+replace\s+)?(?:constraint\s+)?trigger\s+\w+[\s\S]*?\bon\s+("?[\w.]+"?)[\s\S]*?\bexecute\s+(?:function|procedure)\s+([\w.]+)\s*\(/gi)) {
      const fn = bare(m[2]!.toLowerCase());
      out.set(fn, (out.get(fn) ?? new Set()).add(nameOf(m[1]!)));
    }
  }
  return out;
}

/** Every function file under db/functions: the tables it touches and who owns it (information only). */
export function scanFunctions(known: ReadonlySet<string>, owners: Readonly<Record<string, string>>, dir = FUNCTIONS_DIR, migrations = MIGRATIONS_DIR): FunctionAccess[] {
  const triggers = triggersFromMigrations(migrations);
  const names = readdirSync(dir).filter((name) => name.endsWith('.sql')).map((name) => name.slice(0, -'.sql'.length)).sort();
  const partial = names.map((name) => {
    const sql = readFileSync(join(dir, `${name}.sql`), 'utf8');
    const text = stripSql(sql).toLowerCase();
    const tables = [...tablesInSql(sql, known)].sort();
    const weight = (table: string) =>
      (text.match(new RegExp(`\\b(?:from|join|into|update|table|references|lock)\\s+(?:only\\s+)?(?:public\\.)?${table}\\b`, 'g'))?.length ?? 0) +
      (text.match(new RegExp(`\\b(?:into|update|delete\\s+from)\\s+(?:only\\s+)?(?:public\\.)?${table}\\b`, 'g'))?.length ?? 0);
    const direct = [...tables].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))[0] ?? null;
    const body = text.replace(new RegExp(`\\bfunction\\s+(?:public\\.)?${name}\\b`, 'g'), ' ');
    const calls = names.filter((other) => other !== name && new RegExp(`\\b${other}\\s*\\(`).test(body));
    return { name, tables, triggerOn: [...(triggers.get(name) ?? [])].sort(), calls, direct };
  });
  const byName = new Map(partial.map((f) => [f.name, f]));
  const mainOf = (name: string, seen: Set<string> = new Set()): string | null => {
    const f = byName.get(name);
    if (!f || seen.has(name)) return null;
    seen.add(name);
    return f.direct ?? f.triggerOn[0] ?? f.calls.map((callee) => mainOf(callee, seen)).find((t) => t !== null) ?? null;
  };
  return partial.map(({ direct, ...f }) => {
    // A trigger function shared by several owners' tables (append-only guards, change notifications) is the platform's.
    const shared = direct === null && new Set(f.triggerOn.map((table) => owners[table])).size > 1;
    const mainTable = shared ? null : mainOf(f.name);
    return { ...f, mainTable, owner: mainTable ? (owners[mainTable] ?? '(no owner)') : 'platform' };
  });
}

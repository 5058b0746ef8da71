// npm run operator -- create --username X --role admin|finance|support|compliance [--password-env VAR]
// Creates an operator and prints the TOTP secret and otpauth:// URL once (scan it into an
// authenticator app; it is not shown again). The password comes from the environment variable
// named by --password-env (default KHEL_OPERATOR_PASSWORD), never from the command line. On the
// embedded database it refuses (exit 3) while the server holds DATA_DIR (platform/data-dir-lock.ts).
import { parseArgs } from 'node:util';
import { OPERATOR_ROLES, createOperator, type OperatorRole } from '../features/operators/operators.service.ts';
import { loadConfig } from '../platform/config.ts';
import type { Database } from '../platform/db.ts';
import { openConfiguredDatabase } from '../platform/database.ts';
import { refuseWhenInUse } from './data-dir-in-use.ts';

export async function runOperatorCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  db: Database,
  out: (line: string) => void,
): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { username: { type: 'string' }, role: { type: 'string' }, 'password-env': { type: 'string' } },
  });
  if (positionals[0] !== 'create' || !values.username || !values.role) {
    out('usage: npm run operator -- create --username NAME --role admin|finance|support|compliance [--password-env VAR]');
    return 2;
  }
  if (!(OPERATOR_ROLES as readonly string[]).includes(values.role)) {
    out(`role must be one of: ${OPERATOR_ROLES.join(', ')}`);
    return 2;
  }
  const variable = values['password-env'] ?? 'KHEL_OPERATOR_PASSWORD';
  const password = env[variable];
  if (!password) {
    out(`set the operator's password in the environment variable ${variable}`);
    return 2;
  }
  const created = await createOperator(db, { username: values.username, password, role: values.role as OperatorRole });
  out(`operator ${values.username} (${values.role}) created with id ${created.operatorId}`);
  out(`TOTP secret (shown once): ${created.secret}`);
  out(`otpauth URL (shown once): ${created.otpauthUrl}`);
  return 0;
}

if (import.meta.main) {
  const { db } = await openConfiguredDatabase(loadConfig()).catch(refuseWhenInUse);
  try {
    process.exitCode = await runOperatorCli(process.argv.slice(2), process.env, db, (line) => console.log(line));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}

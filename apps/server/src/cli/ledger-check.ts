// npm run ledger:check — proves the stored ledger is consistent; exits 1 with a report if not.
import { checkLedger, ledgerTotals } from '../features/wallet/ledger-check.ts';
import { loadConfig } from '../platform/config.ts';
import { openConfiguredDatabase } from '../platform/database.ts';
import { refuseWhenInUse } from './data-dir-in-use.ts';

const { db } = await openConfiguredDatabase(loadConfig()).catch(refuseWhenInUse);
try {
  const totals = await ledgerTotals(db);
  const problems = await checkLedger(db);
  console.log(
    `ledger:check on ${db.kind}: ${totals.accounts} accounts, ${totals.transfers} transfers, ${totals.holds} holds`,
  );
  if (problems.length === 0) {
    console.log('OK: balances equal their entries, the books balance to zero, every hold resolved at most once.');
  } else {
    console.log(`FAILED: ${problems.length} problem(s)`);
    for (const problem of problems) console.log(`  - ${problem.check}: ${problem.detail}`);
    process.exitCode = 1;
  }
} finally {
  await db.close();
}

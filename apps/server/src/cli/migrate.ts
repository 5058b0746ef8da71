// npm run migrate — brings the configured database's schema up to date and seeds the config
// documents, then exits: the one-shot step a deployment runs before it starts the app processes
// (deploy/compose.yaml, docs/operations/runbook.md). The servers migrate on start too, so this is
// an ordering aid, not a requirement: a failed migration stops the rollout here, before any new
// process takes traffic.
import { seedConfigDocuments } from '../features/config/config.service.ts';
import { loadConfig } from '../platform/config.ts';
import { openConfiguredDatabase } from '../platform/database.ts';
import { refuseWhenInUse } from './data-dir-in-use.ts';

const { db, migration } = await openConfiguredDatabase(loadConfig()).catch(refuseWhenInUse);
try {
  await seedConfigDocuments(db);
  console.log(`migrate: ${db.kind} database at migration ${migration}, config documents seeded`);
} finally {
  await db.close();
}

// Starts Khel: migrate and seed the database, build the app, listen, and close gracefully.
import { buildApp } from './app.ts';
import { seedConfigDocuments } from './features/config/config.service.ts';
import { loadConfig } from './platform/config.ts';
import { openConfiguredDatabase } from './platform/database.ts';

const config = loadConfig();
const { db, migration } = await openConfiguredDatabase(config);
await seedConfigDocuments(db);
const app = await buildApp({ config, db });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(
  `\nKhel is ready at http://${shown}:${port}  (database: ${db.kind}, migration ${migration}${config.apiDocs ? '; API docs at /docs' : ''})\n`,
);

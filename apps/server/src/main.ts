import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedDemo } from './db/seed/seed-demo';
import { LocalDiskStorage } from './platform/storage';
import { startSweeper } from './platform/sweeper';
import { sweepTasks } from './sweep-tasks';

const here = path.dirname(fileURLToPath(import.meta.url));

const config = loadConfig(process.env, {});
config.webDist ??= path.resolve(here, '../../web/dist');

const database = await openConfiguredDatabase(config);
await migrate(database);
if (config.seedOnStart) {
  // Only an empty database is seeded; a restart keeps what is there.
  const seeded = await seedDemo(database.db, new LocalDiskStorage(config.dataDir));
  if (seeded) console.log('Seeded the demo data.');
}
const app = await buildApp({ config, database });

const stopSweeper = startSweeper(database.db, sweepTasks(config), app.log);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  stopSweeper();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Credo on http://localhost:${config.port} (${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`);

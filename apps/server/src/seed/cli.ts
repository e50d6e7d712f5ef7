import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { LocalDiskStorage } from '../platform/storage';
import { seedDemo } from './seed-demo';

/** `npm run seed -w @credo/server`: migrates, then loads the demo data unless it is already there. */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await migrate(database);
  const started = performance.now();
  const seeded = await seedDemo(database.db, new LocalDiskStorage(config.dataDir));
  const ms = Math.round(performance.now() - started);
  console.log(seeded ? `Seeded the demo data in ${ms} ms.` : 'The demo data is already seeded; nothing changed.');
} finally {
  await database.close();
}

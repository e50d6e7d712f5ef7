import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { LocalDiskStorage } from '../platform/storage';
import { seedScale } from './seed-scale';

/** `npm run seed:scale -w @credo/server`: the demo seed (if needed) plus a 20,000-course catalogue. */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await migrate(database);
  const r = await seedScale(database.db, new LocalDiskStorage(config.dataDir));
  console.log(
    r.seeded
      ? `Scale seed: inserted ${r.courses} release courses and ${r.chapters} chapters (${r.courses + r.chapters} rows) in ${(r.ms / 1000).toFixed(1)} s.`
      : `The scale data is already seeded; nothing changed (${r.ms} ms).`,
  );
} finally {
  await database.close();
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { assertProductionSafe, loadConfig } from './config';
import { openConfiguredDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedDemo } from './seed/seed-demo';
import { startSmtpDelivery } from './platform/mail';
import { devMailEnabled, mailGoesToConsole, startConsoleMail } from './platform/mail-console';
import { LocalDiskStorage } from './platform/storage';
import { startSweeper } from './platform/sweeper';
import { sweepTasks } from './sweep-tasks';
import { startCampaignFanOut } from './modules/notification/index';
import { campaignAudience } from './modules/staff/staff-campaign-audience';

const here = path.dirname(fileURLToPath(import.meta.url));

const config = loadConfig(process.env, {});
try {
  assertProductionSafe(config);
} catch (err) {
  // Before anything opens: a clear line naming the variable, and a non-zero exit.
  console.error(`Credo refuses to start: ${(err as Error).message}`);
  process.exit(1);
}
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
// Outbox delivery over SMTP_URL on its own loop, beside the sweeper: a slow SMTP server delays mail only.
const stopSmtpDelivery = startSmtpDelivery(database.db, config, (err) => app.log.error({ err }, 'outbox delivery failed'));
// Campaign mail left sending by a crash or restart is finished here, in batches, on its own loop.
const stopCampaigns = startCampaignFanOut(database.db, campaignAudience, (err) => app.log.error({ err }, 'campaign fan-out failed'));
// `npm start` with neither SMTP_URL nor DEV_MAIL: mail has nowhere to be read, so its links are
// printed here for the person running the demo (and only here: never in the log, never over HTTP).
const stopConsoleMail = mailGoesToConsole(config)
  ? startConsoleMail(database.db, (err) => app.log.error({ err }, 'printing the outbox failed'))
  : async () => {};

/**
 * How long a shutdown may take before the process ends anyway, with a warning: a request or a
 * connection that never finishes must not keep the data directory locked (a restart on it waits)
 * or the port taken. Orchestrators do the same with SIGKILL after their grace period; a crash at
 * any point already ends consistent after restart (the database's own recovery).
 */
const SHUTDOWN_GRACE_MS = 10_000;

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.warn({ signal, graceMs: SHUTDOWN_GRACE_MS }, 'shutdown did not finish in time: exiting without waiting further');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  stopSweeper();
  stopCampaigns();
  // Not awaited: a round stuck on a silent SMTP server must not hold the shutdown (its claim's lease lapses).
  void stopSmtpDelivery();
  void stopConsoleMail();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

// An accept queue for an exam day's burst of new connections: with Node's default of 511, 10,000
// learners starting within 20 s overflowed it and the kernel reset some of them (36 starts failed
// with ECONNRESET in the bench, none with 4096, Linux's default cap `net.core.somaxconn`).
await app.listen({ port: config.port, host: config.host, backlog: 4096 });
if (mailGoesToConsole(config))
  console.log("Mail: no SMTP_URL, so each mail's recipient, subject and links are printed here (DEV_MAIL=true serves /dev/mail to this machine instead).");
else if (!config.smtpUrl && devMailEnabled(config))
  console.log(`Mail: no SMTP_URL, so mails are kept in the outbox at http://localhost:${config.port}/dev/mail (loopback clients only).`);
app.log.info(`Credo on http://localhost:${config.port} (${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`);

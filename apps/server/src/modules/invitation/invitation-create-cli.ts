import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openConfiguredDatabase } from '../../db/client';
import { migrate } from '../../db/migrate';
import { createInvitation, InvitationCreateError, type NewInvitation } from './invitation-create';

const USAGE = `Usage: npm run invitation:create -- --certification <id> [--site] [--uses N] [--days N] [--kind user|sales]

Creates a random invitation code (12 characters, no 0/O or 1/I/L) for the certification with that
id, in the configured database (DATABASE_URL, else PGlite in DATA_DIR: stop a server using the
same PGlite directory first). Prints the code.
  --site        valid only on the certification's own site (default: every site of its tenant)
  --uses N      how many learners may use it (default 1, at most 100000)
  --days N      valid for N days from now (default 30, at most 3650)
  --kind        user (default) or sales`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

/** A whole number in [min, max] from an option's text, or a clear refusal naming the option. */
function whole(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < min || Number(raw) > max) fail(`--${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
  return Number(raw);
}

let args;
try {
  args = parseArgs({
    options: {
      certification: { type: 'string' },
      site: { type: 'boolean', default: false },
      uses: { type: 'string' },
      days: { type: 'string' },
      kind: { type: 'string', default: 'user' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }).values;
} catch (err) {
  fail((err as Error).message);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!args.certification) fail('Missing --certification.');
if (args.kind !== 'user' && args.kind !== 'sales') fail(`--kind must be "user" or "sales", not "${args.kind}".`);
const input: NewInvitation = {
  certificationId: whole('certification', args.certification, 0, 1, 2_147_483_647),
  kind: args.kind,
  siteOnly: args.site ?? false,
  maxUses: whole('uses', args.uses, 1, 1, 100_000),
  days: whole('days', args.days, 30, 1, 3650),
};

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await migrate(database);
  const row = await createInvitation(database.db, input);
  console.error(
    `Created a ${row.kind} invitation for certification ${row.certificationId}, ${row.maxUses} use(s), ` +
      `valid until ${row.expiresAt.toISOString()}${row.siteId ? ` on site ${row.siteId} only` : ''}; its code:`,
  );
  console.log(row.code);
} catch (err) {
  if (!(err instanceof InvitationCreateError)) throw err;
  console.error(`Not created: ${err.message}.`);
  process.exitCode = 1;
} finally {
  await database.close();
}

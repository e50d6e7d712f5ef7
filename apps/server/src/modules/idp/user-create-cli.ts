import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openConfiguredDatabase } from '../../db/client';
import { migrate } from '../../db/migrate';
import { createAccount, IdpAccountError } from './idp.service';

const USAGE = `Usage: npm run user:create -- --email you@example.com --password '<at least 10 characters>' --first Ada --last Lovelace [--role staff]

Adds a verified account to the embedded identity provider of the configured database
(DATABASE_URL, else PGlite in DATA_DIR: stop a server using the same PGlite directory first).
Prints the new account's id.`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

let args;
try {
  args = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      first: { type: 'string' },
      last: { type: 'string' },
      role: { type: 'string', default: 'learner' },
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
const missing = (['email', 'password', 'first', 'last'] as const).filter((k) => !args[k]);
if (missing.length) fail(`Missing ${missing.map((m) => `--${m}`).join(', ')}.`);
if (args.role !== 'learner' && args.role !== 'staff') fail(`--role must be "learner" or "staff", not "${args.role}".`);

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await migrate(database);
  const account = await createAccount(database.db, {
    email: args.email!,
    password: args.password!,
    firstName: args.first!,
    lastName: args.last!,
    role: args.role,
    verified: true,
  });
  console.error(`Created verified ${account.role} account ${account.email}; its id:`);
  console.log(account.id);
} catch (err) {
  if (err instanceof IdpAccountError) {
    console.error(`Not created: ${err.message}${err.reason === 'exists' ? ` (${args.email!.trim().toLowerCase()})` : ''}.`);
    process.exitCode = 1;
  } else {
    throw err;
  }
} finally {
  await database.close();
}

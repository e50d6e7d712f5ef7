// The embedded database's thread (issue 19): PGlite runs here, in a worker_thread, so its
// single-threaded WASM work (every query, the file-system sync after a write) never blocks the
// server's event loop. The main thread talks to it through pglite-thread.ts, one message a call.
// Plain JavaScript on purpose: a worker is started by Node itself, outside tsx and vitest's
// transforms, so it must run as it is.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @type {{ dataDir: string, loadDataDir?: { bytes: ArrayBuffer, type: string } }} */
const { dataDir, loadDataDir } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** Rolls a transaction back on the main thread's word: the gate's rejection, caught below. */
const ROLLBACK = Symbol('rollback');
/** Open transactions by id: the PGlite transaction, the gate that ends it, and how it ended. */
const transactions = new Map();
let nextTransaction = 1;

/**
 * drizzle passes identity parsers (timestamps, dates, intervals and their arrays stay strings);
 * functions cannot cross threads, so the main thread sends their type ids and they are rebuilt here.
 */
function queryOptions(options) {
  if (!options) return undefined;
  const { rawTypes, ...rest } = options;
  if (!rawTypes) return rest;
  return { ...rest, parsers: Object.fromEntries(rawTypes.map((oid) => [oid, (value) => value])) };
}

/** Every own field of a database error (code, constraint, detail...): callers branch on them. */
function serialiseError(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields = {};
  for (const [key, value] of Object.entries(err)) {
    // The failed query's options may hold the parser functions above: not cloneable, and not needed.
    if (key === 'queryOptions' || typeof value === 'function') continue;
    fields[key] = value;
  }
  return { ...fields, name: err.name, message: err.message, stack: err.stack };
}

function target(txId) {
  if (txId === undefined) return db;
  const tx = transactions.get(txId);
  if (!tx) throw new Error(`PGlite transaction ${txId} is not open`);
  return tx.tx;
}

const handlers = {
  query: ({ tx, sql, params, options }) => target(tx).query(sql, params, queryOptions(options)),
  exec: ({ tx, sql, options }) => target(tx).exec(sql, queryOptions(options)),
  /** Opens a transaction and answers once BEGIN ran; PGlite holds its transaction lock until commit or rollback. */
  begin: () =>
    new Promise((resolveBegun, rejectBegun) => {
      const id = nextTransaction++;
      const entry = { tx: undefined, commit: undefined, rollback: undefined, done: undefined };
      // db.transaction awaits before calling back, so `done` is set before the callback stores the entry.
      entry.done = db.transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            Object.assign(entry, { tx, commit, rollback });
            transactions.set(id, entry);
            resolveBegun(id);
          }),
      );
      entry.done.then(
        () => transactions.delete(id),
        (err) => {
          transactions.delete(id);
          if (!entry.tx) rejectBegun(err); // BEGIN itself failed.
        },
      );
    }),
  /** Ends the transaction's callback: PGlite commits; its answer waits for COMMIT (which can fail). */
  commit: async ({ tx }) => {
    const entry = transactions.get(tx);
    if (!entry) throw new Error(`PGlite transaction ${tx} is not open`);
    entry.commit();
    await entry.done;
  },
  rollback: async ({ tx }) => {
    const entry = transactions.get(tx);
    if (!entry) return; // Already ended.
    entry.rollback(ROLLBACK);
    await entry.done.catch((err) => {
      if (err !== ROLLBACK) throw err;
    });
  },
  /** PGlite's tx.rollback(): ROLLBACK now, then the transaction's end commits nothing. */
  txRollback: ({ tx }) => target(tx).rollback(),
  dump: async () => {
    const blob = await db.dumpDataDir('gzip');
    return { bytes: await blob.arrayBuffer(), type: blob.type };
  },
  close: () => db.close(),
};

let db;
try {
  db = await PGlite.create(dataDir, {
    // pg_trgm: the course list's keyword search has trigram indexes (migration 0019), as on PostgreSQL.
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir.bytes], { type: loadDataDir.type }) } : {}),
  });
  port.postMessage({ ready: true });
} catch (err) {
  port.postMessage({ ready: false, error: serialiseError(err) });
}

port.on('message', async (msg) => {
  const handler = handlers[msg.op];
  try {
    if (!handler) throw new Error(`Unknown PGlite worker operation ${msg.op}`);
    const result = await handler(msg);
    const transfer = msg.op === 'dump' ? [result.bytes] : [];
    port.postMessage({ id: msg.id, ok: true, result }, transfer);
  } catch (err) {
    port.postMessage({ id: msg.id, ok: false, error: serialiseError(err) });
  }
  if (msg.op === 'close') port.close();
});

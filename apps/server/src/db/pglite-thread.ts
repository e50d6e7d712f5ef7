// The main thread's side of the PGlite worker (pglite-worker.mjs, issue 19): the subset of PGlite's
// interface drizzle's pglite driver and openDatabase use (query, exec, transaction, dumpDataDir,
// close), each call one message to the worker and its answer. Semantics are PGlite's own: the
// worker runs the real instance, so one statement at a time and a transaction holding every other
// statement until it ends, as before; only the thread that waits for it changed.
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';

type Call =
  | { op: 'query'; tx?: number; sql: string; params?: unknown[]; options?: WireOptions }
  | { op: 'exec'; tx?: number; sql: string; options?: WireOptions }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback' | 'txRollback'; tx: number }
  | { op: 'dump' }
  | { op: 'close' };

/** QueryOptions without functions: identity parsers travel as their type ids. */
type WireOptions = Omit<QueryOptions, 'parsers' | 'serializers'> & { rawTypes?: number[] };

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> & { message: string } };

/** A database error as PGlite threw it in the worker: same message and fields (code, constraint, detail...). */
function rebuildError(fields: Record<string, unknown> & { message: string }): Error {
  const err = new Error(fields.message);
  Object.assign(err, fields);
  return err;
}

/**
 * Only identity parsers cross (drizzle's: timestamps and dates kept as text). Any other parser
 * would be silently dropped, so it is refused instead.
 */
function wireOptions(options?: QueryOptions): WireOptions | undefined {
  if (!options) return undefined;
  const { parsers, serializers, ...rest } = options;
  if (serializers && Object.keys(serializers).length) throw new Error('PGlite worker: custom serializers cannot cross threads');
  if (!parsers) return rest;
  const rawTypes = Object.entries(parsers).map(([oid, parse]) => {
    if (parse('x', Number(oid)) !== 'x') throw new Error(`PGlite worker: only identity parsers cross threads (type ${oid})`);
    return Number(oid);
  });
  return { ...rest, rawTypes };
}

export type PgliteThread = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Array<Results>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
};

export async function startPgliteThread(opts: { dataDir: string; loadDataDir?: Blob }): Promise<PgliteThread> {
  const loadDataDir = opts.loadDataDir ? { bytes: await opts.loadDataDir.arrayBuffer(), type: opts.loadDataDir.type } : undefined;
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir: opts.dataDir, loadDataDir },
    transferList: loadDataDir ? [loadDataDir.bytes] : [],
  });
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let failure: Error | undefined;

  const fail = (err: Error) => {
    failure ??= err;
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`PGlite worker exited (code ${code})`)));

  await new Promise<void>((resolve, reject) => {
    worker.once('message', (msg: { ready: boolean; error?: Record<string, unknown> & { message: string } }) =>
      msg.ready ? resolve() : reject(rebuildError(msg.error!)),
    );
    worker.once('error', reject);
  }).catch(async (err) => {
    await worker.terminate();
    throw err;
  });

  worker.on('message', (msg: Reply) => {
    const w = waiting.get(msg.id);
    if (!w) return;
    waiting.delete(msg.id);
    // The worker keeps the process alive only while a call waits for it, as the in-thread PGlite did.
    if (!waiting.size) worker.unref();
    if (msg.ok) w.resolve(msg.result);
    else w.reject(rebuildError(msg.error));
  });
  worker.unref();

  const call = <T>(msg: Call): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    if (!waiting.size) worker.ref();
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ ...msg, id });
    });
  };

  const transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    const id = await call<number>({ op: 'begin' });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async (sql: string, params?: unknown[], options?: QueryOptions) => (
        open(),
        call({ op: 'query', tx: id, sql, params, options: wireOptions(options) })
      ),
      exec: async (sql: string, options?: QueryOptions) => (open(), call({ op: 'exec', tx: id, sql, options: wireOptions(options) })),
      rollback: async () => {
        open();
        await call({ op: 'txRollback', tx: id });
        closed = true;
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      closed = true;
      await call({ op: 'rollback', tx: id });
      throw err;
    }
    closed = true;
    await call({ op: 'commit', tx: id });
    return result;
  };

  return {
    query: (sql, params, options) => call({ op: 'query', sql, params, options: wireOptions(options) }),
    exec: (sql, options) => call({ op: 'exec', sql, options: wireOptions(options) }),
    transaction,
    dumpDataDir: async () => {
      const { bytes, type } = await call<{ bytes: ArrayBuffer; type: string }>({ op: 'dump' });
      return new Blob([bytes], { type });
    },
    close: async () => {
      if (failure) return;
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
}

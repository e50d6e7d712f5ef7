import { Placeholder } from 'drizzle-orm';
import type pg from 'pg';
import { pgPoolOf, type Db } from './client';

/** A parameter as it goes over the wire: text (numbers are written as text), or SQL null. */
export type LeanValue = string | number | null;

/** A built statement as drizzle's `.prepare(name)` answers it: its SQL text and its parameters in order. */
type Prepared = {
  getQuery(): { sql: string; params: unknown[] };
  execute(values: Record<string, unknown>): Promise<unknown>;
};

/** One statement run with named values; each row as an array of its columns in the statement's order. */
export type LeanStatement = { execute(values: Record<string, LeanValue>): Promise<unknown[][]> };

/**
 * A hot statement (the exam's save, issue 19: 25,000 in a burst, one per answer on an exam day) run
 * on PostgreSQL without node-postgres's and drizzle's per-call machinery. The statement is still
 * drizzle's (built once per handle, its SQL text and parameter order taken from it), so PGlite and
 * PostgreSQL run the same text; on PGlite, and on a handle that is not a pool (a transaction), it
 * runs through drizzle as before.
 *
 * On PostgreSQL a call sends Bind, Execute and Sync of the named statement (Parse once per
 * connection, recorded where pg records its own named statements, so the two never parse a name
 * twice) and keeps each data row's text columns as they arrive. What it leaves out, per call: the
 * Describe message and the RowDescription the server answers it with (pg parses it into field
 * objects and looks up a type parser per column every time, even for a statement it has prepared),
 * pg's Query (an EventEmitter with its Result) and drizzle's placeholder filling, tracing spans,
 * cache check and row mapping. Columns come as PostgreSQL's text (null for SQL null): the caller
 * converts them (`Number`, `new Date`), as it would drizzle's strings for timestamps.
 */
export function leanStatement(db: Db, name: string, prepared: Prepared): LeanStatement {
  const { sql: text, params } = prepared.getQuery();
  const order = params.map((p, i) => {
    if (p instanceof Placeholder) return p.name as string;
    throw new Error(`leanStatement ${name}: parameter ${i + 1} is not a placeholder (an inline value would be sent as its object)`);
  });
  const pool = pgPoolOf(db);
  if (!pool) return { execute: async (values) => ((await prepared.execute(values)) as Record<string, unknown>[]).map((row) => Object.values(row)) };
  return {
    execute: async (values) => {
      const wire = order.map((key) => {
        const v = values[key];
        if (v === undefined) throw new Error(`leanStatement ${name}: no value for ${key}`);
        return v === null ? null : String(v);
      });
      return (await pool.query(new LeanQuery(name, text, wire) as unknown as pg.QueryConfig)) as unknown as unknown[][];
    },
  };
}

/** What pg's connection offers a custom query (pg's own Query and pg-cursor use the same calls). */
type Connection = {
  stream: { cork?: () => void; uncork?: () => void };
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(q: { name: string; text: string; types: number[] }): void;
  bind(b: { statement: string; values: (string | null)[] }): void;
  execute(e: object): void;
  sync(): void;
};

/**
 * A named statement's one execution as a pg "submittable" (the custom query interface pg-cursor
 * uses): the client calls `submit` when the connection is free and hands it the server's messages.
 * `callback` is set by the client (the pool passes its own, which releases the connection).
 */
class LeanQuery {
  callback?: (err: Error | null, rows?: (string | null)[][]) => void;
  private readonly rows: (string | null)[][] = [];

  constructor(
    readonly name: string,
    readonly text: string,
    private readonly values: (string | null)[],
  ) {}

  submit(connection: Connection) {
    connection.stream.cork?.();
    try {
      if (connection.parsedStatements[this.name] === undefined && connection.submittedNamedStatements[this.name] === undefined) {
        connection.parse({ name: this.name, text: this.text, types: [] });
        connection.submittedNamedStatements[this.name] = this.text;
      }
      connection.bind({ statement: this.name, values: this.values });
      connection.execute({});
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleDataRow(msg: { fields: (string | null)[] }) {
    this.rows.push(msg.fields);
  }

  handleReadyForQuery() {
    this.callback?.(null, this.rows);
  }

  /** The client has already let go of this query (ReadyForQuery will not reach it). */
  handleError(err: Error) {
    this.callback?.(err);
  }

  // No Describe is sent, so no RowDescription comes; a statement without rows answers only these.
  handleRowDescription() {}
  handleCommandComplete() {}
  handleEmptyQuery() {}
}

/**
 * What the log may say about an error, and whether it means the database is out of reach
 * (issue 13, finding 7 and item 9).
 *
 * A failed query's message is drizzle's "Failed query: <sql> params: <the caller's values>", and
 * PostgreSQL's own message and detail quote values too ('invalid input syntax for type integer:
 * "…"', 'Key (email)=(…) already exists'). So the log gets names only: the error's class, its
 * code (SQLSTATE or Node's errno code), the schema, table, column and constraint it concerns, and
 * the stack frames without the message line. Messages are left out for every error: a library's
 * message may quote its input ('Received type number (12345)', JSON.parse's text).
 */

export type ErrorReport = {
  type: string;
  code?: string | number;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  dataType?: string;
  routine?: string;
  stack?: string;
  cause?: ErrorReport;
};

/** PostgreSQL error fields that name things (never the values, unlike message, detail and where). */
const NAME_FIELDS = ['severity', 'schema', 'table', 'column', 'constraint', 'dataType', 'routine'] as const;
const MAX_CAUSES = 4;

const typeOf = (err: object): string => {
  const ctor = (err as { constructor?: { name?: unknown } }).constructor?.name;
  if (typeof ctor === 'string' && ctor && ctor !== 'Object') return ctor;
  const name = (err as { name?: unknown }).name;
  return typeof name === 'string' && name ? name : 'Error';
};

/**
 * The stack frames only. V8 starts a stack with "<name>: <message>", and the message may span
 * lines (drizzle's does), so it is cut where the message ends; when the message cannot be found
 * there, no frames are given rather than risk printing it.
 */
export function framesOf(err: { stack?: unknown; message?: unknown }): string | undefined {
  if (typeof err.stack !== 'string') return undefined;
  const message = typeof err.message === 'string' ? err.message : '';
  let rest: string;
  if (message) {
    const at = err.stack.indexOf(message);
    if (at < 0 || at > 200) return undefined;
    rest = err.stack.slice(at + message.length);
  } else {
    rest = err.stack.slice(err.stack.indexOf('\n') + 1 || err.stack.length);
  }
  const frames = rest.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length ? frames.map((line) => line.trim()).join('\n') : undefined;
}

/** The loggable account of an error and of its causes (a DrizzleQueryError's cause is the driver's error). */
export function errorReport(err: unknown, depth = 0): ErrorReport {
  if (!err || typeof err !== 'object') return { type: typeof err };
  const source = err as Record<string, unknown>;
  const report: ErrorReport = { type: typeOf(err) };
  if (typeof source.code === 'string' || typeof source.code === 'number') report.code = source.code;
  for (const field of NAME_FIELDS) {
    if (typeof source[field] === 'string') report[field] = source[field];
  }
  const stack = framesOf(source);
  if (stack) report.stack = stack;
  if (source.cause !== undefined && depth < MAX_CAUSES) report.cause = errorReport(source.cause, depth + 1);
  return report;
}

/** Node's codes for a server that cannot be reached or went away mid-conversation. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/**
 * SQLSTATEs of a server that is shutting down, starting, full or gave up on us: admin_shutdown
 * (pg_terminate_backend, restart), crash_shutdown, cannot_connect_now, too_many_connections,
 * query_canceled (statement_timeout), idle_in_transaction_session_timeout. Class 08 (connection
 * exceptions) is matched as a class.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);
/** node-postgres and pg-pool raise these without a code (fixed texts, no values in them). */
const DRIVER_MESSAGES = [
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

/** Whether the error, or one of its causes, says the database cannot be reached right now: HTTP 503, not 500. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > MAX_CAUSES) return false;
  const { code, message, cause, errors } = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Node's happy-eyeballs connect fails with an AggregateError of one error per address.
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

type LoggedRequest = { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } };

/**
 * The app logger's serializers: `err` (any `log.error({ err })`, the sweeper's and mail's too)
 * becomes errorReport, and a request is logged by its path without the query string, whose values
 * (search words, codes, tokens) are the caller's. Otherwise as Fastify's defaults.
 */
/**
 * Paths that carry a secret in a segment rather than the query: the private calendar feed
 * (`/api/calendar/feed/<token>.ics`, issue 17) is polled by calendar apps, so its token would
 * otherwise be written to the log on every poll.
 */
const SECRET_PATHS: [RegExp, string][] = [[/^(\/api\/calendar\/feed\/)[^/]+$/, '$1[withheld]']];

/** The path of a request as the log may show it: no query string, no secret segment. */
export const loggablePath = (url: string): string => {
  const path = url.split('?')[0];
  for (const [pattern, replacement] of SECRET_PATHS) if (pattern.test(path)) return path.replace(pattern, replacement);
  return path;
};

export const logSerializers = {
  err: (err: unknown) => {
    const report = errorReport(err);
    // Fastify's logger type asks for message and stack strings.
    return { ...report, message: '[withheld]', stack: report.stack ?? '' };
  },
  req: (req: LoggedRequest) => ({
    method: req.method,
    url: loggablePath(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};

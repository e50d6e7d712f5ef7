/**
 * Every operation of the API, read from the OpenAPI document the server publishes at /api/docs/json,
 * with a valid sample request built from its schemas. The security suite iterates over this list,
 * so a new route is attacked the day it is registered, without anyone adding it by hand.
 */
import type { TestApp } from '../build-app';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
};

export type Param = { in: 'query' | 'path' | 'body'; name: string; schema: JsonSchema; required: boolean };
export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. /api/user/avatar/{file}. */
  path: string;
  /** "POST /api/user/update": the key the classification lists use. */
  key: string;
  params: Param[];
  /** The operation takes a JSON body (possibly null: a body schema that admits null). */
  hasJsonBody: boolean;
  /** Upload operations take multipart, not JSON (fuzzed through their query only). */
  multipart: boolean;
};

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
    >
  >;
};

/** Reads the published document through HTTP, as a client would. */
export async function loadOperations(t: TestApp): Promise<Operation[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
  const doc = res.json() as Doc;
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(methods)) {
      const method = m.toUpperCase() as Operation['method'];
      const params: Param[] = (op.parameters ?? []).map((p) => ({
        in: p.in as Param['in'],
        name: p.name,
        schema: p.schema,
        required: p.in === 'path' || !!p.required,
      }));
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const body = json ? objectOf(json) : undefined;
      for (const [name, schema] of Object.entries(body?.properties ?? {})) {
        params.push({ in: 'body', name, schema, required: body?.required?.includes(name) ?? false });
      }
      ops.push({
        method,
        path,
        key: `${method} ${path}`,
        params,
        hasJsonBody: !!json,
        multipart: !!content['multipart/form-data'] || (!json && method !== 'GET' && Object.keys(content).length === 0 && /upload/i.test(path)),
      });
    }
  }
  return ops;
}

/** The object branch of a body schema (`anyOf: [object, null]` for optional bodies). */
function objectOf(s: JsonSchema): JsonSchema | undefined {
  if (s.properties) return s;
  for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) {
    const o = objectOf(branch);
    if (o) return o;
  }
  return undefined;
}

/** Candidate strings for patterned fields: the first one the pattern and length accept is the sample. */
const STRING_CANDIDATES = ['a', 'ab', 'AB', 'en', '1', '12', 'a_b', '1-00000000-0000-0000-0000-000000000000.png', '2030-01-01T00:00:00Z', 'abc'];

/** A valid value for a schema: the smallest sensible one (ids 1, first enum member, required keys only). */
export function sampleOf(s: JsonSchema | undefined): unknown {
  if (!s) return 'a';
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const branches = s.anyOf ?? s.oneOf;
  if (branches) {
    const chosen = branches.find((b) => b.type !== 'null') ?? branches[0];
    return sampleOf(chosen);
  }
  if (s.allOf?.length) return sampleOf(Object.assign({}, ...s.allOf) as JsonSchema);
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(1, low), s.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sampleOf(s.items));
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {})
          .filter(([k]) => s.required?.includes(k))
          .map(([k, v]) => [k, sampleOf(v)]),
      );
    case 'null':
      return null;
    default: {
      const fits = (c: string) => (!s.pattern || new RegExp(s.pattern, 'u').test(c)) && c.length >= (s.minLength ?? 0) && c.length <= (s.maxLength ?? Infinity);
      return STRING_CANDIDATES.find(fits) ?? 'a'.repeat(Math.max(1, s.minLength ?? 1));
    }
  }
}

/** Context values every call carries; the main tenant's first site and English. */
const CONTEXT: Record<string, unknown> = { siteId: 1, languageId: 1 };

/** The valid sample of every required parameter (and the site context), by parameter name. */
export function sampleArgs(op: Operation): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const p of op.params) {
    if (p.name in CONTEXT) args[p.name] = CONTEXT[p.name];
    else if (p.required) args[p.name] = sampleOf(p.schema);
  }
  return args;
}

export type Headers = Record<string, string>;
/** A value for one query parameter: a string, or several (repeated key), or absent. */
type QueryValue = string | string[] | undefined;

/**
 * One request of an operation with the given arguments, placed where the schema says they go.
 * Query values that are not strings are sent the way a client would spell them.
 */
export function requestOf(op: Operation, args: Record<string, unknown>, headers: Headers = {}) {
  let url = op.path;
  const query = new URLSearchParams();
  const body: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(args)) {
    const param = op.params.find((p) => p.name === name);
    const where = param?.in ?? (op.hasJsonBody ? 'body' : 'query');
    if (where === 'path') url = url.replace(`{${name}}`, encodeURIComponent((queryText(value) as string) ?? ''));
    else if (where === 'body') body[name] = value;
    else for (const v of [queryText(value)].flat()) if (v !== undefined) query.append(name, v);
  }
  const qs = query.toString();
  const hasBody = op.hasJsonBody && op.method !== 'GET';
  return {
    method: op.method,
    url: qs ? `${url}?${qs}` : url,
    headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(hasBody ? { payload: JSON.stringify(body) } : {}),
  };
}

function queryText(value: unknown): QueryValue {
  if (value === undefined) return undefined;
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.map((v) => String(v));
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

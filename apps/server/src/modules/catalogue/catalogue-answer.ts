import { z } from 'zod';
import { catalogueList, type CatalogueListFilters } from '@credo/contracts/catalogue';
import { ok } from '../../platform/envelope';
import type { RequestContext } from '../../platform/request-context';
import type { SnapshotRow } from './catalogue.repo';
import { searchSnapshot, type ListSnapshot } from './catalogue-snapshot';
import { toListWhere, toRowDto, type ListOptions } from './catalogue.service';

/**
 * A list answer from a snapshot as the JSON bytes the route's contract makes of it
 * (`envelopeBytes(envelopeOf(catalogueList), …)`), without encoding the whole answer per request
 * (decision 0037: the zod encode and stringify of a page plus the filter options was the largest
 * part of a miss's server time once the search was in memory). The parts are made once and kept
 * by the objects they come from: each row's JSON per snapshot row (encoded through the contract's
 * row schema the first time it is shown, so a row that breaks the contract still fails its
 * answers), and per filter-options object (the reference cache's, 30 s) the envelope around
 * `rows` and `total`. A test compares the bytes with the plain encoding.
 */
const rowSchema = catalogueList.shape.rows.element;
const rowJson = new WeakMap<SnapshotRow, string>();
type Template = { before: string; between: string; after: string; rowsFirst: boolean };
const templates = new WeakMap<z.ZodType, WeakMap<ListOptions, Template>>();

function jsonOf(row: SnapshotRow): string {
  let json = rowJson.get(row);
  if (json === undefined) rowJson.set(row, (json = JSON.stringify(z.encode(rowSchema, toRowDto(row)))));
  return json;
}

const ROWS = '"rows":[]';
const TOTAL = '"total":0';

/** The envelope of `options` split around its empty `rows` and zero `total` (top-level keys of data: nowhere else in it). */
function templateOf(envelope: z.ZodType, options: ListOptions): Template {
  let bySchema = templates.get(envelope);
  if (!bySchema) templates.set(envelope, (bySchema = new WeakMap()));
  let t = bySchema.get(options);
  if (!t) {
    const json = JSON.stringify(z.encode(envelope, ok({ ...options, rows: [], total: 0 })));
    const r = json.indexOf(ROWS);
    const n = json.indexOf(TOTAL);
    if (r < 0 || n < 0 || json.indexOf(ROWS, r + 1) >= 0 || json.indexOf(TOTAL, n + 1) >= 0) throw new Error('The list envelope has no single rows and total');
    // The value's span: `[]` after `"rows":`, `0` after `"total":`.
    const rows = [r + ROWS.length - 2, r + ROWS.length] as const;
    const total = [n + TOTAL.length - 1, n + TOTAL.length] as const;
    const [first, second] = r < n ? [rows, total] : [total, rows];
    t = { before: json.slice(0, first[0]), between: json.slice(first[1], second[0]), after: json.slice(second[1]), rowsFirst: r < n };
    bySchema.set(options, t);
  }
  return t;
}

/** The answer's bytes for a snapshot that has rows. */
export function snapshotAnswerBytes(
  envelope: z.ZodType,
  snapshot: ListSnapshot,
  ctx: Pick<RequestContext, 'siteId'>,
  q: CatalogueListFilters,
  options: ListOptions,
  now = new Date(),
): Buffer {
  const found = searchSnapshot(snapshot.rows!, toListWhere(ctx.siteId, q, now), q.keyword, snapshot.fold, q.pageSize, (q.pageNum - 1) * q.pageSize);
  const t = templateOf(envelope, options);
  const rows = `[${found.rows.map(jsonOf).join(',')}]`;
  const total = String(found.total);
  return Buffer.from(t.rowsFirst ? t.before + rows + t.between + total + t.after : t.before + total + t.between + rows + t.after);
}

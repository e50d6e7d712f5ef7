import type { Db } from '../../db/client';
import { foldOf, type Fold } from './catalogue-fold';
import { findListSnapshotRows, type ListWhere, type SnapshotRow } from './catalogue.repo';

/**
 * The course and video lists searched in memory (decision 0037, issue 19): one list of a site
 * (site and course type) is read with one query, scheduled rows included, in list order, its name
 * and description folded as the database's `lower()` folds them; a request's filters, keyword,
 * `now`, page and total are then applied here, exactly as the SQL path (catalogue.repo.ts) applies
 * them, without a round trip. A site's list is 600 to 2,200 rows on the scale catalogue; a scan
 * over them costs microseconds.
 *
 * Freshness: a snapshot is used for at most `ttlMs` (the reference cache's 30 s) after its query
 * was sent, so a row is never older than the list's whole answers were already allowed to be. From
 * 80 % of that age one request starts a refresh in the background and the others keep the current
 * snapshot; past `ttlMs` every request waits for the (one) load in flight. Publication times are
 * compared with the request's `now`, so a scheduled course appears on time.
 *
 * Bounds: a list longer than `maxRows` is not kept (the SQL path answers it, decided again after
 * `ttlMs`); at most `maxTotalRows` rows are kept over all lists, the oldest loaded lists dropped
 * first. Concurrent requests for a list being loaded share its one load.
 */
export type ListSnapshot = {
  /** Increases with every load in this process: answers built from a snapshot are keyed by it. */
  version: number;
  /** Clock time just before the query was sent. */
  loadedAt: number;
  /** In list order; null when the list is longer than the bound (answered by SQL). */
  rows: SnapshotColumns | null;
  fold: Fold;
};
/**
 * A list's rows and, column by column, what the filters compare (issue 19: the driver's row
 * objects, scanned property by property with a string search per row, cost 80 to 120 µs per
 * request over 596 rows on a loaded machine). Integers are typed arrays with -1 for NULL (no
 * filter value is negative: the contract's ids are positive, kind, requirement and video type
 * small and non-negative), so a NULL matches nothing, as `=` on NULL in SQL. Text columns are
 * numbered per distinct value (the same -1 for NULL): a filter value the list does not contain
 * matches no row. The keyword is searched last, in the rows the other filters left (the folded
 * names and descriptions: one string search over all of a list's text cost about as much as the
 * row objects' scan).
 */
export type SnapshotColumns = ReturnType<typeof columnsOf>;

/**
 * Which pairs of adjacent UTF-16 code units a row's folded name and description contain, as a
 * 256-bit set (8 words a row, pairs hashed). A string containing the keyword contains each of its
 * pairs, so a row whose set lacks one of the keyword's cannot match and skips both string searches
 * (issue 19: those searches were most of a miss's search, about 5 µs over the 101 rows the bench's
 * filters leave; about a quarter of the bits are set, so a keyword of a few letters rules out most
 * rows that do not contain it). An empty set (a one-character keyword) rules out nothing.
 */
const PAIR_WORDS = 8;
function addPairs(s: string, set: Int32Array, at: number) {
  for (let i = 1; i < s.length; i++) {
    const h = (s.charCodeAt(i - 1) * 31 + s.charCodeAt(i)) & (PAIR_WORDS * 32 - 1);
    set[at + (h >>> 5)] |= 1 << (h & 31);
  }
}
function pairsOf(names: string[], descriptions: string[]) {
  const set = new Int32Array(names.length * PAIR_WORDS);
  for (let i = 0; i < names.length; i++) {
    addPairs(names[i], set, i * PAIR_WORDS);
    addPairs(descriptions[i], set, i * PAIR_WORDS);
  }
  return set;
}
const ints = (rows: SnapshotRow[], get: (r: SnapshotRow) => number | null) => Int32Array.from(rows, (r) => get(r) ?? -1);
function texts(rows: SnapshotRow[], get: (r: SnapshotRow) => string | null) {
  const dict = new Map<string, number>();
  const codes = Int32Array.from(rows, (r) => {
    const v = get(r);
    if (v === null) return -1;
    let code = dict.get(v);
    if (code === undefined) dict.set(v, (code = dict.size));
    return code;
  });
  return { dict, codes };
}
function columnsOf(rows: SnapshotRow[], fold: Fold) {
  const foldedName = rows.map((r) => fold(r.name));
  const foldedDescription = rows.map((r) => fold(r.description));
  return {
    rows,
    publishedUs: Float64Array.from(rows, (r) => r.publishedUs),
    kind: ints(rows, (r) => r.kind),
    certificationTypeId: ints(rows, (r) => r.certificationTypeId),
    certificationSubtypeId: ints(rows, (r) => r.certificationSubtypeId),
    requirement: ints(rows, (r) => r.requirement),
    productLineId: ints(rows, (r) => r.productLineId),
    videoType: ints(rows, (r) => r.videoType),
    certificationTypeName: texts(rows, (r) => r.certificationTypeName),
    certificationSubtypeName: texts(rows, (r) => r.certificationSubtypeName),
    languageComplete: texts(rows, (r) => r.languageComplete),
    versionLabel: texts(rows, (r) => r.versionLabel),
    foldedName,
    foldedDescription,
    pairs: pairsOf(foldedName, foldedDescription),
  };
}

export type ListSnapshotOptions = { ttlMs: number; clock?: () => number; maxRows?: number; maxTotalRows?: number };

let versions = 0;

export class ListSnapshots {
  private readonly entries = new Map<string, ListSnapshot>();
  private readonly inflight = new Map<string, Promise<ListSnapshot>>();
  private keptRows = 0;
  /** Loads started (for tests: concurrent misses share one). */
  loads = 0;
  private readonly clock: () => number;
  private readonly maxRows: number;
  private readonly maxTotalRows: number;

  constructor(
    private readonly db: Db,
    private readonly opts: ListSnapshotOptions,
  ) {
    this.clock = opts.clock ?? Date.now;
    this.maxRows = opts.maxRows ?? 10_000;
    this.maxTotalRows = opts.maxTotalRows ?? 100_000;
  }

  /** The snapshot of a site's list, no older than `ttlMs`. */
  async get(siteId: number, courseType: number): Promise<ListSnapshot> {
    return this.fresh(siteId, courseType) ?? this.inflight.get(`${siteId}|${courseType}`) ?? this.load(`${siteId}|${courseType}`, siteId, courseType);
  }

  /**
   * The snapshot of a site's list if one younger than `ttlMs` is kept, without a promise (the
   * route's common case, issue 19); undefined when the caller must wait for a load (`get`).
   */
  fresh(siteId: number, courseType: number): ListSnapshot | undefined {
    const key = `${siteId}|${courseType}`;
    const current = this.entries.get(key);
    if (!current) return undefined;
    const age = this.clock() - current.loadedAt;
    if (age >= this.opts.ttlMs) return undefined;
    // Refresh ahead of expiry, so that steady traffic never waits for a load.
    if (age >= this.opts.ttlMs * 0.8 && !this.inflight.has(key)) this.load(key, siteId, courseType).catch(() => undefined);
    return current;
  }

  private load(key: string, siteId: number, courseType: number): Promise<ListSnapshot> {
    this.loads++;
    const p = (async () => {
      const fold = await foldOf(this.db);
      const loadedAt = this.clock();
      const rows = await findListSnapshotRows(this.db, siteId, courseType, this.maxRows + 1);
      const kept = rows.length > this.maxRows ? null : columnsOf(rows, fold);
      const snapshot: ListSnapshot = { version: ++versions, loadedAt, rows: kept, fold };
      this.keep(key, snapshot);
      return snapshot;
    })().finally(() => this.inflight.delete(key));
    this.inflight.set(key, p);
    return p;
  }

  /** Stores a snapshot as the newest, then drops the oldest while over the row bound. */
  private keep(key: string, snapshot: ListSnapshot) {
    const old = this.entries.get(key);
    if (old) {
      this.keptRows -= old.rows?.rows.length ?? 0;
      this.entries.delete(key);
    }
    this.entries.set(key, snapshot);
    this.keptRows += snapshot.rows?.rows.length ?? 0;
    for (const [k, s] of this.entries) {
      if (this.keptRows <= this.maxTotalRows || k === key) break;
      this.entries.delete(k);
      this.keptRows -= s.rows?.rows.length ?? 0;
    }
  }
}

/**
 * One page of the snapshot's matches and their total: the SQL path's WHERE (catalogue.repo.ts,
 * FILTERS) as comparisons, in the same order. A filter applies when its value is given; a row's
 * missing certification or product line (the left joins' nulls) matches no value. The keyword is
 * contained in the folded name or description, as `ILIKE '%keyword%'` with %, _ and \ literal.
 */
export function searchSnapshot(c: SnapshotColumns, w: ListWhere, keyword: string | undefined, fold: Fold, limit: number, offset: number) {
  const none = { rows: [] as SnapshotRow[], total: 0 };
  const code = (col: { dict: Map<string, number> }, v: string | undefined) => (v === undefined ? -2 : (col.dict.get(v) ?? -3));
  const typeName = code(c.certificationTypeName, w.certificationTypeName);
  const subtypeName = code(c.certificationSubtypeName, w.certificationSubtypeName);
  const language = code(c.languageComplete, w.languageComplete);
  const version = code(c.versionLabel, w.versionLabel);
  // A text value that no row has: nothing matches.
  if (typeName === -3 || subtypeName === -3 || language === -3 || version === -3) return none;
  const nowUs = w.now.getTime() * 1000;
  const k = keyword ? fold(keyword) : '';
  // The keyword's pairs, as (word, bits) of the words that have any.
  const kPairs = new Int32Array(PAIR_WORDS);
  addPairs(k, kPairs, 0);
  const words: number[] = [];
  for (let j = 0; j < PAIR_WORDS; j++) if (kPairs[j] !== 0) words.push(j, kPairs[j]);
  const page: SnapshotRow[] = [];
  let total = 0;
  rows: for (let i = 0; i < c.rows.length; i++) {
    if (c.publishedUs[i] > nowUs) continue;
    if (w.kind !== undefined && c.kind[i] !== w.kind) continue;
    if (w.certificationTypeId !== undefined && c.certificationTypeId[i] !== w.certificationTypeId) continue;
    if (typeName !== -2 && c.certificationTypeName.codes[i] !== typeName) continue;
    if (w.certificationSubtypeId !== undefined && c.certificationSubtypeId[i] !== w.certificationSubtypeId) continue;
    if (subtypeName !== -2 && c.certificationSubtypeName.codes[i] !== subtypeName) continue;
    if (w.requirement !== undefined && c.requirement[i] !== w.requirement) continue;
    if (language !== -2 && c.languageComplete.codes[i] !== language) continue;
    if (version !== -2 && c.versionLabel.codes[i] !== version) continue;
    if (w.productLineId !== undefined && c.productLineId[i] !== w.productLineId) continue;
    if (w.videoType !== undefined && c.videoType[i] !== w.videoType) continue;
    if (k) {
      for (let j = 0; j < words.length; j += 2) if ((c.pairs[i * PAIR_WORDS + words[j]] & words[j + 1]) !== words[j + 1]) continue rows;
      if (!c.foldedName[i].includes(k) && !c.foldedDescription[i].includes(k)) continue;
    }
    if (total >= offset && page.length < limit) page.push(c.rows[i]);
    total++;
  }
  return { rows: page, total };
}

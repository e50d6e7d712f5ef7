import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { languages, siteLanguages, sites, tenants } from '../db/schema/index';

export type TenantRow = typeof tenants.$inferSelect;
export type SiteRow = typeof sites.$inferSelect;
export type LanguageRow = typeof languages.$inferSelect;
export type SiteLanguageRow = typeof siteLanguages.$inferSelect;

export type Snapshot = {
  tenantsById: Map<number, TenantRow>;
  tenantByHost: Map<string, TenantRow>;
  tenantByCode: Map<string, TenantRow>;
  defaultTenant: TenantRow | undefined;
  sitesById: Map<number, SiteRow>;
  languagesById: Map<number, LanguageRow>;
  /** siteId -> offered languages (ordered by sort), with the country each is offered for. */
  siteLanguages: Map<number, SiteLanguageRow[]>;
};

/** Reference data changes rarely and is read on every request: keep it in memory, reload it lazily. */
const TTL_MS = 30_000;

/**
 * Tenants, sites and languages, cached per process. Every request resolves its context
 * from here, so the hot path does no query; staff edits show within TTL_MS (or at once after `invalidate`).
 */
export class SiteRegistry {
  private snapshot: Snapshot | undefined;
  private loadedAt = 0;
  private loading: Promise<Snapshot> | undefined;

  constructor(
    private readonly db: Db,
    private readonly hostOverrides: Record<string, string> = {},
  ) {}

  invalidate() {
    this.loadedAt = 0;
  }

  /** The snapshot while it is fresh, without waiting: the per-request fast path. */
  current(): Snapshot | undefined {
    return this.snapshot && Date.now() - this.loadedAt < TTL_MS ? this.snapshot : undefined;
  }

  async get(): Promise<Snapshot> {
    const fresh = this.current();
    if (fresh) return fresh;
    // One load at a time; concurrent requests share it.
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async load(): Promise<Snapshot> {
    const [tenantRows, siteRows, languageRows, siteLanguageRows] = await Promise.all([
      this.db.select().from(tenants),
      this.db.select().from(sites),
      this.db.select().from(languages),
      this.db.select().from(siteLanguages).orderBy(asc(siteLanguages.siteId), asc(siteLanguages.sort)),
    ]);
    const tenantByCode = new Map(tenantRows.map((t) => [t.code, t]));
    const tenantByHost = new Map<string, TenantRow>();
    for (const t of tenantRows) for (const h of t.hosts) tenantByHost.set(h.toLowerCase(), t);
    for (const [host, code] of Object.entries(this.hostOverrides)) {
      const t = tenantByCode.get(code);
      if (t) tenantByHost.set(host, t);
    }
    const grouped = new Map<number, SiteLanguageRow[]>();
    for (const row of siteLanguageRows) {
      const list = grouped.get(row.siteId) ?? [];
      list.push(row);
      grouped.set(row.siteId, list);
    }
    const snapshot: Snapshot = {
      tenantsById: new Map(tenantRows.map((t) => [t.id, t])),
      tenantByHost,
      tenantByCode,
      defaultTenant: tenantRows.find((t) => t.isDefault) ?? tenantRows[0],
      sitesById: new Map(siteRows.map((s) => [s.id, s])),
      languagesById: new Map(languageRows.map((l) => [l.id, l])),
      siteLanguages: grouped,
    };
    this.snapshot = snapshot;
    this.loadedAt = Date.now();
    return snapshot;
  }
}

/** Host header without port, lower case; IPv6 literals keep their brackets. */
export function hostName(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  const h = hostHeader.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.split(':')[0];
}

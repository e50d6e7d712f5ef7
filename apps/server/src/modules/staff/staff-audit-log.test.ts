import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '@credo/contracts/certificate';
import { staffAuditLog } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { dataOf, get } from '../../../test/certificate-kit';

let t: TestApp;
let home: SignedIn;
let other: SignedIn;
/** Staff of tenant 2 call on their own host and site (siteId 19, micro.localhost). */
const otherHost = (me: SignedIn) => ({ ...me, headers: { ...me.headers, host: 'micro.localhost', origin: 'http://micro.localhost' } });

beforeAll(async () => {
  t = await buildTestApp();
  home = await signIn(t, { role: 'staff', name: 'Home Staff' });
  other = otherHost(await signIn(t, { role: 'staff', tenantId: 2, siteId: 19, name: 'Other Staff' }));
});
afterAll(() => t.close());

const homeLog = async (q: Record<string, string | number> = {}) => dataOf<AuditLogEntry[]>(await get(t, home, '/api/staff/audit-log', q));
const otherLog = async (q: Record<string, string | number> = {}) => dataOf<AuditLogEntry[]>(await get(t, other, '/api/staff/audit-log', { siteId: 19, ...q }));

/** `count` entries by `actor`, one a second from `start` on, targets numbered from `firstTarget`. */
async function writeEntries(actor: number, count: number, start: number, firstTarget: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    actorUserId: actor,
    action: 'certificate.revoke',
    targetType: 'certificate',
    targetId: firstTarget + i,
    detail: { i },
    createdAt: new Date(start + i * 1000),
  }));
  return t.app.db.insert(staffAuditLog).values(rows).returning({ id: staffAuditLog.id });
}

describe('the staff audit log is bounded by the tenant in the query', () => {
  it("a page of 200 holds the tenant's own newest entries, however many newer ones another tenant wrote", async () => {
    const start = Date.UTC(2030, 0, 1);
    // The home tenant's 205 entries, then 450 newer ones of the other tenant: a first page read
    // without the tenant would hold none of the home tenant's entries.
    const mine = await writeEntries(home.user.id, 205, start, 900_000);
    const theirs = await writeEntries(other.user.id, 450, start + 300_000, 910_000);

    const page = await homeLog();
    expect(page).toHaveLength(200);
    expect(page.every((e) => e.actorUserId === home.user.id)).toBe(true);
    // Newest first: the home tenant's 200 newest, in order.
    expect(page.map((e) => e.id)).toEqual(
      mine
        .map((r) => r.id)
        .reverse()
        .slice(0, 200),
    );

    const otherPage = await otherLog();
    expect(otherPage).toHaveLength(200);
    expect(otherPage.every((e) => e.actorUserId === other.user.id)).toBe(true);
    expect(otherPage[0]!.id).toBe(theirs[theirs.length - 1]!.id);
  });

  it("a target's entries: the tenant's only, even where the other tenant's target has the same id", async () => {
    const start = Date.UTC(2031, 0, 1);
    await writeEntries(home.user.id, 1, start, 920_000);
    await writeEntries(other.user.id, 3, start + 1000, 920_000);
    const entries = await homeLog({ targetType: 'certificate', targetId: 920_000 });
    expect(entries.map((e) => e.actorUserId)).toEqual([home.user.id]);
    expect((await otherLog({ targetType: 'certificate', targetId: 920_000 })).map((e) => e.actorUserId)).toEqual([other.user.id]);
  });
});

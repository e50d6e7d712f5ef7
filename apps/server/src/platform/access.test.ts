import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { learnerOwnsRow, ownAccount, rowOfTenant, signedInUser, staffOfTenant, viewerOf } from './access';
import type { SessionUser } from './session';

// The permissions keep the answers the API gave before they were gathered here (issue 15 item 3).
const user = (over: Partial<SessionUser>) => ({ user: { id: 7, tenantId: 1, role: 'learner', ...over } as SessionUser });
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, http: err.httpStatus };
    throw err;
  }
  return null;
};

describe('access', () => {
  it("signedInUser: no session or another tenant's session is HTTP 401; the tenant's own passes", () => {
    expect(refusal(() => signedInUser(null, { tenantId: 1 }))).toEqual({ code: 401, http: 401 });
    expect(refusal(() => signedInUser(user({ tenantId: 2 }), { tenantId: 1 }))).toEqual({ code: 401, http: 401 });
    expect(signedInUser(user({}), { tenantId: 1 }).id).toBe(7);
  });

  it('staffOfTenant: a visitor 401, a learner 403 (HTTP 403), staff of another tenant 401', () => {
    expect(refusal(() => staffOfTenant(null, { tenantId: 1 }))).toEqual({ code: 401, http: 401 });
    expect(refusal(() => staffOfTenant(user({}), { tenantId: 1 }))).toEqual({ code: 403, http: 403 });
    expect(refusal(() => staffOfTenant(user({ role: 'staff', tenantId: 2 }), { tenantId: 1 }))).toEqual({ code: 401, http: 401 });
    expect(staffOfTenant(user({ role: 'staff' }), { tenantId: 1 }).role).toBe('staff');
  });

  it("viewerOf: another tenant's session reads as a visitor", () => {
    expect(viewerOf(user({ tenantId: 2 }), { tenantId: 1 })).toBeNull();
    expect(viewerOf(null, { tenantId: 1 })).toBeNull();
    expect(viewerOf(user({}), { tenantId: 1 })).toBe(7);
  });

  it("ownAccount: another id is code 403 at HTTP 200; no id or one's own passes", () => {
    expect(refusal(() => ownAccount({ id: 7 }, 8))).toEqual({ code: 403, http: 200 });
    expect(refusal(() => ownAccount({ id: 7 }, 7))).toBeNull();
    expect(refusal(() => ownAccount({ id: 7 }, null))).toBeNull();
  });

  it("learnerOwnsRow and rowOfTenant: missing and someone else's rows are the same HTTP 404", () => {
    expect(refusal(() => learnerOwnsRow(7, { userId: 8 }, 'none'))).toEqual({ code: 404, http: 404 });
    expect(refusal(() => learnerOwnsRow(7, undefined, 'none'))).toEqual({ code: 404, http: 404 });
    expect(learnerOwnsRow(7, { userId: 7, id: 3 }, 'none').id).toBe(3);
    expect(refusal(() => rowOfTenant({ tenantId: 1 }, { tenantId: 2 }, 'none'))).toEqual({ code: 404, http: 404 });
    expect(rowOfTenant({ tenantId: 1 }, { tenantId: 1, id: 4 }, 'none').id).toBe(4);
  });
});

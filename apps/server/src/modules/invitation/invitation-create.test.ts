import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { generateInvitationCode, INVITATION_CODE_ALPHABET } from './invitation-code';
import { createInvitation, InvitationCreateError } from './invitation-create';
import { certificationId, getDetail, learner, useCode } from './invitation-fixtures';
import { DAY_MS } from '@credo/contracts/durations';

let t: TestApp;
let certId: number;
beforeAll(async () => {
  t = await buildTestApp();
  certId = await certificationId(t, 'gen-associate');
});
afterAll(() => t.close());

const base = () => ({ certificationId: certId, kind: 'user' as const, siteOnly: false, maxUses: 1, days: 30 });

describe('generateInvitationCode', () => {
  it('draws 12 symbols of the unambiguous alphabet, never 0, O, 1, I or L', () => {
    expect(INVITATION_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
    for (let i = 0; i < 2000; i++) expect(generateInvitationCode()).toMatch(/^[ABCDEFGHJKMNPQRSTVWXYZ2-9]{12}$/);
    expect(generateInvitationCode(16)).toHaveLength(16);
  });

  it('does not repeat itself and uses every symbol', () => {
    const codes = Array.from({ length: 20_000 }, () => generateInvitationCode());
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join(''))).toEqual(new Set(INVITATION_CODE_ALPHABET));
  });
});

describe('createInvitation (npm run invitation:create)', () => {
  it("stores a code of the certification's tenant that a learner can use", async () => {
    const row = await createInvitation(t.app.db, { ...base(), maxUses: 3, days: 10 });
    expect(row).toMatchObject({ kind: 'user', tenantId: 1, certificationId: certId, siteId: null, maxUses: 3, usedCount: 0, relationType: 0 });
    expect(row.code).toMatch(/^[A-Z2-9]{12}$/);
    expect(Math.abs(row.expiresAt.getTime() - (Date.now() + 10 * DAY_MS))).toBeLessThan(60_000);
    const me = await learner(t);
    expect((await getDetail(t, row.code.toLowerCase(), { me })).json().code).toBe(200);
    expect((await useCode(t, row.code, { me })).json().code).toBe(200);
    const [after] = await t.app.db.select().from(invitations).where(eq(invitations.id, row.id));
    expect(after.usedCount).toBe(1);
  });

  it("binds the code to the certification's site with --site, and makes sales codes with --kind sales", async () => {
    const row = await createInvitation(t.app.db, { ...base(), kind: 'sales', siteOnly: true });
    expect(row).toMatchObject({ kind: 'sales', siteId: 1 });
  });

  it('draws another code when the first one is taken, through the unique index', async () => {
    const taken = await createInvitation(t.app.db, base());
    const draws = [taken.code, taken.code, 'FRESHCODE234'];
    const row = await createInvitation(t.app.db, base(), () => draws.shift()!);
    expect(row.code).toBe('FRESHCODE234');
    expect(draws).toEqual([]);
    expect(await t.app.db.select().from(invitations).where(eq(invitations.code, taken.code))).toHaveLength(1);
  });

  it('gives up with a clear error after five clashes, and refuses an unknown certification', async () => {
    const taken = await createInvitation(t.app.db, base());
    await expect(createInvitation(t.app.db, base(), () => taken.code)).rejects.toThrow(/No free code after 5 attempts/);
    await expect(createInvitation(t.app.db, { ...base(), certificationId: 999_999 })).rejects.toBeInstanceOf(InvitationCreateError);
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { certificateApplications, certificates, certificationEnrolments, certifications, invitations, invitationUses } from '../../db/schema/index';
import type { TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { DAY_MS } from '@credo/contracts/durations';

/** Test helpers of the invitation suites (not a test file itself). */

let addressSeq = 0;

/** A learner with a complete name and a country, calling from an address of their own (the per-address limit stays out of the way). */
export type Learner = SignedIn & { address: string };
export async function learner(t: TestApp, overrides: Parameters<typeof signIn>[1] = {}, address?: string): Promise<Learner> {
  const me = await signIn(t, { firstName: 'Ada', lastName: 'Lovelace', countryCode: 'US', ...overrides });
  addressSeq += 1;
  return { ...me, address: address ?? `10.${Math.floor(addressSeq / 250) % 250}.${addressSeq % 250}.7` };
}

export async function certificationId(t: TestApp, groupKey: string, siteId = 1, languageId = 1): Promise<number> {
  const [row] = await t.app.db
    .select({ id: certifications.id })
    .from(certifications)
    .where(and(eq(certifications.groupKey, groupKey), eq(certifications.siteId, siteId), eq(certifications.languageId, languageId)))
    .limit(1);
  if (!row) throw new Error(`no ${groupKey} on site ${siteId}`);
  return row.id;
}

export type InvitationInsert = Partial<typeof invitations.$inferInsert> & { certificationId: number };
/** A fresh code (random, upper case) of the main tenant on site 1, ten uses, valid a year. */
export async function makeInvitation(t: TestApp, values: InvitationInsert) {
  const [row] = await t.app.db
    .insert(invitations)
    .values({
      code: `T-${randomUUID().slice(0, 8).toUpperCase()}`,
      kind: 'user',
      tenantId: 1,
      siteId: 1,
      maxUses: 10,
      expiresAt: new Date(Date.now() + 365 * DAY_MS),
      ...values,
    })
    .returning();
  return row;
}

type Call = { me: Learner | null; siteId?: number; languageId?: number; address?: string };
const headersOf = (me: Learner | null) => me?.headers ?? {};

export const getDetail = (t: TestApp, code: string, c: Call) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/invitation/getDetail?invitationCode=${encodeURIComponent(code)}&siteId=${c.siteId ?? 1}&languageId=${c.languageId ?? 1}`,
    headers: headersOf(c.me),
    remoteAddress: c.address ?? c.me?.address,
  });

export const releaseInfo = (t: TestApp, code: string, c: Call) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/invitation/certification/release/info?code=${encodeURIComponent(code)}&siteId=${c.siteId ?? 1}&languageId=${c.languageId ?? 1}`,
    headers: headersOf(c.me),
    remoteAddress: c.address ?? c.me?.address,
  });

export const useCode = (t: TestApp, code: string, c: Call & { sales?: boolean; emailNotificationStatus?: number }) =>
  t.app.inject({
    method: 'POST',
    url: c.sales ? '/api/user/invitation/sales/use' : '/api/user/invitation/use',
    headers: headersOf(c.me),
    remoteAddress: c.address ?? c.me?.address,
    payload: { siteId: c.siteId ?? 1, languageId: c.languageId ?? 1, code, emailNotificationStatus: c.emailNotificationStatus ?? 1 },
  });

/** The learner's use rows and enrolment in the certification, and the code's count. */
export async function stateOf(t: TestApp, userId: number, invitationId: number, certId: number) {
  const uses = await t.app.db
    .select()
    .from(invitationUses)
    .where(and(eq(invitationUses.invitationId, invitationId), eq(invitationUses.userId, userId)));
  const enrolments = await t.app.db
    .select()
    .from(certificationEnrolments)
    .where(and(eq(certificationEnrolments.userId, userId), eq(certificationEnrolments.certificationId, certId)));
  const [inv] = await t.app.db.select({ usedCount: invitations.usedCount }).from(invitations).where(eq(invitations.id, invitationId));
  return { uses, enrolments, usedCount: inv.usedCount };
}

/** A refusal: HTTP 200, the code, and nothing written (no new use row, no new enrolment, count unchanged). */
export async function expectRefused(
  t: TestApp,
  res: Awaited<ReturnType<typeof useCode>>,
  code: number,
  me: Learner,
  invitation: { id: number; usedCount: number; certificationId: number },
  enrolmentsBefore = 0,
  usesBefore = 0,
) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code, res.body).toBe(code);
  const s = await stateOf(t, me.user.id, invitation.id, invitation.certificationId);
  expect(s.uses).toHaveLength(usesBefore);
  expect(s.enrolments).toHaveLength(enrolmentsBefore);
  expect(s.usedCount).toBe(invitation.usedCount);
}

/** A direct enrolment (not through an invitation). */
export async function enrolDirectly(t: TestApp, userId: number, certId: number, state = 'approved') {
  const [row] = await t.app.db.insert(certificationEnrolments).values({ userId, certificationId: certId, siteId: 1, state, via: 'direct' }).returning();
  return row;
}

/** A valid certificate of the certification (enrolment, approved application, certificate). */
export async function giveCertificate(t: TestApp, userId: number, certId: number) {
  const enrolment = await enrolDirectly(t, userId, certId);
  const [cert] = await t.app.db.select().from(certifications).where(eq(certifications.id, certId));
  const [application] = await t.app.db
    .insert(certificateApplications)
    .values({ userId, certificationId: certId, enrolmentId: enrolment.id, state: 'approved', decidedAt: new Date() })
    .returning();
  await t.app.db.insert(certificates).values({
    number: `CR-TEST-${randomUUID().slice(0, 8).toUpperCase()}`,
    userId,
    certificationId: certId,
    applicationId: application.id,
    tenantId: 1,
    holderName: 'Ada Lovelace',
    certificationName: cert.name,
    level: cert.level,
    kind: cert.kind,
    groupKey: cert.groupKey,
    versionLabel: cert.versionLabel,
    issuedAt: new Date(Date.now() - DAY_MS),
    expiresAt: new Date(Date.now() + 700 * DAY_MS),
  });
}

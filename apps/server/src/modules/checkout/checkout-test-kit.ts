/**
 * Test helpers of the checkout suites (not a test file itself): paid sessions with their price,
 * and the payment calls through app.inject on the real test database.
 */
import { and, eq } from 'drizzle-orm';
import { classrooms, orders, prices, regions } from '../../db/schema/index';
import type { TestApp } from '../../../test/build-app';
import type { SignedIn } from '../../../test/sessions';
import { makeSession, post, get } from '../practical-exam/practical-exam-test-kit';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';

type Me = SignedIn | null;

export async function regionId(t: TestApp, siteId: number, code: string) {
  const [r] = await t.app.db
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.siteId, siteId), eq(regions.code, code)));
  return r.id;
}

/** A paid practical-exam session on site 1 (US region, USD) with a price, 10 days out unless told. */
export async function paidExam(t: TestApp, certificationId: number, amountMinor = 25_000, seats = 12, currencyId = 3) {
  const session = await makeSession(t, certificationId, { isCharge: 1, seats });
  await t.app.db.insert(prices).values({ siteId: 1, relationType: 2, relationId: session.id, regionId: await regionId(t, 1, 'US'), currencyId, amountMinor });
  return session;
}

/** A paid classroom of the certification on site 1 with a price. */
export async function paidClassroom(t: TestApp, certificationId: number | null, amountMinor = 49_000, seats = 8) {
  const startAt = new Date(Date.now() + 20 * DAY_MS);
  const [room] = await t.app.db
    .insert(classrooms)
    .values({
      siteId: 1,
      languageId: 1,
      title: 'Paid test classroom',
      kind: 0,
      certificationId,
      startAt,
      endAt: new Date(startAt.getTime() + 8 * HOUR_MS),
      city: 'Boston',
      countryCode: 'US',
      seats,
    })
    .returning();
  await t.app.db.insert(prices).values({ siteId: 1, relationType: 1, relationId: room.id, regionId: await regionId(t, 1, 'US'), currencyId: 3, amountMinor });
  return room;
}

const P = 'user/pay/registration';
export const verify = (t: TestApp, me: Me, relationType: number, relationId: number, siteId = 1) =>
  post(t, me, `${P}/verify`, { relationType, relationId, siteId });
export const orderInfo = (t: TestApp, me: Me, relationType: number, relationId: number, siteId = 1) =>
  post(t, me, `${P}/getPayOrderInfo`, { relationType, relationId, siteId });
export const place = (t: TestApp, me: Me, relationType: number, relationId: number, payType: number, extra: Record<string, unknown> = {}) =>
  post(t, me, `${P}/placeOrder`, { relationType, relationId, payType, ...extra });
export const cancelOrder = (t: TestApp, me: Me, relationType: number, relationId: number, seqNo: string) =>
  post(t, me, `${P}/cancelOrder`, { relationType, relationId, seqNo });
export const deleteOrder = (t: TestApp, me: Me, seqNo: string) => get(t, me, `${P}/deleteOrder`, { seqNo });
export const paymentStatus = (t: TestApp, me: Me, merchantTransactionId: string) => get(t, me, `${P}/getPaymentStatus`, { merchantTransactionId });

export const ordersOf = (t: TestApp, userId: number) => t.app.db.select().from(orders).where(eq(orders.userId, userId));

/**
 * Test helpers of the bank-transfer, invoice, reconciliation and reschedule suites (not a test
 * file itself): multipart proof uploads and the calls through app.inject on the real database.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { PaymentResponse } from '@credo/contracts/checkout';
import type { TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { dataOf, get, post, readyLearner } from '../practical-exam/practical-exam-test-kit';
import { paidExam, place } from './checkout-test-kit';

type Me = SignedIn | null;
const P = 'user/pay/registration';

export const makePng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();
export const makeJpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 90, b: 10 } } })
    .jpeg()
    .toBuffer();

export function multipart(file: Buffer, opts: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = `----credo${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'image'}"; filename="${opts.filename ?? 'proof.png'}"\r\n` +
    `Content-Type: ${opts.type ?? 'image/png'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export const uploadProof = (t: TestApp, me: Me, file: Buffer, opts?: Parameters<typeof multipart>[1]) => {
  const body = multipart(file, opts);
  return t.app.inject({
    method: 'POST',
    url: `/api/${P}/image/upload?siteId=1&languageId=1`,
    headers: { ...(me ? me.headers : {}), 'content-type': body.contentType },
    payload: body.payload,
  });
};
export const saveVoucher = (t: TestApp, me: Me, id: string, paymentProof?: string) => post(t, me, `${P}/save/voucher`, { id, paymentProof });
export const getProof = (t: TestApp, me: Me, seqNo: string) => post(t, me, `${P}/getProof`, { seqNo });
export const getInvoice = (t: TestApp, me: Me, seqNo: string) => get(t, me, 'user/invoice/getInvoice', { seqNo });
export const staffList = (t: TestApp, me: Me) => get(t, me, 'staff/checkout/bank-transfer/list', {});
export const staffDecide = (t: TestApp, me: Me, body: Record<string, unknown>) => post(t, me, 'staff/checkout/bank-transfer/decide', body);
export const reconciliation = (t: TestApp, me: Me) => get(t, me, 'staff/checkout/reconciliation', {});
export const reschedule = (t: TestApp, me: Me, body: Record<string, unknown>) => post(t, me, `${P}/reschedule`, body);

export const staffOf = (t: TestApp) => signIn(t, { role: 'staff', name: 'Finance Staff' });

/** A learner with a bank-transfer order for a fresh paid practical exam (USD on site 1). */
export async function bankOrder(t: TestApp, certificationId: number, me?: SignedIn, amountMinor = 25_000) {
  const learner = me ?? (await readyLearner(t, certificationId));
  const session = await paidExam(t, certificationId, amountMinor);
  const order = dataOf<PaymentResponse>(
    await place(t, learner, 2, session.id, 1, { billingAddress: { street: '1 Main St', postcode: '02110', city: 'Boston', country: 'US' } }),
  );
  return { me: learner, session, order };
}

/** A bank-transfer order with its proof submitted (pending, awaiting staff). */
export async function submittedOrder(t: TestApp, certificationId: number, me?: SignedIn) {
  const o = await bankOrder(t, certificationId, me);
  const url = dataOf<string>(await uploadProof(t, o.me, await makePng()));
  dataOf(await saveVoucher(t, o.me, o.order.seqNo, url));
  return { ...o, url };
}

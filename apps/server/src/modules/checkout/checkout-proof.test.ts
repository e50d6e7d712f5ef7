import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { PROOF_URL_PREFIX, type ProofInfo } from '@credo/contracts/checkout-bank';
import { warningMessages } from '@credo/contracts/errors';
import { orders, paymentProofs } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn } from '../../../test/sessions';
import { certId, dataOf, readyLearner } from '../practical-exam/practical-exam-test-kit';
import { bankOrder, getProof, makeJpeg, makePng, saveVoucher, uploadProof } from './checkout-bank-test-kit';
import { cancelOrder, paidExam, place } from './checkout-test-kit';
import { uploadedAtOf } from './checkout-proof-name';
import { saveVoucher as saveVoucherAt } from './checkout-proof.service';
import { storageOf } from '../../platform/storage';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';

let t: TestApp;
let genP: number;

beforeAll(async () => {
  t = await buildTestApp();
  genP = await certId(t, 'gen-professional');
});
afterAll(() => t.close());

const warningOf = (res: { statusCode: number; json(): { code: number; message: string } }) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe(400);
  return res.json().message;
};

describe('image/upload (field image): jpeg, jpg or png by content, at most 5,242,880 bytes', () => {
  it('a visitor is refused before anything is read', async () => {
    expect((await uploadProof(t, null, await makePng())).statusCode).toBe(401);
  });

  it('png and jpeg are stored and answer a URL only their uploader can open', async () => {
    const me = await signIn(t);
    for (const [bytes, type] of [
      [await makePng(), 'image/png'],
      [await makeJpeg(), 'image/jpeg'],
    ] as const) {
      const url = dataOf<string>(await uploadProof(t, me, bytes, { filename: 'receipt.jpg', type }));
      expect(url).toMatch(new RegExp(`^/api/user/pay/registration/proof/${me.user.id}-`));
      const own = await t.app.inject({ method: 'GET', url, headers: { cookie: me.cookie } });
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe(type);
      const other = await signIn(t);
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    }
  });

  it('the three warnings: another type by content (whatever the name says), a larger file, no file', async () => {
    const me = await signIn(t);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 1)]);
    expect(warningOf(await uploadProof(t, me, pdf, { filename: 'proof.png', type: 'image/png' }))).toBe(warningMessages.uploadFileType);
    // PNG magic bytes but not a decodable image: refused as well.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 7)]);
    expect(warningOf(await uploadProof(t, me, fake))).toBe(warningMessages.uploadFileType);
    const big = Buffer.concat([await makePng(), Buffer.alloc(5_242_881 - (await makePng()).length, 0)]);
    expect(big.length).toBe(5_242_881);
    expect(warningOf(await uploadProof(t, me, big))).toBe(warningMessages.uploadFileSize);
    expect(warningOf(await uploadProof(t, me, await makePng(), { field: 'file' }))).toBe(warningMessages.uploadProofRequired);
    expect(warningOf(await uploadProof(t, me, Buffer.alloc(0)))).toBe(warningMessages.uploadProofRequired);
  });

  it('stores pixels only: EXIF (GPS position) and a payload appended after the image do not survive', async () => {
    const me = await signIn(t);
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 13/1 48/1' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const url = dataOf<string>(await uploadProof(t, me, photo, { filename: 'photo.jpg', type: 'image/jpeg' }));
    const stored = (await t.app.inject({ method: 'GET', url, headers: { cookie: me.cookie } })).rawPayload;
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    const polyglot = Buffer.concat([await makePng(), Buffer.from('PK\u0003\u0004evil.js<script>alert(1)</script>')]);
    const url2 = dataOf<string>(await uploadProof(t, me, polyglot));
    const stored2 = (await t.app.inject({ method: 'GET', url: url2, headers: { cookie: me.cookie } })).rawPayload;
    expect(stored2.includes(Buffer.from('evil.js'))).toBe(false);
  });

  it('a file of exactly 5,242,880 bytes is accepted (the limit is inclusive)', async () => {
    const me = await signIn(t);
    const png = await makePng();
    // Bytes after IEND are ignored by decoders and dropped by the re-encoding.
    const exact = Buffer.concat([png, Buffer.alloc(5_242_880 - png.length, 0)]);
    expect(dataOf<string>(await uploadProof(t, me, exact))).toContain('/proof/');
  });
});

describe('save/voucher {paymentProof, id}: only the own bank-transfer order in the create state', () => {
  it('attaches the proof: the order waits for staff (pending), holds its seat and can no longer be cancelled', async () => {
    const { me, session, order } = await bankOrder(t, genP);
    const url = dataOf<string>(await uploadProof(t, me, await makePng()));
    const info = dataOf<ProofInfo>(await saveVoucher(t, me, order.seqNo, url));
    expect(info).toMatchObject({ seqNo: order.seqNo, orderState: 1, proofState: 'submitted', paymentProof: url, reason: null });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.seqNo, order.seqNo));
    expect(row.paymentProof).toBe(url);
    expect(row.deadlineAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    // Pending: a second proof is refused (the dialog's upload is enabled only in create) …
    const again = await saveVoucher(t, me, order.seqNo, dataOf<string>(await uploadProof(t, me, await makePng())));
    expect(again.json().code).toBe(501);
    // … and the order is not cancelled meanwhile.
    expect((await cancelOrder(t, me, 2, session.id, order.seqNo)).json().code).toBe(501);
    expect(dataOf<ProofInfo>(await getProof(t, me, order.seqNo)).proofState).toBe('submitted');
  });

  it('no proof, a foreign or made-up URL: the please-upload-proof warning', async () => {
    const { me, order } = await bankOrder(t, genP);
    expect(warningOf(await saveVoucher(t, me, order.seqNo))).toBe(warningMessages.uploadProofRequired);
    const other = await signIn(t);
    const foreign = dataOf<string>(await uploadProof(t, other, await makePng()));
    expect(warningOf(await saveVoucher(t, me, order.seqNo, foreign))).toBe(warningMessages.uploadProofRequired);
    const madeUp = `/api/user/pay/registration/proof/${me.user.id}-00000000-0000-4000-8000-000000000000.png`;
    expect(warningOf(await saveVoucher(t, me, order.seqNo, madeUp))).toBe(warningMessages.uploadProofRequired);
    expect(await t.app.db.select().from(paymentProofs).where(eq(paymentProofs.userId, me.user.id))).toEqual([]);
  });

  it('a proof uploaded more than 23 hours ago is refused (the sweep deletes unattached uploads at 24 h); 23 hours is still fine', async () => {
    const { me, order } = await bankOrder(t, genP);
    const url = dataOf<string>(await uploadProof(t, me, await makePng()));
    const file = url.slice(PROOF_URL_PREFIX.length);
    const uploadedAt = uploadedAtOf(file)!;
    // The name carries the upload time (UUIDv7), within the request's span.
    expect(Math.abs(uploadedAt.getTime() - Date.now())).toBeLessThan(60_000);
    const late = new Date(uploadedAt.getTime() + 23 * HOUR_MS + 1);
    const refused = await saveVoucherAt(t.app.db, storageOf(t.app), me.user.id, { paymentProof: url, id: order.seqNo }, late).catch((e: unknown) => e);
    expect(refused).toMatchObject({ httpStatus: 400, message: warningMessages.uploadProofRequired, data: { reason: 'proof-expired' } });
    expect(await t.app.db.select().from(paymentProofs).where(eq(paymentProofs.userId, me.user.id))).toEqual([]);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.seqNo, order.seqNo));
    expect(row.state).toBe(0);
    // At exactly 23 hours it is attached.
    const edge = new Date(uploadedAt.getTime() + 23 * HOUR_MS);
    const info = await saveVoucherAt(t.app.db, storageOf(t.app), me.user.id, { paymentProof: url, id: order.seqNo }, edge);
    expect(info.proofState).toBe('submitted');
    // A name without a time (uploaded before names had one) is judged by existence alone.
    expect(uploadedAtOf(`${me.user.id}-00000000-0000-4000-8000-000000000000.png`)).toBeNull();
  });

  it("another learner's order answers 404; a card order and a cancelled one answer 501", async () => {
    const { me, session, order } = await bankOrder(t, genP);
    const other = await readyLearner(t, genP);
    const url = dataOf<string>(await uploadProof(t, other, await makePng()));
    expect((await saveVoucher(t, other, order.seqNo, url)).statusCode).toBe(404);

    const mine = dataOf<string>(await uploadProof(t, me, await makePng()));
    dataOf(await cancelOrder(t, me, 2, session.id, order.seqNo));
    const cancelled = await saveVoucher(t, me, order.seqNo, mine);
    expect(cancelled.json().code).toBe(501);

    const card = await paidExam(t, genP);
    const cardOrder = dataOf<{ seqNo: string }>(await place(t, me, 2, card.id, 0));
    expect((await saveVoucher(t, me, cardOrder.seqNo, mine)).json().code).toBe(501);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.seqNo, cardOrder.seqNo));
    expect(row).toMatchObject({ state: 0, paymentProof: null });
  });
});

describe('OpenAPI', () => {
  it('documents the bank-transfer, invoice, reschedule and staff calls with their bodies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    for (const p of [
      '/api/user/pay/registration/image/upload',
      '/api/user/pay/registration/save/voucher',
      '/api/user/pay/registration/getProof',
      '/api/user/pay/registration/reschedule',
      '/api/user/invoice/getInvoice',
      '/api/staff/checkout/bank-transfer/list',
      '/api/staff/checkout/bank-transfer/decide',
      '/api/staff/checkout/reconciliation',
    ]) {
      expect(Object.keys(paths)).toContain(p);
    }
    expect(JSON.stringify(paths['/api/user/pay/registration/image/upload'].post)).toContain('5,242,880 bytes');
    expect(JSON.stringify(paths['/api/user/pay/registration/save/voucher'].post.requestBody)).toContain('paymentProof');
  });
});

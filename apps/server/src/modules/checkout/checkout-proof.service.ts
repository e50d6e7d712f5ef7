import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { PROOF_REVIEW_DAYS, PROOF_URL_PREFIX, proofFileParams, type ProofInfo } from '@credo/contracts/checkout-bank';
import { OrderStatus, PaymentMethod, type OrderStatusValue } from '@credo/contracts/enums';
import { ErrorCode, warningMessages } from '@credo/contracts/errors';
import type { Db } from '../../db/client';
import { learnerOwnsRow } from '../../platform/access';
import { AppError } from '../../platform/app-error';
import type { Storage } from '../../platform/storage';
import { expireIfDue } from './checkout-order.service';
import { findOrderBySeqNo, updateOrder, type OrderRow } from './checkout.repo';
import { findProofByUrl, insertProof, latestProof, type ProofRow } from './checkout-proof.repo';
import { uploadedAtOf, uuidV7 } from './checkout-proof-name';
import { PROOF_ABANDONED_AFTER_MS } from './checkout-proof-sweep';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';

/**
 * Bank-transfer proof (commerce §5, §7; cert §5, §9; decision 0017 "Bank transfer"): the image
 * is checked by its content (JPEG or PNG magic bytes, then decoded), at most 5,242,880 bytes
 * (the route stops reading there), re-encoded so nothing but pixels is stored, and kept under a
 * name that starts with the learner's id. save/voucher attaches it to the learner's own bank
 * transfer order in the create state; the order then waits for staff (pending).
 */

const NOT_YOURS = 'No order of yours with this number';
const tx$ = (t: unknown) => t as Db;

export const proofTypeError = () => AppError.badRequest(warningMessages.uploadFileType);
export const proofSizeError = () => AppError.badRequest(warningMessages.uploadFileSize);
export const proofMissingError = () => AppError.badRequest(warningMessages.uploadProofRequired);

/**
 * A proof is attached within 23 hours of its upload: the sweep deletes unattached uploads after 24
 * (PROOF_ABANDONED_AFTER_MS), so an older one could be deleted between this check and the commit.
 * The hour between leaves room for any clock skew and a slow request.
 */
export const PROOF_ATTACH_WITHIN_MS = PROOF_ABANDONED_AFTER_MS - HOUR_MS;
/** The spec's please-upload warning (HTTP 400), with the reason: the page asks for the proof again. */
export const proofTooOldError = () =>
  AppError.badRequest(warningMessages.uploadProofRequired, {
    reason: 'proof-expired',
    detail: 'This proof was uploaded more than 23 hours ago. Please upload it again.',
  });

type Kind = { ext: 'png' | 'jpg'; contentType: 'image/png' | 'image/jpeg' };
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** JPEG or PNG by magic bytes; the file name and the declared type are not trusted. */
export function sniffProof(bytes: Buffer): Kind | null {
  if (bytes.length > PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) return { ext: 'png', contentType: 'image/png' };
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { ext: 'jpg', contentType: 'image/jpeg' };
  return null;
}

/**
 * Decoded and encoded again (no EXIF position, no appended payload or polyglot), at most 3000
 * pixels a side so a bank statement stays legible; a header claiming more than 40 megapixels is
 * refused before decoding. Null when the bytes are not an image after all.
 */
async function reencode(bytes: Buffer, kind: Kind): Promise<Buffer | null> {
  try {
    const p = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: 3000, height: 3000, fit: 'inside', withoutEnlargement: true });
    return kind.ext === 'png' ? await p.png({ compressionLevel: 9 }).toBuffer() : await p.jpeg({ quality: 90 }).toBuffer();
  } catch {
    return null;
  }
}

const keyOf = (file: string) => `proofs/${file}`;

/** image/upload: stores the checked image and answers its URL (nothing is attached to an order yet). */
export async function storeProofImage(storage: Storage, userId: number, bytes: Buffer, now = new Date()): Promise<string> {
  if (bytes.length === 0) throw proofMissingError();
  const kind = sniffProof(bytes);
  if (!kind) throw proofTypeError();
  const clean = await reencode(bytes, kind);
  if (!clean) throw proofTypeError();
  const file = `${userId}-${uuidV7(now)}.${kind.ext}`;
  await storage.put(keyOf(file), clean, kind.contentType);
  return PROOF_URL_PREFIX + file;
}

/** The file name of one of this learner's proof URLs, or null. */
function ownProofFile(url: string, userId: number): string | null {
  if (!url.startsWith(PROOF_URL_PREFIX)) return null;
  const file = url.slice(PROOF_URL_PREFIX.length);
  return proofFileParams.safeParse({ file }).success && file.startsWith(`${userId}-`) ? file : null;
}

const infoOf = (o: OrderRow, p: ProofRow | null): ProofInfo => ({
  seqNo: o.seqNo,
  orderState: o.state as OrderStatusValue,
  proofState: (p?.state ?? null) as ProofInfo['proofState'],
  paymentProof: p?.url ?? null,
  submittedAt: p ? p.submittedAt.getTime() : null,
  reviewedAt: p?.reviewedAt ? p.reviewedAt.getTime() : null,
  reason: p?.reason ?? null,
});

/**
 * save/voucher {paymentProof, id}: `id` is the order's number (seqNo). A proof uploaded more than
 * 23 hours ago is refused (HTTP 400, the please-upload warning with reason `proof-expired`). Only the learner's own
 * bank-transfer order in the create state takes a proof (anything else: 501 with the reason;
 * another learner's order: HTTP 404). The order becomes pending: its seat stays held while staff
 * review (PROOF_REVIEW_DAYS from now), and it can no longer be cancelled or switched meanwhile.
 */
export async function saveVoucher(db: Db, storage: Storage, userId: number, body: { paymentProof: string; id: string }, now = new Date()): Promise<ProofInfo> {
  const file = ownProofFile(body.paymentProof, userId);
  if (!file || !(await storage.stat(keyOf(file)))) throw proofMissingError();
  const uploadedAt = uploadedAtOf(file);
  if (uploadedAt && now.getTime() - uploadedAt.getTime() > PROOF_ATTACH_WITHIN_MS) throw proofTooOldError();
  return db.transaction(async (t) => {
    const tx = tx$(t);
    let order = learnerOwnsRow(userId, await findOrderBySeqNo(tx, body.id, true), NOT_YOURS);
    order = await expireIfDue(tx, order, now);
    if (order.payType !== PaymentMethod.BANK_TRANSFER)
      throw new AppError(ErrorCode.OTHER_ERROR, null, 'A payment proof belongs to a bank-transfer order only.');
    if (order.state !== OrderStatus.CREATE) {
      throw new AppError(ErrorCode.OTHER_ERROR, { state: order.state }, 'A payment proof can be sent only while the order is waiting for payment.');
    }
    const proof = await insertProof(tx, { orderId: order.id, userId, url: body.paymentProof, state: 'submitted', submittedAt: now });
    const next = {
      state: OrderStatus.PENDING,
      paymentProof: body.paymentProof,
      deadlineAt: new Date(now.getTime() + PROOF_REVIEW_DAYS * DAY_MS),
      updatedAt: now,
    };
    await updateOrder(tx, order.id, next);
    return infoOf({ ...order, ...next }, proof);
  });
}

/** getProof: the learner's own order with its latest proof and review (reason of a rejection). */
export async function proofOf(db: Db, userId: number, seqNo: string): Promise<ProofInfo> {
  const order = learnerOwnsRow(userId, await findOrderBySeqNo(db, seqNo), NOT_YOURS);
  return infoOf(order, await latestProof(db, order.id));
}

/**
 * A proof image for its uploader, or for staff of the tenant whose order it is attached to;
 * anything else is not found.
 */
export async function openProof(
  db: Db,
  storage: Storage,
  viewer: { id: number; tenantId: number; role: string },
  file: string,
): Promise<{ stream: Readable; size: number; contentType: string } | null> {
  let allowed = file.startsWith(`${viewer.id}-`);
  if (!allowed && viewer.role === 'staff') allowed = (await findProofByUrl(db, PROOF_URL_PREFIX + file))?.tenantId === viewer.tenantId;
  if (!allowed) return null;
  const stat = await storage.stat(keyOf(file));
  if (!stat) return null;
  return { stream: storage.createReadStream(keyOf(file)), size: stat.size, contentType: stat.contentType };
}

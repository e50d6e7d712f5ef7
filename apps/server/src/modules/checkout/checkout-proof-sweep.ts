import { inArray } from 'drizzle-orm';
import { PROOF_URL_PREFIX, proofFileParams } from '@credo/contracts/checkout-bank';
import type { Db } from '../../db/client';
import { orders, paymentProofs } from '../../db/schema/index';
import type { LocalDiskStorage } from '../../platform/storage';
import { DAY_MS } from '@credo/contracts/durations';

/**
 * Review finding 7: image/upload stores a proof before any order is named, and only save/voucher
 * records it (a payment_proofs row and the order's paymentProof). An upload that no row names a
 * day later was abandoned; its file (and metadata) goes, so one account cannot fill the disk with
 * proofs it never sends. A day leaves the learner ample time between upload and save/voucher.
 * Attached proofs stay for good: staff review and the order's history read them.
 */
export const PROOF_ABANDONED_AFTER_MS = DAY_MS;

/** URLs per query: far below PostgreSQL's 65,535 bound parameters, whatever the backlog. */
const CHUNK = 500;

/** The URLs among `urls` that a proof row or an order names. */
async function attachedAmong(db: Db, urls: string[]): Promise<Set<string>> {
  const named = new Set<string>();
  for (let i = 0; i < urls.length; i += CHUNK) {
    const part = urls.slice(i, i + CHUNK);
    for (const r of await db.select({ url: paymentProofs.url }).from(paymentProofs).where(inArray(paymentProofs.url, part))) named.add(r.url);
    for (const r of await db.select({ url: orders.paymentProof }).from(orders).where(inArray(orders.paymentProof, part))) if (r.url) named.add(r.url);
  }
  return named;
}

/** Deletes proof files older than a day that no proof row or order names; answers how many went. */
export async function sweepAbandonedProofs(db: Db, storage: Pick<LocalDiskStorage, 'keysOlderThan' | 'delete'>, now = new Date()): Promise<number> {
  const keys = await storage.keysOlderThan('proofs', new Date(now.getTime() - PROOF_ABANDONED_AFTER_MS));
  // Only names image/upload gives; anything else in the folder is not ours to judge.
  const urlOf = new Map<string, string>();
  for (const key of keys) {
    const file = key.slice('proofs/'.length);
    if (proofFileParams.safeParse({ file }).success) urlOf.set(PROOF_URL_PREFIX + file, key);
  }
  if (urlOf.size === 0) return 0;
  const attached = await attachedAmong(db, [...urlOf.keys()]);
  let removed = 0;
  for (const [url, key] of urlOf) {
    if (attached.has(url)) continue;
    await storage.delete(key);
    removed++;
  }
  return removed;
}

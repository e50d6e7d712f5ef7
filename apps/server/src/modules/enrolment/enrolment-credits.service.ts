import { requiredCredits, VENDOR_EXAM_WINDOW_DAYS } from '@credo/contracts/constants';
import { CertificationKind } from '@credo/contracts/enums-site';
import type { Db } from '../../db/client';
import { creditGrantsTowards } from '../learning/index';
import { DAY_MS } from '@credo/contracts/durations';

export type CreditsTowards = { earned: number; required: number; reachedAt: Date | null; windowEndsAt: Date | null };

/**
 * The learner's credits towards a certification (cert §9: 12 general, 9 vendor), when they first
 * reached the requirement, and the end of the vendor exam window (30 days after). One place for
 * the certification's status and the exam's qualification, so both always agree. The grants are
 * learning's: asked through its face.
 */
export async function creditsTowards(db: Db, userId: number, cert: { id: number; kind: number }): Promise<CreditsTowards> {
  const required = requiredCredits(cert.kind);
  let earned = 0;
  let reachedAt: Date | null = null;
  for (const g of await creditGrantsTowards(db, userId, cert.id)) {
    earned += g.credits;
    if (reachedAt === null && earned >= required) reachedAt = g.grantedAt;
  }
  const windowEndsAt = reachedAt && cert.kind === CertificationKind.VENDOR ? new Date(reachedAt.getTime() + VENDOR_EXAM_WINDOW_DAYS * DAY_MS) : null;
  return { earned, required, reachedAt, windowEndsAt };
}

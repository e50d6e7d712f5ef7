import type { Db } from '../../db/client';
import { userCardOf, userCardsByIds } from '../user/index';
import { findCertificationFacts, findDueCertificates, findOwnCertificateRowByNumber, type CertificateRow } from './certificate.repo';

/**
 * The certificate's holder as the user module tells it (issue 15: `users` is the user module's;
 * names, company and e-mail are asked through its face, lists in one query).
 */

/** What a certificate copies at issue: the certification's facts and the holder's names; undefined without either. */
export async function findIssueFacts(db: Db, certificationId: number, userId: number) {
  const facts = await findCertificationFacts(db, certificationId);
  const holder = facts ? await userCardOf(db, userId) : null;
  if (!facts || !holder) return undefined;
  return { ...facts, firstName: holder.firstName, lastName: holder.lastName, name: holder.name };
}

/** The learner's own certificate with their company (the PDF needs one). */
export async function findOwnCertificateByNumber(
  db: Db,
  userId: number,
  number: string,
): Promise<{ certificate: CertificateRow; company: string | null } | undefined> {
  const certificate = await findOwnCertificateRowByNumber(db, userId, number);
  const holder = certificate ? await userCardOf(db, userId) : null;
  return certificate && holder ? { certificate, company: holder.company } : undefined;
}

/** Whether the certificate holder has deleted their account (decision 0015: the name is then shown as initials). */
export async function isHolderDeleted(db: Db, userId: number): Promise<boolean> {
  const holder = await userCardOf(db, userId);
  return !holder || holder.deleted;
}

export type DueReminder = Awaited<ReturnType<typeof findDueCertificates>>[number] & { email: string };

/**
 * Up to `limit` certificates due for the `kind` reminder whose holder has an account and an
 * e-mail, soonest end first. Pages past holders without one (deleted accounts, no address), so
 * they never crowd the others out of a sweep; one user lookup per page.
 */
export async function findDueReminders(db: Db, kind: string, after: Date, until: Date, limit: number): Promise<DueReminder[]> {
  const due: DueReminder[] = [];
  let from: { expiresAt: Date; id: number } | undefined;
  while (due.length < limit) {
    const page = await findDueCertificates(db, kind, after, until, limit, from);
    const holders = await userCardsByIds(
      db,
      page.map((c) => c.userId),
    );
    for (const { userId, ...c } of page) {
      const holder = holders.get(userId);
      if (holder && !holder.deleted && holder.email && due.length < limit) due.push({ ...c, userId, email: holder.email });
    }
    if (page.length < limit) break;
    from = page[page.length - 1];
  }
  return due;
}

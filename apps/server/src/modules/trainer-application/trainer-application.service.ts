import { randomUUID } from 'node:crypto';
import {
  TRAINER_DECLINED_DELETE_BUSINESS_DAYS,
  TRAINER_REVIEW_BUSINESS_DAYS,
  type StaffTrainerApplication,
  type TrainerApplicationState,
  type TrainerApplicationForm,
} from '@credo/contracts/trainer-application';
import { ErrorCode } from '@credo/contracts/errors';
import type { Db } from '../../db/client';
import { rowOfTenant } from '../../platform/access';
import { AppError } from '../../platform/app-error';
import type { SessionUser } from '../../platform/session';
import type { Storage } from '../../platform/storage';
import { validCertificatesOfUsers } from '../certificate/index';
import { notify } from '../notification/index';
import { addBusinessDays } from './business-days';
import {
  erasePersonalData,
  findLatestOfUser,
  findOfTenant,
  insertApplication,
  listOfTenant,
  lockDuePurges,
  lockOfTenant,
  recordDecision,
  type ApplicationRow,
} from './trainer-application.repo';
import { sniffPdf } from './cv-file';
import { useValidateCode } from './validate-code.service';

type Where = { tenantId: number; siteId: number };
const LIST_LIMIT = 200;
const PURGE_BATCH = 100;
const cvKeyOf = (id: string) => `trainer-cv/${id}.pdf`;
const notFound = 'No such trainer application';

/** The join page's context for a signed-in learner: valid certificates to choose from and the latest application. */
export async function applicationContext(db: Db, me: SessionUser, now = new Date()) {
  const [certificates, latest] = await Promise.all([validCertificatesOfUsers(db, me.tenantId, [me.id], now), findLatestOfUser(db, me.tenantId, me.id)]);
  return {
    certificates: certificates.map((c) => ({ number: c.number, certificationName: c.certificationName, expiresAt: c.expiresAt.toISOString() })),
    latest: latest ? { id: latest.id, state: latest.state as TrainerApplicationState, createdAt: latest.createdAt.toISOString() } : null,
  };
}

/**
 * Files an application (cert §6): the code is used up first (wrong: nothing else is looked at),
 * the CV must be a PDF by its content, every certificate named must be one of the learner's own
 * valid ones (server-side, whatever the page sent), and one pending application per learner
 * (the partial unique index decides a double submit: 20036). The CV is written before the row
 * and removed again if the row is refused, so no row ever points at a missing file.
 */
export async function submitApplication(db: Db, storage: Storage, me: SessionUser, where: Where, form: TrainerApplicationForm, cv: Buffer, now = new Date()) {
  await useValidateCode(db, form.validateCodeKey, form.validateCode, now);
  if (!sniffPdf(cv)) throw AppError.badRequest('The CV must be a PDF file.', { field: 'cv' });
  const held = await validCertificatesOfUsers(db, me.tenantId, [me.id], now);
  const byNumber = new Map(held.map((c) => [c.number, c.certificationName]));
  const named = [...new Set(form.certificateNumbers)];
  const foreign = named.filter((n) => !byNumber.has(n));
  if (foreign.length > 0) throw AppError.badRequest(`Not a valid certificate of yours: ${foreign.join(', ')}`, { field: 'certificateNumbers' });

  const key = cvKeyOf(randomUUID());
  await storage.put(key, cv, 'application/pdf');
  let row: ApplicationRow;
  try {
    row = await insertApplication(db, {
      tenantId: where.tenantId,
      siteId: where.siteId,
      userId: me.id,
      name: form.name,
      email: form.email,
      phone: `+${form.phoneCode} ${form.phoneNumber}`,
      country: form.country,
      languages: [...new Set(form.languages)],
      certificates: named.map((number) => ({ number, certificationName: byNumber.get(number)! })),
      experience: form.experience,
      cvKey: key,
      createdAt: now,
    });
  } catch (err) {
    await storage.delete(key);
    if ((err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505')
      throw new AppError(ErrorCode.APPLICATION_PENDING, null, 'Your trainer application is already being reviewed.');
    throw err;
  }
  return { id: row.id, state: 'pending' as const, reviewBy: addBusinessDays(now, TRAINER_REVIEW_BUSINESS_DAYS).toISOString() };
}

// ---- staff ----

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toStaffItem(r: ApplicationRow): StaffTrainerApplication {
  return {
    id: r.id,
    userId: r.userId,
    state: r.state as TrainerApplicationState,
    name: r.name,
    email: r.email,
    phone: r.phone,
    country: r.country,
    languages: r.languages,
    certificates: r.certificates,
    experience: r.experience,
    hasCv: r.cvKey !== null,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    decidedAt: iso(r.decidedAt),
    purgeAfter: iso(r.purgeAfter),
  };
}

export async function staffApplicationList(db: Db, staff: { tenantId: number }, state: string) {
  return (await listOfTenant(db, staff.tenantId, state, LIST_LIMIT)).map(toStaffItem);
}

export async function staffApplicationOf(db: Db, staff: { tenantId: number }, id: number) {
  return toStaffItem(rowOfTenant(staff, await findOfTenant(db, staff.tenantId, id), notFound));
}

/** The CV's stored key for staff of the tenant; 404 when the application or its CV (deleted) is not there. */
export async function staffCvKeyOf(db: Db, staff: { tenantId: number }, id: number): Promise<string> {
  const row = rowOfTenant(staff, await findOfTenant(db, staff.tenantId, id), notFound);
  if (!row.cvKey) throw AppError.notFound('This application has no CV (any more)');
  return row.cvKey;
}

/** Staff's audit writer, handed in by app.ts (staff sits a floor above; as for Smart Try and checkout). */
export type TrainerAudit = (
  tx: Db,
  entry: { actorUserId: number; action: string; targetType: 'trainerApplication'; targetId: number; detail: Record<string, unknown> },
) => Promise<void>;

/**
 * Accepts or declines a pending application in one transaction: the row locked, a decided one
 * answers 501 and nothing changes; the audit entry and the applicant's `trainer.decided` mail are
 * written in the same transaction; a decline sets when the sweeper deletes the personal data and
 * CV (3 business days, cert §6).
 */
export async function decideTrainerApplication(
  db: Db,
  audit: TrainerAudit,
  staff: { id: number; tenantId: number },
  body: { id: number; decision: 'accept' | 'decline'; reason?: string },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = rowOfTenant(staff, await lockOfTenant(tx, staff.tenantId, body.id), notFound);
    if (row.state !== 'pending') throw new AppError(ErrorCode.OTHER_ERROR, { state: row.state }, `This application is already ${row.state}.`);
    const declined = body.decision === 'decline';
    const reason = body.reason?.trim() || null;
    const purgeAfter = declined ? addBusinessDays(now, TRAINER_DECLINED_DELETE_BUSINESS_DAYS) : null;
    await recordDecision(tx, row.id, { state: declined ? 'declined' : 'accepted', reason, decidedAt: now, decidedBy: staff.id, purgeAfter });
    const mail = await notify(tx, { type: 'trainer.decided', userId: row.userId, applicationId: row.id, approved: !declined, reason, at: now });
    await audit(tx, {
      actorUserId: staff.id,
      action: `trainerApplication.${body.decision}`,
      targetType: 'trainerApplication',
      targetId: row.id,
      detail: { userId: row.userId, reason, mailQueued: mail.queued, purgeAfter: iso(purgeAfter) },
    });
    return { id: row.id, state: declined ? ('declined' as const) : ('accepted' as const), decidedAt: now.toISOString(), purgeAfter: iso(purgeAfter) };
  });
}

/**
 * The deletion promise (cert §6), a sweep task: declined applications past `purge_after` lose
 * their personal fields and CV file. The claim (FOR UPDATE SKIP LOCKED), the file deletions and
 * the erasure run in one transaction: a row lock lasts only as long as its transaction, so outside
 * one another node's purge could claim the same rows at once and handle them twice; inside it, the
 * other node skips them while they are held and no longer finds them once erased. The file is
 * deleted before the row is cleared: a crash between rolls the erasure back and the next round
 * deletes the missing file again (no error), whereas the other order could leave a file no row names.
 */
export async function purgeDeclinedApplications(db: Db, storage: Pick<Storage, 'delete'>, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await lockDuePurges(tx, now, PURGE_BATCH);
    for (const row of due) {
      if (row.cvKey) await storage.delete(row.cvKey);
      await erasePersonalData(tx, row.id, now);
    }
    return due.length;
  });
}

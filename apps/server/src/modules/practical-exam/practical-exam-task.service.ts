import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@credo/contracts/errors';
import { PracticalExamUserState, type PracticalExamUserStateValue } from '@credo/contracts/enums';
import type { ExamRecordResult, PracticalExamCardPage, PracticalTask } from '@credo/contracts/practical-training';
import type { Db } from '../../db/client';
import { learnerOwnsRow } from '../../platform/access';
import { AppError } from '../../platform/app-error';
import type { RequestContext } from '../../platform/request-context';
import type { Storage } from '../../platform/storage';
import { findEnrolment } from '../enrolment/index';
import { theoryCycleOf } from '../exam/index';
import { findPlace, HOLDING } from './practical-exam.repo';
import { findCards, findLatestPlace, findRecording, findTaskOnSite, writeRecording } from './practical-exam-task.repo';
import { recordingTypeOf } from './recording-type';

/**
 * The practical task page (cert §4 "Practical task panel", §6, issue 17 item 8): the panel's
 * rules decided here so the page only draws them, and the recording a learner submits for the
 * staff to grade (a link with its password, or an uploaded video checked by content and size).
 */

type Ctx = Pick<RequestContext, 'siteId' | 'tenantId' | 'languageId'>;

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * The panel: hidden when showTask is no; a visitor is asked to log in; without a recording it
 * shows from the practical-exam status on (approved enrolment, theory passed in the cycle); with
 * one it shows when the cycle's place is enrolled (unenroll) or passed. Anyone else gets the
 * no-permission answer. The submit button: enrolled or failed enabled, passed disabled.
 */
export async function practicalTaskOf(db: Db, ctx: Ctx, viewerId: number | null, certificationId: number): Promise<PracticalTask> {
  const task = await findTaskOnSite(db, ctx.siteId, certificationId);
  if (!task) throw AppError.notFound('No such certification');
  const showTask = task.showTask === 1;
  const needRecord = task.needRecord === 1;
  const base = {
    certificationId: task.certificationId,
    certificationName: task.name,
    showTask: showTask ? ('1' as const) : ('0' as const),
    needRecord: needRecord ? ('1' as const) : ('0' as const),
    taskContent: lines(task.taskContent ?? ''),
    submit: 'hidden' as const,
    place: null,
  };
  if (!showTask) return { ...base, taskContent: [], panel: 'hidden' };
  if (viewerId === null) return { ...base, taskContent: [], panel: 'login' };

  const enrolment = await findEnrolment(db, viewerId, certificationId);
  const approved = enrolment?.state === 'approved';
  const raw = approved ? await findLatestPlace(db, viewerId, certificationId) : null;
  const place = raw && raw.createdAt >= enrolment!.cycleStartedAt ? raw : null;
  const allowed = needRecord
    ? place !== null && (place.status === HOLDING || place.status === PracticalExamUserState.SUCCESS)
    : approved && (await theoryCycleOf(db, ctx.siteId, certificationId, viewerId, enrolment!.cycleStartedAt)).passed;
  if (!allowed) return { ...base, taskContent: [], panel: 'noPermission' };

  const submit =
    !needRecord || !place
      ? 'hidden'
      : place.status === PracticalExamUserState.SUCCESS
        ? 'disabled'
        : place.status === HOLDING || place.status === PracticalExamUserState.FAIL
          ? 'enabled'
          : 'hidden';
  return {
    ...base,
    panel: 'shown',
    submit,
    place: place && {
      practicalExamApproveId: place.id,
      practicalExamId: place.practicalExamId,
      practicalExamName: place.name,
      startAt: place.startAt.toISOString(),
      userPracticalExamStatus: place.status as PracticalExamUserStateValue,
      recordLink: place.recordLink ?? '',
      linkPasswd: place.linkPasswd ?? '',
      recordFileType: place.recordFileType,
      recordFileSize: place.recordFileSize,
      recordSubmittedAt: place.recordSubmittedAt?.toISOString() ?? null,
      score: place.score,
    },
  };
}

/**
 * The learner's own enrolled place, row-locked for the submission: another learner's id is as
 * unknown as a wrong one (404); a passed place is closed (the button is disabled) and any other
 * state has nothing to grade, both 501 with the reason.
 */
async function ownOpenPlace(tx: Db, ctx: Ctx, userId: number, placeId: number) {
  const place = learnerOwnsRow(userId, await findPlace(tx, ctx.tenantId, placeId, true), 'No place of yours in this practical exam');
  if (place.status === PracticalExamUserState.SUCCESS)
    throw new AppError(ErrorCode.OTHER_ERROR, null, 'This practical exam is passed: nothing more to submit.');
  if (place.status !== HOLDING) {
    throw new AppError(ErrorCode.OTHER_ERROR, null, 'Only an enrolled place takes a recording; book a practical exam session to submit one.');
  }
  return place;
}

/**
 * The upload route asks this before it reads a byte of the body: a recording may be 50 MiB, so a
 * caller without an open place of their own is refused before the server buffers it.
 */
export async function assertRecordingPlace(db: Db, ctx: Ctx, userId: number, placeId: number): Promise<void> {
  await db.transaction(async (t) => ownOpenPlace(t as unknown as Db, ctx, userId, placeId));
}

/** POST saveExamRecord: a recording link (with its password) replaces any earlier submission. */
export async function saveExamRecord(
  db: Db,
  storage: Storage,
  ctx: Ctx,
  userId: number,
  body: { practicalExamApproveId: number; recordLink: string; linkPasswd: string },
  now = new Date(),
): Promise<ExamRecordResult> {
  const oldKey = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const place = await ownOpenPlace(tx, ctx, userId, body.practicalExamApproveId);
    const before = await findRecording(tx, place.id);
    await writeRecording(tx, place.id, {
      recordLink: body.recordLink,
      linkPasswd: body.linkPasswd,
      recordFileKey: null,
      recordFileType: null,
      recordFileSize: null,
      at: now,
    });
    return before?.key ?? null;
  });
  if (oldKey) await storage.delete(oldKey);
  return {
    practicalExamApproveId: body.practicalExamApproveId,
    recordLink: body.recordLink,
    recordFileType: null,
    recordFileSize: null,
    recordSubmittedAt: now.toISOString(),
  };
}

/**
 * POST uploadRecord: the bytes were size-limited while streaming (route); the type is read from
 * the content (mp4, webm or mov), never from the name or the declared type. The file is stored
 * under a new random key before the row points at it; a refused submission removes it again.
 */
export async function saveRecordingFile(
  db: Db,
  storage: Storage,
  ctx: Ctx,
  userId: number,
  placeId: number,
  bytes: Buffer,
  now = new Date(),
): Promise<ExamRecordResult> {
  const type = recordingTypeOf(bytes);
  if (!type) throw AppError.badRequest('The recording must be an MP4, WebM or MOV video.');
  // Ownership before any byte is stored.
  await db.transaction(async (t) => ownOpenPlace(t as unknown as Db, ctx, userId, placeId));
  const key = `recordings/${placeId}-${randomUUID()}.${type.ext}`;
  await storage.put(key, bytes, type.mime);
  let oldKey: string | null = null;
  try {
    oldKey = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const place = await ownOpenPlace(tx, ctx, userId, placeId);
      const before = await findRecording(tx, place.id);
      await writeRecording(tx, place.id, {
        recordLink: null,
        linkPasswd: null,
        recordFileKey: key,
        recordFileType: type.mime,
        recordFileSize: bytes.length,
        at: now,
      });
      return before?.key ?? null;
    });
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
  if (oldKey) await storage.delete(oldKey);
  return { practicalExamApproveId: placeId, recordLink: '', recordFileType: type.mime, recordFileSize: bytes.length, recordSubmittedAt: now.toISOString() };
}

/** POST listPracticalExamCard: the site's upcoming sessions as cards, soonest first. */
export async function practicalExamCards(db: Db, ctx: Ctx, q: { pageNum: number; pageSize: number }, now = new Date()): Promise<PracticalExamCardPage> {
  const { rows, total } = await findCards(db, ctx.siteId, ctx.languageId, now, q.pageSize, (q.pageNum - 1) * q.pageSize);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      practicalExamName: r.name,
      certificationId: r.certificationId,
      certificationName: r.certificationName,
      isCharge: r.isCharge === 1 ? '1' : '0',
      city: r.city,
      countryCode: r.countryCode,
      address: r.address,
      startAt: r.startAt.toISOString(),
      endAt: r.endAt.toISOString(),
      seats: r.seats,
      seatsLeft: Math.max(0, r.seats - Number(r.held ?? 0)),
    })),
  };
}

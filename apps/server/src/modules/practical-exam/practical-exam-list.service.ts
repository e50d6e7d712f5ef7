import { PracticalExamUserState, type PracticalExamApprovalValue, type PracticalExamUserStateValue } from '@credo/contracts/enums';
import { cancelStillOpen } from '@credo/contracts/constants';
import type { PracticalExamEntry, PracticalExamList, PracticalExamRegions } from '@credo/contracts/training';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { RequestContext } from '../../platform/request-context';
import { heldByOpenOrders } from '../../platform/seat-holds';
import { seatOrdersOf, type SeatOrder } from '../../platform/seat-orders';
import { findEnrolment } from '../enrolment/index';
import { findPracticalExamRegions } from './practical-exam-region.repo';
import { findOwnPlacesIn, findSessionOnSite, findSessionsOfCertification, HOLDING, type PlaceRow } from './practical-exam.repo';

/**
 * The public reads of practical-exam sessions (cert §3 "Practical exam entry", §7 getOfCertification
 * and getById): every session with seats left, and for a signed-in learner their place. Personal
 * fields (allergies, dietary requirements, recording link and password) are the learner's own
 * only; a visitor sees status 0 and empty ones.
 */

type Ctx = Pick<RequestContext, 'siteId'>;
type SessionRow = Awaited<ReturnType<typeof findSessionsOfCertification>>[number];

/** A held place wins over older cancelled or decided rows of the same session; else the newest row. */
const ownPlaceOf = (places: PlaceRow[], sessionId: number) =>
  places.find((p) => p.practicalExamId === sessionId && p.status === HOLDING) ?? places.find((p) => p.practicalExamId === sessionId) ?? null;

/** `ordered`: seats held by open checkout orders (decision 0017), as placeOrder's capacity rule counts them. */
function toEntry(s: SessionRow, own: PlaceRow | null, now: Date, ordered = 0, order: SeatOrder | null = null): PracticalExamEntry {
  const seatsLeft = Math.max(0, s.seats - s.held - ordered);
  const holding = own?.status === HOLDING;
  return {
    id: s.id,
    practicalExamId: s.id,
    practicalExamName: s.name,
    certificationId: s.certificationId,
    isCharge: s.isCharge === 1 ? '1' : '0',
    regionId: s.regionId,
    city: s.city,
    countryCode: s.countryCode,
    address: s.address,
    startAt: s.startAt.toISOString(),
    endAt: s.endAt.toISOString(),
    seats: s.seats,
    seatsLeft,
    userPracticalExamStatus: (own?.status ?? PracticalExamUserState.ENROLL) as PracticalExamUserStateValue,
    practicalExamApproveId: own?.id ?? null,
    approval: own ? (own.approval as PracticalExamApprovalValue) : null,
    allergies: own?.allergies ?? '',
    dietaryRequirements: own?.dietaryRequirements ?? '',
    recordLink: own?.recordLink ?? '',
    linkPasswd: own?.linkPasswd ?? '',
    cancellable: holding && cancelStillOpen(s.startAt, now),
    // Open to the free enrol call: not started, a seat left, not paid, and not already the learner's.
    enrollable: s.startAt > now && seatsLeft > 0 && s.isCharge !== 1 && !holding,
    order,
  };
}

/**
 * POST getOfCertification: the certification's sessions on the request's site that have not
 * ended, plus the learner's own ones of the current cycle (their result stays visible).
 */
export async function listPracticalExamsOfCertification(
  db: Db,
  ctx: Ctx,
  userId: number | null,
  certificationId: number,
  now = new Date(),
): Promise<PracticalExamList> {
  const enrolment = userId === null ? null : await findEnrolment(db, userId, certificationId);
  const sessions = await findSessionsOfCertification(db, ctx.siteId, certificationId, userId, enrolment?.cycleStartedAt ?? null, now);
  const places =
    userId === null
      ? []
      : await findOwnPlacesIn(
          db,
          userId,
          sessions.map((s) => s.id),
        );
  const ordered = await heldByOpenOrders(
    db,
    2,
    sessions.map((s) => s.id),
  );
  // The learner's checkout order of each paid session (issue 16): Pay, Continue payment or the order's end on the tab.
  const sales = await seatOrdersOf(
    db,
    userId,
    2,
    sessions.map((s) => s.id),
    now,
  );
  const rows = sessions.map((s) => toEntry(s, ownPlaceOf(places, s.id), now, ordered.get(s.id), sales.get(s.id)?.order ?? null));
  return { total: rows.length, rows };
}

/** GET getById: one session of the request's site (else 404), the same way. */
export async function getPracticalExam(db: Db, ctx: Ctx, userId: number | null, id: number, now = new Date()): Promise<PracticalExamEntry> {
  const session = await findSessionOnSite(db, ctx.siteId, id);
  if (!session) throw AppError.notFound('No such practical exam on this site');
  const places = userId === null ? [] : await findOwnPlacesIn(db, userId, [session.id]);
  const ordered = await heldByOpenOrders(db, 2, [session.id]);
  const sales = await seatOrdersOf(db, userId, 2, [session.id], now);
  return toEntry(session, ownPlaceOf(places, session.id), now, ordered.get(session.id), sales.get(session.id)?.order ?? null);
}

/** POST getRegion: the countries and regions the certification's session list can be filtered by. */
export const practicalExamRegionsOf = (db: Db, ctx: Ctx, certificationId: number, now = new Date()): Promise<PracticalExamRegions> =>
  findPracticalExamRegions(db, ctx.siteId, certificationId, now);

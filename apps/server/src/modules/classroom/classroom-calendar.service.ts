import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { CalendarFeedInfo } from '@credo/contracts/classroom-booking';
import type { Db } from '../../db/client';
import { calendarFeeds, classroomRegistrations, classrooms, sites, trainers } from '../../db/schema/index';
import { AppError } from '../../platform/app-error';
import { isActiveUser } from '../user/index';
import { icsOf, type IcsSession } from './classroom-ics';
import { DAY_MS } from '@credo/contracts/durations';

/**
 * Calendar export (issue 17): one booked session as an .ics download, and a private per-learner
 * feed of every booked session that calendar apps subscribe to. The feed's URL carries a random
 * 32-byte token; only its SHA-256 is stored, so the table never holds a usable URL. Renewing
 * replaces the token (the old URL stops answering) and revoking clears it.
 */

const HOLDING = [2, 3];
const FEED_PAST_MS = 30 * DAY_MS;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const sessionColumns = {
  id: classrooms.id,
  title: classrooms.title,
  description: classrooms.description,
  kind: classrooms.kind,
  startAt: classrooms.startAt,
  endAt: classrooms.endAt,
  timeZone: classrooms.timeZone,
  address: classrooms.address,
  city: classrooms.city,
  countryCode: classrooms.countryCode,
  onlineLink: classrooms.onlineLink,
  sequence: classrooms.sequence,
  updatedAt: classrooms.updatedAt,
  trainerName: trainers.name,
};

/** The learner's held seats (sessions ended in the last 30 days and later), soonest first. */
function bookedSessions(db: Db, userId: number, tenantId: number, now: Date, classroomId?: number): Promise<IcsSession[]> {
  return db
    .select(sessionColumns)
    .from(classroomRegistrations)
    .innerJoin(classrooms, eq(classrooms.id, classroomRegistrations.classroomId))
    .innerJoin(sites, eq(sites.id, classrooms.siteId))
    .leftJoin(trainers, eq(trainers.id, classrooms.trainerId))
    .where(
      and(
        eq(classroomRegistrations.userId, userId),
        inArray(classroomRegistrations.status, HOLDING),
        eq(sites.tenantId, tenantId),
        classroomId === undefined ? gt(classrooms.endAt, new Date(now.getTime() - FEED_PAST_MS)) : eq(classrooms.id, classroomId),
      ),
    )
    .orderBy(asc(classrooms.startAt));
}

export type Origin = { host: string; origin: string };

/** GET calendar.ics?classroomId=: the learner's booked session (404 without a held seat there). */
export async function sessionIcs(db: Db, tenantId: number, userId: number, classroomId: number, at: Origin, now = new Date()): Promise<string> {
  const [session] = await bookedSessions(db, userId, tenantId, now, classroomId);
  if (!session) throw AppError.notFound('No booked seat of yours in this classroom');
  return icsOf([session], { ...at, name: session.title, singleZone: session.timeZone });
}

/** The feed behind a token, or null for an unknown, renewed or revoked token, or a deleted account's. */
export async function feedIcs(db: Db, tenantId: number, token: string, at: Origin, now = new Date()): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashOf(token)))
    .limit(1);
  // A deleted account's feed stops with it (review 11): its booked sessions and join links are private.
  if (!feed || !(await isActiveUser(db, feed.userId))) return null;
  return icsOf(await bookedSessions(db, feed.userId, tenantId, now), { ...at, name: 'My classroom training' });
}

export const feedUrlOf = (origin: string, token: string) => `${origin}/api/calendar/feed/${token}.ics`;

export async function feedInfo(db: Db, userId: number): Promise<CalendarFeedInfo> {
  const [feed] = await db.select({ tokenHash: calendarFeeds.tokenHash }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  // Only the hash is kept: an active feed's URL is shown once, when made; renewing shows a new one.
  return { active: Boolean(feed?.tokenHash), url: null };
}

/** A new token (the previous URL stops answering); the URL is returned this once. */
export async function renewFeed(db: Db, userId: number, origin: string, now = new Date()): Promise<CalendarFeedInfo> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hashOf(token), createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: hashOf(token), createdAt: now } });
  return { active: true, url: feedUrlOf(origin, token) };
}

export async function revokeFeed(db: Db, userId: number): Promise<CalendarFeedInfo> {
  await db.update(calendarFeeds).set({ tokenHash: null }).where(eq(calendarFeeds.userId, userId));
  return { active: false, url: null };
}

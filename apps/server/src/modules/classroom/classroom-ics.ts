import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { formattersFor } from '../notification/index';

/**
 * iCalendar export of booked sessions (issue 17; decision 0019), written by ical-generator.
 * Times are written in UTC (the `Z` form of RFC 5545 §3.3.5), which every calendar app converts to
 * its own zone without needing a VTIMEZONE block; the session's own zone is named in the calendar's
 * X-WR-TIMEZONE (single-session files) and in the description. The UID is the session's, stable
 * across downloads, and SEQUENCE is the session's change counter, so a moved session replaces the
 * event already in the learner's calendar instead of adding a second one.
 */

export type IcsSession = {
  id: number;
  title: string;
  description: string;
  kind: number;
  startAt: Date;
  endAt: Date;
  timeZone: string;
  address: string | null;
  city: string | null;
  countryCode: string | null;
  /** Present only for a learner holding a seat. */
  onlineLink: string | null;
  sequence: number;
  updatedAt: Date;
  trainerName: string | null;
};

/** The UID of a session's event: the same for every download and feed, so updates replace it. */
export const uidOf = (host: string, id: number) => `classroom-${id}@${host}`;

/** The session's start in its own zone, written as the mails write it. */
const localTime = (d: Date, timeZone: string) => formattersFor('en-GB', timeZone).dateTime(d);

export function sessionLocation(s: IcsSession): string | null {
  if (s.kind === 1) return s.onlineLink;
  const place = [s.address, s.city, s.countryCode].filter(Boolean).join(', ');
  return place || null;
}

export function icsOf(sessions: IcsSession[], opts: { host: string; origin: string; name: string; singleZone?: string }): string {
  const cal = ical({ name: opts.name, prodId: { company: 'Credo', product: 'Classroom', language: 'EN' }, method: ICalCalendarMethod.PUBLISH });
  if (opts.singleZone) cal.x([{ key: 'X-WR-TIMEZONE', value: opts.singleZone }]);
  for (const s of sessions) {
    const detail = `${opts.origin}/classroom/detail/${s.id}`;
    const lines = [
      `Local time: ${localTime(s.startAt, s.timeZone)} (${s.timeZone})`,
      s.trainerName ? `Trainer: ${s.trainerName}` : null,
      s.kind === 1 && s.onlineLink ? `Join online: ${s.onlineLink}` : null,
      s.description || null,
      detail,
    ].filter(Boolean);
    cal.createEvent({
      id: uidOf(opts.host, s.id),
      sequence: s.sequence,
      start: s.startAt,
      end: s.endAt,
      stamp: s.updatedAt,
      lastModified: s.updatedAt,
      summary: s.title,
      description: lines.join('\n'),
      location: sessionLocation(s),
      url: detail,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return cal.toString();
}

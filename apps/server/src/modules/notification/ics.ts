import type { SessionFacts } from './events';
import { HOUR_MS } from '@credo/contracts/durations';

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** RFC 5545 text: backslash, semicolon, comma and newline escaped. */
const text = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/**
 * The calendar entry of a session (RFC 5545), in UTC. Its UID is stable per session and seat, so a
 * rescheduled session's entry (a higher SEQUENCE) replaces the first in the learner's calendar and a
 * cancelled one (METHOD:CANCEL) removes it.
 */
export function sessionIcs(s: SessionFacts, o: { uid: string; host: string; cancelled?: boolean; sequence: number; url: string }): string {
  const start = new Date(s.startsAt);
  const end = s.endsAt ? new Date(s.endsAt) : new Date(start.getTime() + HOUR_MS);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${o.host}//Credo//EN`,
    `METHOD:${o.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${o.uid}@${o.host}`,
    `SEQUENCE:${o.sequence}`,
    `DTSTAMP:${stamp(new Date())}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${text(s.title)}`,
    ...(s.location ? [`LOCATION:${text(s.location)}`] : []),
    `URL:${o.url}`,
    `STATUS:${o.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.join('\r\n') + '\r\n';
}

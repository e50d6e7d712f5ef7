import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { countryName } from '@/shared/lib/intl-cache';

dayjs.extend(localizedFormat);

/**
 * Dates, times and places of a classroom or practical-exam session in the learner's language.
 * dayjs carries the UI language (app/locale.ts sets its locale with the catalogue), so Arabic
 * gets Arabic month names and digits. Times are the browser's: a session starts at the same
 * instant everywhere and the learner plans in their own clock; the offset says which clock.
 */
export type SessionSchedule = { date: string; time: string; zone: string };

export const sessionSchedule = (startAt: string, endAt: string): SessionSchedule => {
  const start = dayjs(startAt);
  const end = dayjs(endAt);
  // Arabic writes its own comma after the weekday.
  const comma = dayjs.locale().startsWith('ar') ? '،' : ',';
  const date = start.isSame(end, 'day') ? start.format(`ddd[${comma}] LL`) : `${start.format('LL')} – ${end.format('LL')}`;
  return { date, time: `${start.format('LT')} – ${end.format('LT')}`, zone: `UTC${start.format('Z')}` };
};

/** Whether the session has not started yet (the server decides; this only words notes). */
export const isUpcoming = (startAt: string, now = Date.now()): boolean => dayjs(startAt).valueOf() > now;

export { countryName };

/** Arabic writes its own comma. */
const listSeparator = (locale: string) => (locale.startsWith('ar') ? '، ' : ', ');

/** "City, Country" (a city state names itself once); null when neither is known. */
export const sessionPlace = (city: string | null, countryCode: string | null, locale: string): string | null => {
  const parts = [...new Set([city, countryName(countryCode, locale)].filter((part): part is string => Boolean(part)))];
  return parts.length > 0 ? parts.join(listSeparator(locale)) : null;
};

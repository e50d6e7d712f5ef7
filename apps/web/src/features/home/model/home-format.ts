/**
 * Dates and places of the home sections in the visitor's language (Intl, so Arabic gets Arabic
 * month names and digits). Times show in the browser's time zone: a classroom starts at the
 * same instant everywhere, and the learner plans in their own clock.
 */
import { dateTimeFormat } from '@/shared/lib/intl-cache';

type FormatOptions = { timeZone?: string };

const sameDay = (a: Date, b: Date, timeZone?: string) => {
  const day = dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return day.format(a) === day.format(b);
};

const range = (format: Intl.DateTimeFormat, start: Date, end: Date) =>
  typeof format.formatRange === 'function' ? format.formatRange(start, end) : `${format.format(start)} – ${format.format(end)}`;

/** Calendar badge of a classroom: day of month and short month name. */
export const dateBadge = (iso: string, locale: string, { timeZone }: FormatOptions = {}) => {
  const date = new Date(iso);
  return {
    day: dateTimeFormat(locale, { day: 'numeric', timeZone }).format(date),
    month: dateTimeFormat(locale, { month: 'short', timeZone }).format(date),
  };
};

/** "Tue 14:00 – 17:00" for a session within one day, "12 – 14 Dec" for one over several days. */
export const scheduleText = (startIso: string, endIso: string, locale: string, { timeZone }: FormatOptions = {}) => {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (sameDay(start, end, timeZone)) {
    return range(dateTimeFormat(locale, { weekday: 'short', hour: '2-digit', minute: '2-digit', timeZone }), start, end);
  }
  return range(dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone }), start, end);
};

/** "22 Nov 2026" style publication date. */
export const publishedDate = (iso: string, locale: string, { timeZone }: FormatOptions = {}) =>
  dateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(iso));

export { countryName } from '@/shared/lib/intl-cache';

/**
 * Dates and places of the home sections in the visitor's language (Intl, so Arabic gets Arabic
 * month names and digits). Times show in the browser's time zone: a classroom starts at the
 * same instant everywhere, and the learner plans in their own clock.
 */
type FormatOptions = { timeZone?: string };

const sameDay = (a: Date, b: Date, timeZone?: string) => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return day.format(a) === day.format(b);
};

const range = (format: Intl.DateTimeFormat, start: Date, end: Date) =>
  typeof format.formatRange === 'function' ? format.formatRange(start, end) : `${format.format(start)} – ${format.format(end)}`;

/** Calendar badge of a classroom: day of month and short month name. */
export const dateBadge = (iso: string, locale: string, { timeZone }: FormatOptions = {}) => {
  const date = new Date(iso);
  return {
    day: new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone }).format(date),
    month: new Intl.DateTimeFormat(locale, { month: 'short', timeZone }).format(date),
  };
};

/** "Tue 14:00 – 17:00" for a session within one day, "12 – 14 Dec" for one over several days. */
export const scheduleText = (startIso: string, endIso: string, locale: string, { timeZone }: FormatOptions = {}) => {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (sameDay(start, end, timeZone)) {
    return range(new Intl.DateTimeFormat(locale, { weekday: 'short', hour: '2-digit', minute: '2-digit', timeZone }), start, end);
  }
  return range(new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone }), start, end);
};

/** "22 Nov 2026" style publication date. */
export const publishedDate = (iso: string, locale: string, { timeZone }: FormatOptions = {}) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(iso));

/** Country name of an ISO code in the visitor's language; the code itself when Intl does not know it. */
export const countryName = (code: string | null, locale: string): string | null => {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
};

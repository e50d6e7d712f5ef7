// Apart from migration-notice.tsx, which loads the dialog that uses it: no import loop (issue 15).

/** The migration moment in the reader's language and time zone (the browser's unless one is given). */
export const formatMigrationDate = (iso: string, locale: string, timeZone?: string): string => {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  };
  try {
    return new Intl.DateTimeFormat(locale || undefined, options).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(undefined, options).format(new Date(iso));
  }
};

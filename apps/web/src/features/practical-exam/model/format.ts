/** Date and time of a session in the visitor's language (Intl gives Arabic its own digits and names). */
export const formatWhen = (iso: string, locale: string): string => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(d);
};

/** The venue: its address (which names the city) or else the city, with the country; a session without either is remote. */
export const placeOf = (s: { city: string | null; address: string | null; countryCode: string | null }, remote: string): string =>
  [s.address ?? s.city, s.countryCode].filter(Boolean).join(', ') || remote;

export const megabytes = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1);

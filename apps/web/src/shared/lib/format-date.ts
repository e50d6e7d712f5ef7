import { dateTimeFormat } from './intl-cache';

const STYLES = {
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * Publication dates in the visitor's language (Intl: Arabic gets Arabic month names). `long`
 * spells the month ("22 November 2026") for article headers; `medium` abbreviates it where the
 * locale has an abbreviation ("Nov 22, 2026").
 */
export const formatDate = (iso: string, locale: string, style: keyof typeof STYLES = 'medium', timeZone?: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale, { ...STYLES[style], timeZone }).format(date);
};

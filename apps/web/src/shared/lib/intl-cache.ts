/**
 * Intl formatters, built once per locale and options. Building one loads the locale's data and
 * costs far more than formatting with it (issue 19: the home page's classroom cards built five
 * each, about a third of the render that shows them on a phone). They are immutable, so sharing
 * them is safe; the keys are few (the app's languages times a handful of styles).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export const dateTimeFormat = (locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    // Throws, as the constructor does, for a locale Intl rejects: callers keep their fallbacks.
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
};

const regionNamesByLocale = new Map<string, Intl.DisplayNames>();

/** Country name of an ISO code in the visitor's language; the code itself when Intl does not know it. */
export const countryName = (code: string | null, locale: string): string | null => {
  if (!code) return null;
  try {
    let names = regionNamesByLocale.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'region' });
      regionNamesByLocale.set(locale, names);
    }
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
};

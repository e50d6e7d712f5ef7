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

/**
 * The first Intl object a page builds, of any kind, loads ICU's data: about 25 to 40 ms of CPU once
 * per page load (measured in Node; the same engine), each kind after it 1 to 5 ms. Pages pay it in
 * the task that first shows a date or a plural (i18next's `count` texts use Intl.PluralRules): the
 * home's classroom cards, the course list's cards, after the first paint, where Lighthouse's phone
 * counts four times that as blocking time (issue 19, session 31's traces: the home's longest tasks
 * were the classroom cards' first date formatter). Called as the boot sends its first request, this
 * builds a date formatter and plural rules in a task of its own while the boot waits for the answer,
 * before anything is painted: the main thread would idle there. Once per page load.
 */
let warmed = false;
export const warmIntl = (locale?: string): void => {
  if (warmed) return;
  warmed = true;
  setTimeout(() => {
    try {
      new Intl.PluralRules(locale).select(1);
      dateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(0);
    } catch {
      // A browser without these has nothing to warm.
    }
  }, 0);
};

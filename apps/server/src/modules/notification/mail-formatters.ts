import type { Formatters } from './content';

/** The formatters made so far, per language and time zone (a few languages times the zones learners chose). */
const made = new Map<string, Formatters>();
/** Far above the languages times the zones in use; reached only by a flood of zones, then started afresh. */
const MAX_MADE = 2_000;

/**
 * How a mail writes dates, times and money for a language and time zone. Made once per pair and
 * kept (issue 19: a submit burst in which learners passed spent 6 % of the server's time building
 * `Intl` formatters for each mail; building one costs far more than using it).
 */
export function formattersFor(lang: string, timeZone: string): Formatters {
  const key = `${lang}|${timeZone}`;
  let f = made.get(key);
  if (!f) {
    if (made.size >= MAX_MADE) made.clear();
    made.set(key, (f = build(lang, timeZone)));
  }
  return f;
}

/** Zones checked so far (each mail checks the learner's, the session's and the site's). */
const zones = new Map<string, boolean>();

/** Whether Intl knows the time zone; checked once per name (a check builds a formatter). */
export function isValidZone(zone: string): boolean {
  let valid = zones.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    if (zones.size >= MAX_MADE) zones.clear();
    zones.set(zone, valid);
  }
  return valid;
}

function build(lang: string, timeZone: string): Formatters {
  // Explicit fields: ECMA-402 refuses timeZoneName beside dateStyle/timeStyle (a TypeError that
  // would roll back the caller's transaction), and the zone's name must show in a session mail.
  const dt = new Intl.DateTimeFormat(lang, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
  const d = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone });
  const money = new Map<string, Intl.NumberFormat>();
  const moneyIn = (currency: string) => {
    let m = money.get(currency);
    if (!m) money.set(currency, (m = new Intl.NumberFormat(lang, { style: 'currency', currency })));
    return m;
  };
  return {
    range: (a, b) => dt.formatRange(new Date(a), new Date(b)),
    dateTime: (v) => dt.format(new Date(v)),
    date: (v) => d.format(new Date(v)),
    money: (minor, currency) => moneyIn(currency).format(minor / 100),
  };
}

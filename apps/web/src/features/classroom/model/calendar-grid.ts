/**
 * The calendar view's grid (issue 17; decision 0019): a month as whole weeks and a week as seven
 * days, in the browser's local time, with each session placed on every day it covers. Small and
 * tested instead of a calendar library: the page needs two read-only grids, not drag, resize or
 * recurrence, and the libraries that do those weigh several times this page.
 */
export type Day = { key: string; date: Date; inMonth: boolean; isToday: boolean };

const pad = (n: number) => String(n).padStart(2, '0');
export const dayKey = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const parseDay = (key: string): Date => {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y, m - 1, d);
};
const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
/** The first day of d's week; `weekStart` 0 Sunday, 1 Monday, 6 Saturday. */
export const startOfWeek = (d: Date, weekStart: number): Date => addDays(d, -((d.getDay() - weekStart + 7) % 7));

export function monthGrid(anchor: Date, weekStart: number, today = new Date()): Day[][] {
  const first = new Date(anchor.getFullYear(), anchor.getMonth(), 1);
  const last = new Date(anchor.getFullYear(), anchor.getMonth() + 1, 0);
  const weeks: Day[][] = [];
  for (let start = startOfWeek(first, weekStart); start <= last; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => dayOf(addDays(start, i), anchor.getMonth(), today)));
  }
  return weeks;
}

export function weekDays(anchor: Date, weekStart: number, today = new Date()): Day[] {
  const start = startOfWeek(anchor, weekStart);
  return Array.from({ length: 7 }, (_, i) => dayOf(addDays(start, i), start.getMonth(), today, true));
}

function dayOf(date: Date, month: number, today: Date, allInMonth = false): Day {
  return { key: dayKey(date), date, inMonth: allInMonth || date.getMonth() === month, isToday: dayKey(date) === dayKey(today) };
}

/** The request window of a grid: its first day's midnight to the day after its last (local). */
export const windowOf = (days: Day[]): { from: string; to: string } => ({
  from: days[0].date.toISOString(),
  to: addDays(days[days.length - 1].date, 1).toISOString(),
});

/** Sessions by the local days they cover (a two-day session shows on both). */
export function byDay<T extends { startAt: string; endAt: string }>(sessions: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const s of sessions) {
    const start = new Date(s.startAt);
    // A session ending exactly at midnight does not cover the next day.
    const end = new Date(Date.parse(s.endAt) - 1);
    for (let d = new Date(start.getFullYear(), start.getMonth(), start.getDate()); d <= end; d = addDays(d, 1)) {
      const list = map.get(dayKey(d)) ?? [];
      list.push(s);
      map.set(dayKey(d), list);
    }
  }
  return map;
}

/** The anchor moved by one month or one week. */
export const shift = (anchor: Date, mode: 'month' | 'week', step: 1 | -1): Date =>
  mode === 'month' ? new Date(anchor.getFullYear(), anchor.getMonth() + step, 1) : addDays(anchor, step * 7);

/** Monday first, except where the week starts on Sunday or Saturday. */
export const weekStartOf = (locale: string): number => {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & { weekInfo?: { firstDay: number }; getWeekInfo?: () => { firstDay: number } };
    const first = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    if (first) return first % 7;
  } catch {
    // An unknown locale: Monday.
  }
  return 1;
};

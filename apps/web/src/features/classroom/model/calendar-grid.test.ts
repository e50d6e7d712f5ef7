import { describe, expect, it } from 'vitest';
import { byDay, dayKey, monthGrid, parseDay, shift, startOfWeek, weekDays, windowOf } from './calendar-grid';
import { HOUR_MS } from '@credo/contracts/durations';

describe('calendar grid', () => {
  it('a month is whole weeks from the week of the 1st to the week of the last day (Monday first)', () => {
    const weeks = monthGrid(parseDay('2026-12-15'), 1, parseDay('2026-12-03'));
    expect(weeks).toHaveLength(5);
    expect(weeks[0][0].key).toBe('2026-11-30');
    expect(weeks[4][6].key).toBe('2027-01-03');
    expect(weeks[0][0].inMonth).toBe(false);
    expect(weeks[0][1]).toMatchObject({ key: '2026-12-01', inMonth: true });
    expect(
      weeks
        .flat()
        .filter((d) => d.isToday)
        .map((d) => d.key),
    ).toEqual(['2026-12-03']);
  });

  it('Sunday-first weeks (US) and a month that needs six rows', () => {
    const weeks = monthGrid(parseDay('2026-08-10'), 0);
    expect(weeks[0][0].key).toBe('2026-07-26');
    expect(weeks).toHaveLength(6);
    expect(startOfWeek(parseDay('2026-08-01'), 6).getDay()).toBe(6);
  });

  it('a week is seven days; shifting moves a week or a month', () => {
    const days = weekDays(parseDay('2026-12-10'), 1);
    expect(days.map((d) => d.key)).toEqual(['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13']);
    expect(dayKey(shift(parseDay('2026-12-10'), 'week', 1))).toBe('2026-12-17');
    expect(dayKey(shift(parseDay('2026-12-31'), 'month', 1))).toBe('2027-01-01');
    expect(dayKey(shift(parseDay('2026-03-29'), 'week', -1))).toBe('2026-03-22');
  });

  it('the request window runs from the first day to the day after the last', () => {
    const w = windowOf(weekDays(parseDay('2026-12-10'), 1));
    expect(new Date(w.from).getTime()).toBe(parseDay('2026-12-07').getTime());
    expect(new Date(w.to).getTime()).toBe(parseDay('2026-12-14').getTime());
  });

  it('places a session on every local day it covers; one ending at midnight not on the next day', () => {
    const at = (day: string, h: number) => new Date(parseDay(day).getTime() + h * HOUR_MS).toISOString();
    const map = byDay([
      { id: 1, startAt: at('2026-12-07', 9), endAt: at('2026-12-08', 17) },
      { id: 2, startAt: at('2026-12-07', 20), endAt: at('2026-12-08', 0) },
    ]);
    expect(map.get('2026-12-07')?.map((s) => s.id)).toEqual([1, 2]);
    expect(map.get('2026-12-08')?.map((s) => s.id)).toEqual([1]);
    expect(map.has('2026-12-09')).toBe(false);
  });
});

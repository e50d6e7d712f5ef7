import { describe, expect, it } from 'vitest';
import { countryName, dateBadge, publishedDate, scheduleText } from './home-format';

const utc = { timeZone: 'UTC' };

describe('home formats', () => {
  it('gives the calendar badge in the language asked for', () => {
    expect(dateBadge('2026-12-03T09:00:00Z', 'en', utc)).toEqual({ day: '3', month: 'Dec' });
    const ar = dateBadge('2026-12-03T09:00:00Z', 'ar', utc);
    expect(ar.month).toMatch(/[\u0600-\u06FF]/);
  });

  it('shows a time range within one day and a date range over several days', () => {
    const oneDay = scheduleText('2026-12-03T14:00:00Z', '2026-12-03T17:00:00Z', 'en-GB', utc);
    expect(oneDay).toMatch(/14:00/);
    expect(oneDay).toMatch(/17:00/);
    const days = scheduleText('2026-12-03T06:00:00Z', '2026-12-05T14:00:00Z', 'en-GB', utc);
    expect(days).toMatch(/3/);
    expect(days).toMatch(/5/);
    expect(days).toMatch(/Dec/);
    expect(days).not.toMatch(/:/);
  });

  it('formats the publication date and country names', () => {
    expect(publishedDate('2026-11-19T08:00:00Z', 'en-GB', utc)).toBe('19 Nov 2026');
    expect(countryName('AE', 'en')).toBe('United Arab Emirates');
    expect(countryName('SA', 'ar')).toMatch(/[\u0600-\u06FF]/);
    expect(countryName(null, 'en')).toBeNull();
  });
});

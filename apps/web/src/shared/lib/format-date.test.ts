import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('formats in the visitor language, month abbreviated or spelled', () => {
    const iso = '2026-11-19T08:00:00.000Z';
    expect(formatDate(iso, 'en', 'medium', 'UTC')).toBe('Nov 19, 2026');
    expect(formatDate(iso, 'en', 'long', 'UTC')).toBe('November 19, 2026');
    expect(formatDate(iso, 'ar', 'long', 'UTC')).toBe(
      new Intl.DateTimeFormat('ar', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso)),
    );
    expect(formatDate(iso, 'ar', 'long', 'UTC')).toMatch(/نوفمبر/);
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { formattersFor, isValidZone } from './mail-formatters';

// A mail's dates and money, formatters made once per language and zone (issue 19).
describe('formattersFor', () => {
  const noonUtc = '2026-12-01T12:00:00Z';

  it('writes dates in the language and time zone it was asked for, and money in the currency given', () => {
    expect(formattersFor('en', 'Europe/Warsaw').dateTime(noonUtc)).toContain('1:00');
    expect(formattersFor('en', 'Asia/Tokyo').dateTime(noonUtc)).toContain('9:00');
    expect(formattersFor('pl', 'Europe/Warsaw').date(noonUtc)).toBe('1 grudnia 2026');
    const en = formattersFor('en', 'UTC');
    expect(en.money(12_345, 'EUR')).toBe('€123.45');
    expect(en.money(12_345, 'USD')).toBe('$123.45');
    expect(en.money(500, 'EUR')).toBe('€5.00');
  });

  it('makes them once per language and zone', () => {
    expect(formattersFor('de', 'Europe/Berlin')).toBe(formattersFor('de', 'Europe/Berlin'));
    expect(formattersFor('de', 'Europe/Berlin')).not.toBe(formattersFor('de', 'Europe/Paris'));
    expect(formattersFor('de', 'Europe/Berlin')).not.toBe(formattersFor('fr', 'Europe/Berlin'));
  });

  it('knows the time zones Intl knows, also when asked again', () => {
    expect(isValidZone('Europe/Warsaw')).toBe(true);
    expect(isValidZone('Europe/Warsaw')).toBe(true);
    expect(isValidZone('Mars/Olympus')).toBe(false);
    expect(isValidZone('Mars/Olympus')).toBe(false);
  });
});

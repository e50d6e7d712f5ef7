import { describe, expect, it } from 'vitest';
import { cleanName } from './text-safety';

describe('cleanName', () => {
  it.each([
    ['a right-to-left override', 'Anna\u202Efdp.exe', 'Annafdp.exe'],
    ['every bidi embedding, override, isolate and mark', '\u202AA\u202Bn\u202Cn\u202Da\u2066 \u2067B\u2068\u2069\u200E\u200F\u061C', 'Anna B'],
    ['C0 controls, NUL among them', 'A\u0000n\u0001n\u001Fa', 'Anna'],
    ['DEL and the C1 controls', 'A\u007Fn\u0080n\u009Fa', 'Anna'],
    ['zero-width spaces, word joiners, the BOM and the soft hyphen', '\u200BA\u2060n\uFEFFn\u00ADa\u2062', 'Anna'],
    ['Hangul fillers that make a name look empty', '\u3164\uFFA0\u115F\u1160Bo', 'Bo'],
    ['line breaks and tabs, as spaces', ' Anna\r\nMaria\tLee ', 'Anna Maria Lee'],
    ['joiners at either end and in runs', '\u200D\u200CAli\u200C\u200C\u200Creza\u200D', 'Ali\u200Creza'],
  ])('strips %s', (_what, input, expected) => {
    expect(cleanName(input)).toBe(expected);
  });

  it('keeps real names of every script, the joiners inside them included', () => {
    for (const name of ['Zoë Ørsted-Łukasiewicz', 'محمد عبد الله', 'علی‌رضا', 'क्‍ष', '山田 太郎', 'สมชาย', "O'Brien"]) {
      expect(cleanName(name)).toBe(name.normalize('NFC'));
    }
  });

  it('composes to NFC so one name is stored one way', () => {
    expect(cleanName('Zoe\u0308')).toBe('Zoë');
  });

  it('leaves null and undefined as they are and turns an invisible-only name into an empty one', () => {
    expect(cleanName(null)).toBeNull();
    expect(cleanName(undefined)).toBeUndefined();
    expect(cleanName('\u202E\u200B\u0000 ')).toBe('');
  });
});

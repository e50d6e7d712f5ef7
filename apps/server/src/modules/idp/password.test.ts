import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './password';

describe('password hashing (scrypt)', () => {
  it('round-trips, and refuses a wrong password', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same-password-1'), hashPassword('same-password-1')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same-password-1', b)).toBe(true);
  });

  it('never matches a missing or malformed hash', async () => {
    for (const stored of [null, undefined, '', 'plain-text', 'scrypt$1$1$1$x$y', 'bcrypt$2$8$1$abc$def', 'scrypt$99999999$8$1$c2FsdA$aGFzaA']) {
      expect(await verifyPassword('anything-at-all', stored)).toBe(false);
    }
  });

  it('treats canonically equal Unicode the same (NFKC)', async () => {
    const hash = await hashPassword('Zo\u00e9-password');
    expect(await verifyPassword('Zoe\u0301-password', hash)).toBe(true);
  });

  it('asks for 10 to 200 characters', () => {
    expect(passwordProblem('123456789')).toBe('passwordShort');
    expect(passwordProblem('1234567890')).toBeNull();
    expect(passwordProblem('x'.repeat(201))).toBe('passwordLong');
  });
});

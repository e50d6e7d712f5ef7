import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '@/shared/api/api-client';
import { hasSignParams, runSiteLoginCheck, withoutSignParams } from './site-login-check';

const verified: ApiResult<unknown> = { ok: true, data: { verified: true } };
const refused: ApiResult<unknown> = { ok: false, kind: 'business', code: 400, message: 'Signature expired', text: 'Signature expired', data: null };

const deps = (result: ApiResult<unknown>) => ({ verify: vi.fn(async () => result), reload: vi.fn() });

describe('site login check (section 4)', () => {
  it("is '1' at once without a signature, verifying nothing", async () => {
    const d = deps(verified);
    expect(await runSiteLoginCheck('https://academy.test/eu/faq?x=1', d)).toBe('1');
    expect(d.verify).not.toHaveBeenCalled();
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('needs both signature and appId; one alone is no hand-off', async () => {
    expect(hasSignParams('https://academy.test/?signature=abc')).toBe(false);
    expect(hasSignParams('https://academy.test/?appId=p&signature=')).toBe(false);
    expect(hasSignParams('https://academy.test/?appId=p&signature=abc')).toBe(true);
    const d = deps(verified);
    expect(await runSiteLoginCheck('https://academy.test/?signature=abc', d)).toBe('1');
    expect(d.verify).not.toHaveBeenCalled();
  });

  it('verifies first, then reloads without the two parameters and keeps the shell waiting', async () => {
    const d = deps(verified);
    const status = await runSiteLoginCheck('https://academy.test/eu/course/detail/4?appId=partner&courseType=1&signature=s.ig#top', d);
    expect(d.verify).toHaveBeenCalledWith('partner', 's.ig');
    expect(d.reload).toHaveBeenCalledWith('/eu/course/detail/4?courseType=1#top');
    expect(status).toBe('0');
  });

  it("lets the site render ('1') when the answer carries an error message, without reloading", async () => {
    const d = deps(refused);
    expect(await runSiteLoginCheck('https://academy.test/?signature=abc&appId=partner', d)).toBe('1');
    expect(d.reload).not.toHaveBeenCalled();
  });

  it("is '1' after a transport failure too", async () => {
    const d = deps({ ok: false, kind: 'transport', reason: 'network' });
    expect(await runSiteLoginCheck('https://academy.test/?signature=abc&appId=partner', d)).toBe('1');
  });

  it('removes only the two hand-off parameters', () => {
    expect(withoutSignParams('https://a.test/x?signature=1&appId=2')).toBe('/x');
    expect(withoutSignParams('https://a.test/x?a=1&signature=1&b=2')).toBe('/x?a=1&b=2');
  });
});

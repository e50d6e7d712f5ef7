import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '@/i18n/i18n';
import { ApiError, createApiClient, dataOr, orThrow, type ApiClientDeps } from './api-client';
import { describeErrorCode } from './error-message';

const envelope = (code: number, data: unknown = null, message = '') =>
  new Response(JSON.stringify({ code, data, message }), { status: 200, headers: { 'Content-Type': 'application/json' } });

const setup = (respond: (url: string, init: RequestInit) => Promise<Response> | Response, over: Partial<ApiClientDeps> = {}) => {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const deps = {
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init: init ?? {} });
      return respond(String(input), init ?? {});
    }) as unknown as typeof fetch,
    getSiteParams: () => ({ siteId: 3, languageId: 7 }),
    showTips: vi.fn(),
    describeError: (code: number, message: string, data: unknown) => describeErrorCode(i18n, code, message, data),
    onNotFound: vi.fn(),
    onUnauthorized: vi.fn(),
    ...over,
  };
  return { client: createApiClient(deps), deps, calls };
};

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

describe('request building', () => {
  it('adds siteId and languageId to the query of a GET, keeps caller values and repeats arrays', async () => {
    const { client, calls } = setup(() => envelope(200, []));
    await client.get('/certification/language/multi', { kind: 1, tags: ['a', 'b'], empty: undefined });
    expect(calls[0].url).toBe('/api/certification/language/multi?siteId=3&languageId=7&kind=1&tags=a&tags=b');
    expect(calls[0].init.method).toBe('GET');
    expect(calls[0].init.credentials).toBe('include');
    expect(calls[0].init.signal).toBeInstanceOf(AbortSignal);
  });

  it('adds siteId and languageId to the JSON body of a POST', async () => {
    const { client, calls } = setup(() => envelope(200, []));
    await client.post('/certification/banner/release/query', { typeList: ['0'] });
    expect(calls[0].url).toBe('/api/certification/banner/release/query');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ siteId: 3, languageId: 7, typeList: ['0'] });
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('lets an explicit siteId of the caller win', async () => {
    const { client, calls } = setup(() => envelope(200, null));
    await client.post('/x', { siteId: 9 });
    expect(JSON.parse(String(calls[0].init.body)).siteId).toBe(9);
  });

  it('adds nothing to /front-api/ calls', async () => {
    const { client, calls } = setup(() => envelope(200, {}));
    await client.get('/front-api/getSiteInfo', { sitePath: 'eu' });
    expect(calls[0].url).toBe('/api/front-api/getSiteInfo?sitePath=eu');
  });

  it('puts site params in the query of a multipart POST', async () => {
    const { client, calls } = setup(() => envelope(200, '/uploads/a.png'));
    const form = new FormData();
    form.append('image', new Blob(['x']), 'a.png');
    await client.post('/user/image/upload', form);
    expect(calls[0].url).toBe('/api/user/image/upload?siteId=3&languageId=7');
    expect(calls[0].init.body).toBe(form);
  });
});

describe('envelope handling', () => {
  it('unwraps the data of code 200', async () => {
    const { client, deps } = setup(() => envelope(200, [{ id: 1 }]));
    expect(await client.get('/x')).toEqual({ ok: true, data: [{ id: 1 }] });
    expect(deps.showTips).not.toHaveBeenCalled();
  });

  it('shows the Tips dialog with the translated message of a known code', async () => {
    const { client, deps } = setup(() => envelope(10014, null, 'server text'));
    const result = await client.post('/user/registration/enrollClassroom', {});
    expect(result).toMatchObject({ ok: false, kind: 'business', code: 10014, message: 'server text' });
    expect(deps.showTips).toHaveBeenCalledWith('This training is full.');
  });

  it('translates the Tips text into the current language', async () => {
    await loadLanguage(i18n, 'pl');
    await i18n.changeLanguage('pl');
    const { client, deps } = setup(() => envelope(10014));
    await client.get('/x');
    expect(deps.showTips).toHaveBeenCalledWith('Brak wolnych miejsc na to szkolenie.');
  });

  it('falls back to the server message, then to System Error, for unknown codes', async () => {
    const first = setup(() => envelope(777, null, 'Something specific'));
    await first.client.get('/x');
    expect(first.deps.showTips).toHaveBeenCalledWith('Something specific');
    const second = setup(() => envelope(778, null, ''));
    await second.client.get('/x');
    expect(second.deps.showTips).toHaveBeenCalledWith('System Error');
  });

  it('shows the server message itself for 501', async () => {
    const { client, deps } = setup(() => envelope(501, null, 'Quota exceeded'));
    await client.get('/x');
    expect(deps.showTips).toHaveBeenCalledWith('Quota exceeded');
  });

  it('names the site of 10018 from the error context', async () => {
    const { client, deps } = setup(() => envelope(10018, { site: 'EU' }, ''));
    await client.post('/user/invitation/use', {});
    expect(deps.showTips).toHaveBeenCalledWith('This invitation code is only valid on the EU site.');
  });

  it('raises no Tips dialog for 10026, opens the prerequisite list and returns its data to the caller', async () => {
    const data = { prerequisiteCertificationList: [{ certificationReleaseId: 1 }] };
    const onPrerequisiteMissing = vi.fn();
    const { client, deps } = setup(() => envelope(10026, data), { onPrerequisiteMissing });
    const result = await client.post('/user/registration/addRegistration', {});
    expect(deps.showTips).not.toHaveBeenCalled();
    expect(onPrerequisiteMissing).toHaveBeenCalledWith(data);
    expect(result).toMatchObject({ ok: false, kind: 'business', code: 10026, data });
    await client.post('/user/registration/addRegistration', {}, { silent: true });
    expect(onPrerequisiteMissing).toHaveBeenCalledOnce();
  });

  it('raises no dialog for exempt calls', async () => {
    const { client, deps } = setup(() => envelope(10005));
    const result = await client.post('/user/invitation/use', {}, { exemptFromTips: true });
    expect(deps.showTips).not.toHaveBeenCalled();
    expect(result).toMatchObject({ kind: 'business', code: 10005, text: 'The invitation is invalid.' });
  });

  it('navigates to the not-found page on code 404 without a dialog', async () => {
    const { client, deps } = setup(() => envelope(404));
    await client.get('/certification/release/certification/detail', { id: 99 });
    expect(deps.onNotFound).toHaveBeenCalledOnce();
    expect(deps.showTips).not.toHaveBeenCalled();
  });

  it('redirects to login on HTTP 401 and on envelope code 401, without a dialog', async () => {
    const http = setup(() => new Response(JSON.stringify({ code: 401, data: null, message: 'x' }), { status: 401 }));
    expect(await http.client.get('/user/sso/getUserInfo')).toEqual({ ok: false, kind: 'unauthorized' });
    expect(http.deps.onUnauthorized).toHaveBeenCalledOnce();
    const body = setup(() => envelope(401));
    await body.client.get('/x');
    expect(body.deps.onUnauthorized).toHaveBeenCalledOnce();
    expect(body.deps.showTips).not.toHaveBeenCalled();
  });

  it('shows a 400 envelope sent with HTTP 400 as a business error', async () => {
    const { client, deps } = setup(() => new Response(JSON.stringify({ code: 400, data: null, message: 'bad' }), { status: 400 }));
    expect(await client.get('/x')).toMatchObject({ kind: 'business', code: 400 });
    expect(deps.showTips).toHaveBeenCalledWith('Data Anomaly: the request failed validation.');
  });

  it("carries a busy answer's Retry-After, in seconds or as an HTTP date, and nothing without one", async () => {
    const busy = (headers: Record<string, string>) => () => new Response(JSON.stringify({ code: 503, data: null, message: 'busy' }), { status: 503, headers });
    const inSeconds = await setup(busy({ 'Retry-After': '5' })).client.post('/certification/exam/getContent', {}, { silent: true });
    expect(inSeconds).toMatchObject({ ok: false, kind: 'business', code: 503, retryAfterSeconds: 5 });
    const at = new Date(Date.now() + 60_000).toUTCString();
    const asDate = await setup(busy({ 'Retry-After': at })).client.post('/certification/exam/getContent', {}, { silent: true });
    expect(asDate.ok === false && asDate.kind === 'business' && asDate.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    const without = await setup(busy({})).client.post('/certification/exam/getContent', {}, { silent: true });
    expect(without).not.toHaveProperty('retryAfterSeconds');
  });

  it('does nothing visible when silent', async () => {
    const { client, deps } = setup(() => envelope(404));
    await client.get('/x', {}, { silent: true });
    const unauthorized = setup(() => new Response('', { status: 401 }));
    await unauthorized.client.get('/x', {}, { silent: true });
    expect(deps.onNotFound).not.toHaveBeenCalled();
    expect(unauthorized.deps.onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('transport errors give an empty result without throwing', () => {
  it('network failure', async () => {
    const { client, deps } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await client.get<string[]>('/x');
    expect(result).toEqual({ ok: false, kind: 'transport', reason: 'network' });
    expect(dataOr(result, [])).toEqual([]);
    expect(deps.showTips).not.toHaveBeenCalled();
  });

  it('5xx without an envelope', async () => {
    const { client, deps } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await client.get('/x')).toEqual({ ok: false, kind: 'transport', reason: 'http' });
    expect(deps.showTips).not.toHaveBeenCalled();
  });

  it('timeout after 20000 ms', async () => {
    vi.useFakeTimers();
    const { client } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = client.get('/x');
    await vi.advanceTimersByTimeAsync(19_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ok: false, kind: 'transport', reason: 'timeout' });
  });

  it('abort by the caller', async () => {
    const controller = new AbortController();
    const { client } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = client.get('/x', {}, { signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ok: false, kind: 'transport', reason: 'aborted' });
  });
});

describe('result helpers', () => {
  it('dataOr replaces failures and null data with the fallback', () => {
    expect(dataOr({ ok: true, data: [1] }, [])).toEqual([1]);
    expect(dataOr<number[] | null>({ ok: true, data: null }, [])).toEqual([]);
    expect(dataOr({ ok: false, kind: 'unauthorized' }, 0)).toBe(0);
  });

  it('orThrow throws an ApiError carrying the code', () => {
    const failure = { ok: false, kind: 'business', code: 10014, message: '', text: 'full', data: null } as const;
    expect(() => orThrow(failure)).toThrow(ApiError);
    try {
      orThrow(failure);
    } catch (error) {
      expect((error as ApiError).code).toBe(10014);
    }
  });
});

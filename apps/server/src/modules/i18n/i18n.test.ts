import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@credo/contracts/errors';
import { flattenCatalogue, PAGE_NAMESPACES, type Catalogue } from '@credo/i18n';
import { readPackFiles } from '@credo/i18n/node';
import { buildTestApp, type TestApp } from '../../../test/build-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (query: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/api/certification/i18n/pack?${query}`, headers });

describe('GET /api/certification/i18n/pack', () => {
  it('serves the Arabic pack: UI texts and every error message, in Arabic', async () => {
    const res = await get('languagePackId=ar');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    const flat = flattenCatalogue(body.data as Catalogue);
    expect(flat).toEqual(flattenCatalogue(readPackFiles('ar')));
    for (const code of Object.keys(errorMessages)) expect(flat[`errorCode.${code}`], code).toBeTruthy();
    expect(flat['header.signIn']).not.toBe(flattenCatalogue(readPackFiles('en'))['header.signIn']);
    // The identity provider's texts stay on the server (SERVER_NAMESPACES), though its files sit beside the packs'.
    expect(body.data.idp).toBeUndefined();
    expect(flattenCatalogue(readPackFiles('ar', 'all'))['idp.signInTitle']).toBeTruthy();
  });

  it.each(['vi', 'th'] as const)('serves the %s pack in that language, every error message included', async (language) => {
    const res = await get(`languagePackId=${language}`);
    expect(res.statusCode).toBe(200);
    const flat = flattenCatalogue(res.json().data as Catalogue);
    const english = flattenCatalogue(readPackFiles('en'));
    // Every text of the pack's files is served as written (keys it lacks would show English).
    expect(flat).toMatchObject(flattenCatalogue(readPackFiles(language)));
    for (const code of Object.keys(errorMessages)) expect(flat[`errorCode.${code}`], code).toBeTruthy();
    for (const key of ['header.signIn', 'profile.pageTitle', 'home.steps.theoryExam.title', 'errorCode.10008']) expect(flat[key], key).not.toBe(english[key]);
    const script = language === 'th' ? /[\u0E00-\u0E7F]/ : /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;
    expect(flat['header.signIn']).toMatch(script);
    expect(flat['errorCode.10018']).toContain('{site}');
  });

  it('serves a regional id by its language, and is revalidated with its ETag', async () => {
    const first = await get('languagePackId=pt_BR');
    expect(first.json().data.header.signIn).toBe(flattenCatalogue(readPackFiles('pt'))['header.signIn']);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const again = await get('languagePackId=pt-br', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves a part with ns (issue 19): the start part without page namespaces, page namespaces on their own', async () => {
    const whole = (await get('languagePackId=ar')).json().data as Catalogue;
    const start = await get('languagePackId=ar&ns=start');
    expect(start.statusCode).toBe(200);
    const startData = start.json().data as Catalogue;
    for (const ns of PAGE_NAMESPACES) expect(startData[ns], ns).toBeUndefined();
    expect(Object.keys(startData).length + PAGE_NAMESPACES.length).toBe(Object.keys(whole).length);
    expect(startData.header).toEqual(whole.header);
    expect(startData.errorCode).toEqual(whole.errorCode);

    const page = await get('languagePackId=ar&ns=payment,certification', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    const same = await get('languagePackId=ar&ns=certification,payment,certification');
    expect(Object.keys(same.json().data).sort()).toEqual(['certification', 'payment']);
    expect(same.json().data.certification).toEqual(whole.certification);
    // One part whatever the order: the same ETag, so a revalidation is a 304.
    expect(same.headers.etag).toBe(page.headers.etag);
    expect(same.headers.etag).not.toBe(start.headers.etag);
    expect((await get('languagePackId=ar&ns=certification,payment', { 'if-none-match': String(page.headers.etag) })).statusCode).toBe(304);
  });

  it('refuses ns naming the start part with pages, a start namespace, a server one or anything else, with code 400', async () => {
    for (const ns of ['start,home', 'header', 'idp', 'nope', 'home,,payment', '<b>']) {
      const res = await get(`languagePackId=ar&ns=${encodeURIComponent(ns)}`);
      expect(res.statusCode, ns).toBe(400);
      expect(res.json().code, ns).toBe(400);
    }
  });

  it('refuses an unknown or malformed pack id with code 400, never a crash', async () => {
    for (const query of ['languagePackId=xx', 'languagePackId=%3Cscript%3E', '']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe(400);
    }
  });
});

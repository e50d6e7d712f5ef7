import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@credo/contracts/errors';
import { flattenCatalogue, type Catalogue } from '@credo/i18n';
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

  it('refuses an unknown or malformed pack id with code 400, never a crash', async () => {
    for (const query of ['languagePackId=xx', 'languagePackId=%3Cscript%3E', '']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe(400);
    }
  });
});

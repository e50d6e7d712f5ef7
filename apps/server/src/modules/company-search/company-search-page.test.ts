import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyCertificates } from '@credo/contracts/company-search';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { DEMO_COMPANY_VAT } from '../../seed/data/company-certificates';

// The demo company of the seed and the /vat page as the server sends it (issue 21 items 4 and 5).
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-vat-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html>\n<html lang="en" dir="ltr">\n<head>\n<title>Credo</title>\n</head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });

describe('the demo company and the /vat page', () => {
  it("the seeded company lists its three people's valid certificates, not the expired one, in the request language", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/certification/companyCertificate/list?siteId=1&languageId=1&vatNumber=${DEMO_COMPANY_VAT}` });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as CompanyCertificates;
    expect(data.certificates.map((c) => c.holderName).sort()).toEqual(['Amira H.', 'Jonas W.', 'Marta K.', 'Marta K.']);
    expect(data.certificates.map((c) => c.number)).not.toContain('CR-2023-VAT2TR01');
    expect(data.certificates[0].level).toBe(2);
  });

  it('serves /vat with its own title where the site shows the search, HTTP 404 where it does not', async () => {
    const on = await page('/vat');
    expect(on.statusCode).toBe(200);
    expect(on.body).toMatch(/<title>Company certificate search — Credo Academy<\/title>/);
    expect((await page('/uk/vat')).statusCode).toBe(200);
    expect((await page('/mena/vat')).statusCode).toBe(404);
    expect((await page('/za/vat')).statusCode).toBe(404);
  });
});

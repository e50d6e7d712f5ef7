import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';

// The join page's head (server-side title and description per site and language) and its place in the sitemap (issue 21 items 2 and 5).
describe('/join-us-as-a-trainer in the head and the sitemap', () => {
  let web: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-join-trainer-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html>\n<html lang="en" dir="ltr">\n<head>\n<title>Credo</title>\n</head><body><div id="root"></div></body></html>',
    );
    web = await buildTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string) => web.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
  const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '';

  it('is a page with its own title and description, in Arabic on the Arabic site and on /mobile', async () => {
    const page = await get('/join-us-as-a-trainer');
    expect(page.statusCode).toBe(200);
    expect(titleOf(page.body)).toMatch(/^Join us as a trainer — /);
    expect(page.body).toContain('within 7 business days');
    expect(titleOf((await get('/ar/join-us-as-a-trainer')).body)).toMatch(/^انضم إلينا كمدرب/);
    expect((await get('/mobile/join-us-as-a-trainer')).statusCode).toBe(200);
  });

  it('is in the sitemap of every site', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain('/join-us-as-a-trainer</loc>');
    expect(xml).toContain('/ar/join-us-as-a-trainer</loc>');
  });
});

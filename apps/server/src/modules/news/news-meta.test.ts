import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-news-meta-'));
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

const html = async (url: string, cookie?: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...(cookie ? { cookie } : {}) } })).body;
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const first = async (siteId: number, languageId: number) =>
  (
    await t.app.db
      .select()
      .from(news)
      .where(and(eq(news.siteId, siteId), eq(news.languageId, languageId), lte(news.publishedAt, new Date())))
      .orderBy(asc(news.sort), desc(news.publishedAt))
      .limit(1)
  )[0];

describe('news detail pages in the HTML the server sends', () => {
  it("carry the item's own title, summary and cover for previews, on the mobile twin too", async () => {
    const item = await first(1, 1);
    for (const url of [`/news/detail/${item.id}`, `/mobile/news/detail/${item.id}`]) {
      const body = await html(url);
      expect(body).toContain(`<title>${escape(item.title)} | Credo Academy</title>`);
      expect(body).toContain(`<meta property="og:type" content="article"`);
      expect(body).toContain(`content="${escape(item.summary)}"`);
      // Absolute from PUBLIC_URL (issue 13: never the request's Host).
      expect(body).toContain(`content="${t.app.config.publicUrl}${item.coverUrl}"`);
    }
  });

  it("in the Arabic site's language, and never for another site's item", async () => {
    const arabic = await first(17, 2);
    expect(await html(`/ar/news/detail/${arabic.id}`)).toContain(`<title>${escape(arabic.title)} | Credo Academy</title>`);
    const main = await first(1, 1);
    expect(await html(`/ar/news/detail/${main.id}`)).not.toContain(escape(main.title));
  });
});

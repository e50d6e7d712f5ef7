import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { envelopeOf } from '@credo/contracts/envelope';
import { SEARCH_GROUP_LIMIT, SEARCH_KEYWORD_MAX, searchResult, type SearchResult } from '@credo/contracts/search';
import { certifications, faqs, news, releaseCourses } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { containsPattern, snippetAround, snippetOf } from './search-text';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const EN = 1;
const AR = 2;
const ARABIC = /[\u0600-\u06FF]/;
/** Site 4 (South Africa) in English gets the wildcard fixtures below; no other test reads it. */
const FIXTURE_SITE = 4;

const url = (keyword: string, siteId = 1, languageId = EN) =>
  `/api/certification/search?keyword=${encodeURIComponent(keyword)}&siteId=${siteId}&languageId=${languageId}`;

async function search(keyword: string, siteId = 1, languageId = EN): Promise<SearchResult> {
  const res = await t.app.inject({ method: 'GET', url: url(keyword, siteId, languageId) });
  expect(res.statusCode, res.body).toBe(200);
  return envelopeOf(searchResult).parse(res.json()).data;
}

const faqQuestions = (r: SearchResult) => r.faqs.rows.map((f) => f.question).sort();

describe('GET /api/certification/search', () => {
  beforeAll(async () => {
    const at = { siteId: FIXTURE_SITE, languageId: EN };
    await t.app.db.insert(faqs).values([
      { ...at, question: 'Is there a 50% discount for students?', answer: 'Ask your training centre.' },
      { ...at, question: 'Is there a 500 euro fee?', answer: 'No.' },
      { ...at, question: 'What does the flag a_b mean?', answer: 'It is a setting.' },
      { ...at, question: 'What does the flag axb mean?', answer: 'Another setting.' },
      { ...at, question: 'Where are the logs?', answer: 'Under C:\\credo\\logs on the recorder.' },
      { ...at, question: 'Where are the backups?', answer: 'On the NAS share credo/backups.' },
      { ...at, question: 'Où se trouve l’ÉCOLE de sécurité ?', answer: 'À Lyon.' },
      ...Array.from({ length: SEARCH_GROUP_LIMIT + 4 }, (_, n) => ({
        ...at,
        question: `Zebracrossing question ${n}`,
        answer: 'Plenty of matches.',
        sort: n,
      })),
    ]);
  });

  it('answers every group in the contract shape for a seeded course word', async () => {
    const r = await search('cybersecurity');
    expect(r.keyword).toBe('cybersecurity');
    expect(r.courses.total).toBeGreaterThan(0);
    expect(r.news.total).toBeGreaterThan(0);
    expect(r.total).toBe(r.certifications.total + r.courses.total + r.news.total + r.faqs.total);
    for (const course of r.courses.rows) {
      expect(`${course.name} ${course.snippet}`).toMatch(/cybersecurity/i);
      expect([0, 1]).toContain(course.courseType);
    }
    expect(r.news.rows[0].title).toMatch(/cybersecurity/i);
    expect(Date.parse(r.news.rows[0].publishedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('finds certifications, videos (course type 1) and FAQ as well', async () => {
    const certs = await search('Certified Security');
    expect(certs.certifications.rows.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Certified Security Associate (CSA)', 'Certified Security Professional (CSP)']),
    );
    for (const c of certs.certifications.rows) expect([1, 2, 3]).toContain(c.level);
    const webinar = await search('Webinar');
    expect(webinar.courses.rows.some((c) => c.courseType === 1)).toBe(true);
    // The video type tells a topic (its page is /topic/detail/{id}) from a course or webinar.
    expect(webinar.courses.rows.filter((c) => c.courseType === 1).every((c) => c.videoType === 3)).toBe(true);
    const faq = await search('certificate');
    expect(faq.faqs.total).toBeGreaterThan(0);
  });

  it('matches case-insensitively and trims the keyword', async () => {
    const lower = await search('cybersecurity');
    expect(await search('CYBERSECURITY')).toEqual({ ...lower, keyword: 'CYBERSECURITY' });
    expect(await search('  CyberSecurity \t')).toEqual({ ...lower, keyword: 'CyberSecurity' });
  });

  it('folds case beyond ASCII (accented letters)', async () => {
    expect(faqQuestions(await search('école', FIXTURE_SITE))).toEqual(['Où se trouve l’ÉCOLE de sécurité ?']);
    expect(faqQuestions(await search('à LYON', FIXTURE_SITE))).toEqual(['Où se trouve l’ÉCOLE de sécurité ?']);
  });

  it('puts title matches first and cuts long texts to a snippet around the match', async () => {
    const r = await search('firmware');
    const all = [...r.courses.rows.map((c) => [c.name, c.snippet]), ...r.news.rows.map((n) => [n.title, n.snippet])];
    expect(all.length).toBeGreaterThan(0);
    for (const [title, snippet] of all) expect(`${title} ${snippet}`).toMatch(/firmware/i);
    const longNews = r.news.rows.find((n) => !/firmware/i.test(n.title));
    if (longNews) expect(longNews.snippet.length).toBeLessThanOrEqual(182);
  });

  it('answers at most the group limit with the full total', async () => {
    const r = await search('zebracrossing', FIXTURE_SITE);
    expect(r.faqs.rows).toHaveLength(SEARCH_GROUP_LIMIT);
    expect(r.faqs.total).toBe(SEARCH_GROUP_LIMIT + 4);
    expect(r.faqs.rows.map((f) => f.question)).toEqual(Array.from({ length: SEARCH_GROUP_LIMIT }, (_, n) => `Zebracrossing question ${n}`));
  });

  it('treats %, _ and \\ as plain characters, never as LIKE wildcards', async () => {
    expect(faqQuestions(await search('50%', FIXTURE_SITE))).toEqual(['Is there a 50% discount for students?']);
    expect(faqQuestions(await search('a_b', FIXTURE_SITE))).toEqual(['What does the flag a_b mean?']);
    expect(faqQuestions(await search('credo\\logs', FIXTURE_SITE))).toEqual(['Where are the logs?']);
    expect(faqQuestions(await search('\\', FIXTURE_SITE))).toEqual(['Where are the logs?']);
    expect((await search('%', FIXTURE_SITE)).faqs.rows.map((f) => f.question)).toEqual(['Is there a 50% discount for students?']);
    expect((await search('_', FIXTURE_SITE)).faqs.rows.map((f) => f.question)).toEqual(['What does the flag a_b mean?']);
  });

  it('answers the Arabic site in Arabic, only its own rows, and only published ones', async () => {
    const ar = await search('الأمن السيبراني', 17, AR);
    expect(ar.total).toBeGreaterThan(0);
    for (const row of [...ar.courses.rows.map((c) => c.name), ...ar.news.rows.map((n) => n.title)]) expect(row).toMatch(ARABIC);
    const check = async (table: typeof news | typeof faqs | typeof certifications | typeof releaseCourses, ids: number[]) => {
      if (ids.length === 0) return;
      const rows = await t.app.db
        .select({ id: table.id })
        .from(table)
        .where(and(inArray(table.id, ids), eq(table.siteId, 17), eq(table.languageId, AR)));
      expect(rows).toHaveLength(ids.length);
    };
    await check(
      releaseCourses,
      ar.courses.rows.map((c) => c.id),
    );
    await check(
      news,
      ar.news.rows.map((n) => n.id),
    );
    await check(
      faqs,
      ar.faqs.rows.map((f) => f.id),
    );
    await check(
      certifications,
      ar.certifications.rows.map((c) => c.id),
    );
    // An English word finds nothing of the main site from the Arabic site's Arabic variant.
    const main = await search('cybersecurity', 1, EN);
    const fromAr = await search('cybersecurity', 17, AR);
    const mainIds = new Set([...main.courses.rows, ...main.news.rows].map((r) => r.id));
    expect([...fromAr.courses.rows, ...fromAr.news.rows].filter((r) => mainIds.has(r.id))).toEqual([]);
    // The scheduled "Expert-level pilot" news of the main site is not found before its date.
    expect((await search('Expert-level pilot')).news.total).toBe(0);
  });

  it('answers empty groups when nothing matches', async () => {
    const r = await search('qwxzy-no-such-thing');
    expect(r).toEqual({
      keyword: 'qwxzy-no-such-thing',
      total: 0,
      certifications: { total: 0, rows: [] },
      courses: { total: 0, rows: [] },
      news: { total: 0, rows: [] },
      faqs: { total: 0, rows: [] },
    });
  });

  it('refuses a missing, blank or too long keyword with the 400 envelope', async () => {
    const long = 'a'.repeat(SEARCH_KEYWORD_MAX + 1);
    for (const query of ['', 'keyword=', `keyword=${encodeURIComponent('   ')}`, `keyword=${long}`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/certification/search?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, data: { issues: [expect.objectContaining({ field: 'querystring.keyword' })] } });
    }
    // 100 characters after trimming are fine, surrounding spaces do not count.
    const res = await t.app.inject({ method: 'GET', url: url(`  ${'a'.repeat(SEARCH_KEYWORD_MAX)}  `) });
    expect(res.statusCode).toBe(200);
  });
});

describe('search texts', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('50%')).toBe('%50\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('c:\\x')).toBe('%c:\\\\x%');
  });

  it('cuts a snippet around the first match, on word boundaries, with ellipses', () => {
    const words = Array.from({ length: 80 }, (_, n) => `word${n}`).join(' ');
    const s = snippetAround(`${words} NEEDLE ${words}`, 'needle', 100);
    expect(s).toMatch(/^….*NEEDLE.*…$/);
    expect(s.length).toBeLessThanOrEqual(102);
    expect(s.slice(1)).toMatch(/^word\d+ /); // starts on a whole word
    expect(snippetAround('short text', 'zzz')).toBe('short text');
    expect(snippetAround(`${words}`, 'zzz', 50)).toMatch(/^word0 .*…$/);
    expect(snippetOf(['no match here', 'the needle is here'], 'NEEDLE')).toBe('the needle is here');
    expect(snippetOf(['', 'fallback'], 'zzz')).toBe('fallback');
  });
});

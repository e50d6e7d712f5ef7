import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, type Db } from '../db/client';
import { openTestDatabase } from '../../test/build-app';
import { migrate } from '../db/migrate';
import {
  banners,
  certificationPrerequisites,
  certifications,
  footerLinks,
  languages,
  nonCertificationMenuItems,
  siteLanguages,
  sites,
  surveyConfigs,
  videos,
} from '../db/schema/index';
import { InvalidStorageKeyError, LocalDiskStorage } from '../platform/storage';
import { seedDemo, videoAssetsDir } from './seed-demo';
import { seedScale } from './seed-scale';
import { DEMO_INVITATIONS, INVITATIONS_SEED } from './data/invitations';
import { CLASSROOM_SESSIONS_SEED } from './data/classroom-sessions';

const mediaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/media');
const TABLES = [
  'tenants',
  'sites',
  'languages',
  'site_languages',
  'countries',
  'regions',
  'currencies',
  'site_currencies',
  'footer_links',
  'social_links',
  'seo_configs',
  'dict_items',
  'banners',
  'certification_types',
  'certification_sub_types',
  'certifications',
  'certification_prerequisites',
  'product_lines',
  'videos',
  'release_courses',
  'chapters',
  'seed_runs',
  'news',
  'faqs',
  'trainers',
  'user_comments',
  'classrooms',
  'non_certification_menu_items',
  'survey_configs',
  'exams',
  'exam_questions',
  'invitations',
  'practical_exams',
  'surveys',
  'survey_questions',
];

/** Both drivers answer execute() with { rows }; the shared Db type leaves the result unknown. */
async function query<T>(db: Db, q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(q)) as { rows: T[] }).rows;
}

async function counts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) {
    const [row] = await query<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${t}`));
    out[t] = row.n;
  }
  return out;
}

async function freshDatabase(): Promise<Database> {
  // An empty database of the project's driver: the race below is real on PostgreSQL.
  const database = await openTestDatabase({ empty: true });
  await migrate(database);
  return database;
}

describe('demo seed', () => {
  let database: Database;
  let db: Db;
  let storage: LocalDiskStorage;
  let tmp: string;
  let first: Record<string, number>;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-seed-'));
    storage = new LocalDiskStorage(tmp);
    database = await freshDatabase();
    db = database.db;
    expect(await seedDemo(db, storage)).toBe(true);
    first = await counts(db);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('does nothing the second time', async () => {
    expect(await seedDemo(db, storage)).toBe(false);
    expect(await counts(db)).toEqual(first);
  });

  it('seeds once when two calls race on the same database', async () => {
    const other = await freshDatabase();
    try {
      const results = await Promise.all([seedDemo(other.db, storage), seedDemo(other.db, storage)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await counts(other.db)).toEqual(first);
    } finally {
      await other.close();
    }
  }, 60_000);

  it('has the spec site ids, the neutral site, and a default site per tenant', async () => {
    const rows = await db.select({ id: sites.id, tenantId: sites.tenantId, pathPrefix: sites.pathPrefix }).from(sites);
    const ids = rows.map((r) => r.id);
    for (const id of [...Array.from({ length: 18 }, (_, i) => i + 1), 19, 21, 26, 27, 28]) expect(ids).toContain(id);
    for (const tenantId of [1, 2, 3, 4]) expect(rows.some((r) => r.tenantId === tenantId && r.pathPrefix === '')).toBe(true);
    expect(rows.find((r) => r.id === 19)!.tenantId).toBe(2);
    expect(rows.find((r) => r.id === 28)!.tenantId).toBe(3);
  });

  it('has English as language 1 and Arabic right-to-left', async () => {
    const rows = await db.select().from(languages);
    expect(rows.find((l) => l.id === 1)!.languagePackId).toBe('en');
    expect(rows.find((l) => l.languagePackId === 'ar')!.rtl).toBe(true);
    expect(rows.filter((l) => l.rtl).map((l) => l.languagePackId)).toEqual(['ar']);
  });

  it('has footer links of every areaKind 1-7 on site 1 in English and Arabic', async () => {
    for (const languageId of [1, 2]) {
      const rows = await db
        .select()
        .from(footerLinks)
        .where(and(eq(footerLinks.siteId, 1), eq(footerLinks.languageId, languageId)));
      expect([...new Set(rows.map((r) => r.areaKind))].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(rows.filter((r) => r.areaKind === 5).every((r) => r.linkImage)).toBe(true);
      if (languageId === 2) expect(rows.filter((r) => r.areaKind === 3).every((r) => /[\u0600-\u06FF]/.test(r.linkTitle))).toBe(true);
    }
  });

  it('has home banners for every site and language the content is written for', async () => {
    for (const [siteId, languageId] of [
      [1, 1],
      [1, 2],
      [21, 1],
      [21, 3],
      [17, 2],
      [19, 1],
      [28, 1],
      [30, 1],
    ]) {
      const rows = await db
        .select()
        .from(banners)
        .where(and(eq(banners.siteId, siteId), eq(banners.languageId, languageId), eq(banners.type, '0')));
      expect(rows.length, `site ${siteId} language ${languageId}`).toBeGreaterThanOrEqual(2);
    }
    const types = await db
      .selectDistinct({ type: banners.type })
      .from(banners)
      .where(and(eq(banners.siteId, 1), eq(banners.languageId, 1)));
    expect(types.map((t) => t.type).sort()).toEqual(['0', '3', '4', '7', '8']);
  });

  it('gives every certification enough credits: 9 vendor, 12 general', async () => {
    const rows = await query<{ id: number; kind: number; credits: number }>(
      db,
      sql`
      select c.id, c.kind, coalesce(sum(rc.credits), 0)::int as credits
      from certifications c left join release_courses rc on rc.certification_id = c.id and rc.course_type = 0
      group by c.id, c.kind`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.credits, `certification ${r.id}`).toBeGreaterThanOrEqual(r.kind === 1 ? 9 : 12);
    const onSites = await db.selectDistinct({ siteId: certifications.siteId, languageId: certifications.languageId }).from(certifications);
    for (const want of [
      [1, 1],
      [1, 2],
      [21, 1],
      [21, 3],
      [19, 1],
      [28, 1],
    ]) {
      expect(onSites.some((s) => s.siteId === want[0] && s.languageId === want[1])).toBe(true);
    }
  });

  it('chains prerequisites by level within a site and language', async () => {
    const res = await db
      .select({ c: certifications, p: sql<number>`p.level`.as('plevel') })
      .from(certificationPrerequisites)
      .innerJoin(certifications, eq(certifications.id, certificationPrerequisites.certificationId))
      .innerJoin(
        sql`certifications p`,
        sql`p.id = ${certificationPrerequisites.prerequisiteId} and p.site_id = ${certifications.siteId} and p.language_id = ${certifications.languageId}`,
      );
    expect(res.length).toBeGreaterThan(0);
    for (const r of res) expect(Number(r.p)).toBe(r.c.level - 1);
  });

  it('stores every clip with its size and type', async () => {
    const rows = await db.select().from(videos);
    expect(rows).toHaveLength(6);
    for (const v of rows) {
      const stat = await storage.stat(v.storageKey);
      expect(stat).toEqual({ size: v.sizeBytes, contentType: 'video/mp4' });
      expect(fs.statSync(path.join(videoAssetsDir, path.basename(v.storageKey))).size).toBe(v.sizeBytes);
      expect(v.durationSeconds).toBeGreaterThanOrEqual(3);
      expect(v.durationSeconds).toBeLessThanOrEqual(6);
    }
  });

  it('points every /media URL at a committed file', async () => {
    const urls = await query<{ url: string }>(
      db,
      sql`
      select logo_url as url from tenants union select favicon_url from tenants
      union select image_url from banners union select mobile_image_url from banners
      union select image_url from dict_items where image_url is not null
      union select link_image from footer_links where link_image is not null
      union select link_image from social_links
      union select cover_url from certifications where cover_url is not null
      union select cover_url from release_courses where cover_url is not null
      union select cover_url from news where cover_url is not null
      union select photo_url from trainers where photo_url is not null
      union select avatar_url from user_comments where avatar_url is not null
      union select cover_url from classrooms where cover_url is not null`,
    );
    expect(urls.length).toBeGreaterThan(20);
    for (const { url } of urls) {
      expect(url.startsWith('/media/'), url).toBe(true);
      expect(fs.existsSync(path.join(mediaDir, url.slice('/media/'.length))), url).toBe(true);
    }
  });

  it('gives every site and language at least 6 news, FAQ, trainers, comments and upcoming classrooms', async () => {
    const offered = await db.selectDistinct({ siteId: siteLanguages.siteId, languageId: siteLanguages.languageId }).from(siteLanguages);
    const rows = await query<{ site_id: number; language_id: number; news: number; faqs: number; trainers: number; comments: number; upcoming: number }>(
      db,
      sql`
      select sl.site_id, sl.language_id,
        (select count(*)::int from news n where n.site_id = sl.site_id and n.language_id = sl.language_id and n.published_at <= now()) as news,
        (select count(*)::int from faqs f where f.site_id = sl.site_id and f.language_id = sl.language_id) as faqs,
        (select count(*)::int from trainers t where t.site_id = sl.site_id and t.language_id = sl.language_id) as trainers,
        (select count(*)::int from user_comments c where c.site_id = sl.site_id and c.language_id = sl.language_id) as comments,
        (select count(*)::int from classrooms r where r.site_id = sl.site_id and r.language_id = sl.language_id and r.start_at > now()) as upcoming
      from (select distinct site_id, language_id from site_languages) sl`,
    );
    expect(rows).toHaveLength(offered.length);
    for (const r of rows) {
      for (const k of ['news', 'faqs', 'trainers', 'comments', 'upcoming'] as const)
        expect(r[k], `site ${r.site_id} language ${r.language_id} ${k}`).toBeGreaterThanOrEqual(6);
    }
  });

  it("writes the Arabic site's home content in Arabic, and links classrooms to trainers and certifications of the same site", async () => {
    const texts = await query<{ t: string }>(
      db,
      sql`
      select title as t from news where site_id = 17 and language_id = 2 union all select question from faqs where site_id = 17 and language_id = 2
      union all select bio from trainers where site_id = 17 and language_id = 2 union all select content from user_comments where site_id = 17 and language_id = 2
      union all select title from classrooms where site_id = 17 and language_id = 2`,
    );
    expect(texts.length).toBeGreaterThan(30);
    for (const { t } of texts) expect(t).toMatch(/[\u0600-\u06FF]/);
    const mismatched = await query<{ id: number }>(
      db,
      sql`
      select r.id from classrooms r
      left join trainers t on t.id = r.trainer_id left join certifications c on c.id = r.certification_id
      where t.site_id <> r.site_id or c.site_id <> r.site_id`,
    );
    expect(mismatched).toEqual([]);
    // A session's language is the one it is held in (issue 17's language filter); the home seed's
    // sessions are held in their page's language, with a trainer and certification version of it.
    const homeMismatched = await query<{ id: number }>(
      db,
      sql`
      select r.id from classrooms r join trainers t on t.id = r.trainer_id join certifications c on c.id = r.certification_id
      where r.agenda is null and (t.language_id <> r.language_id or c.language_id <> r.language_id)`,
    );
    expect(homeMismatched).toEqual([]);
    const linked = await query<{ n: number }>(db, sql`select count(*)::int as n from classrooms where certification_id is not null`);
    expect(linked[0].n).toBeGreaterThan(0);
  });

  it('has the non-certification menu only on sites that show it, and one active survey on the main site', async () => {
    const menuSites = await db.selectDistinct({ siteId: nonCertificationMenuItems.siteId }).from(nonCertificationMenuItems);
    const flagged = await db.select({ id: sites.id }).from(sites).where(eq(sites.showNonCertiMenu, true));
    expect(menuSites.map((s) => s.siteId).sort()).toEqual(flagged.map((s) => s.id).sort());
    expect(flagged.length).toBeGreaterThan(0);
    expect((await db.select().from(sites)).some((s) => !s.showNonCertiMenu)).toBe(true);
    const active = await db.select().from(surveyConfigs).where(eq(surveyConfigs.activeState, 1));
    expect(new Set(active.map((s) => s.siteId))).toEqual(new Set([1]));
  });

  it('adds the scale catalogue once, after the demo seed', async () => {
    const r = await seedScale(db, storage, 600);
    expect(r).toMatchObject({ seeded: true, courses: 600, chapters: 1200 });
    const after = await counts(db);
    expect(after.release_courses).toBe(first.release_courses + 600);
    expect(after.chapters).toBe(first.chapters + 1200);
    expect((await seedScale(db, storage, 600)).seeded).toBe(false);
    expect(await counts(db)).toEqual(after);
  }, 60_000);

  it('adds the home content to a database seeded before it existed, once', async () => {
    const home = ['classrooms', 'trainers', 'news', 'faqs', 'user_comments', 'non_certification_menu_items', 'survey_configs'];
    for (const table of home) await db.execute(sql.raw(`delete from ${table}`));
    // The classroom sessions of issue 17 stand on the home seed's trainers and classrooms table, so a
    // database from before the home content had none of them either.
    await db.execute(sql`delete from seed_runs where name in ('demo-home', ${CLASSROOM_SESSIONS_SEED})`);
    expect(await seedDemo(db, storage)).toBe(true);
    const after = await counts(db);
    for (const table of home) expect(after[table], table).toBe(first[table]);
    expect(await seedDemo(db, storage)).toBe(false);
  }, 60_000);

  it('gives every certification with a practical exam three upcoming sessions on its site; PRACTICAL-GSP reserves a place in the first', async () => {
    const rows = await query<{ id: number; sessions: number; wrong: number; seats: number }>(
      db,
      sql`
      select c.id, count(p.id)::int as sessions, count(p.id) filter (where p.site_id <> c.site_id or p.language_id <> c.language_id or p.start_at <= now())::int as wrong,
        coalesce(min(p.seats), 0)::int as seats
      from certifications c left join practical_exams p on p.certification_id = c.id where c.has_practical_exam group by c.id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect([r.id, r.sessions, r.wrong, r.seats >= 12]).toEqual([r.id, 3, 0, true]);
    const [code] = await query<{ relation_type: number; practical_exam_id: number; first: number }>(
      db,
      sql`
      select i.relation_type, i.practical_exam_id, (select p.id from practical_exams p where p.certification_id = i.certification_id
        and p.site_id = 1 and p.language_id = 1 order by p.start_at, p.id limit 1) as first
      from invitations i where i.code = 'PRACTICAL-GSP'`,
    );
    expect(code).toMatchObject({ relation_type: 2, practical_exam_id: code.first });
    // Arabic sessions read as Arabic: the Arabic comma, never the Latin one.
    const arabic = await query<{ name: string; address: string }>(db, sql`select name, address from practical_exams where language_id = 2`);
    expect(arabic.length).toBeGreaterThan(0);
    for (const r of arabic) expect([r.name, r.address].filter((t) => t.includes(', ') || !t.includes('،'))).toEqual([]);
  });

  it('adds the demo invitation codes to a database seeded before they existed, once', async () => {
    expect(first.invitations).toBe(DEMO_INVITATIONS.length);
    await db.execute(sql`delete from invitations`);
    await db.execute(sql`delete from seed_runs where name = ${INVITATIONS_SEED}`);
    expect(await seedDemo(db, storage)).toBe(true);
    expect((await counts(db)).invitations).toBe(first.invitations);
    expect(await seedDemo(db, storage)).toBe(false);
  }, 60_000);
});

describe('LocalDiskStorage', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-storage-'));
  const storage = new LocalDiskStorage(tmp);
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('writes under <dataDir>/uploads, reads ranges and deletes', async () => {
    expect(await storage.put('proofs/a/b.txt', Buffer.from('hello world'), 'text/plain')).toEqual({ size: 11, contentType: 'text/plain' });
    expect(fs.existsSync(path.join(tmp, 'uploads', 'proofs', 'a', 'b.txt'))).toBe(true);
    const chunks: Buffer[] = [];
    for await (const c of storage.createReadStream('proofs/a/b.txt', { start: 6, end: 10 })) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('world');
    await storage.delete('proofs/a/b.txt');
    expect(await storage.stat('proofs/a/b.txt')).toBeNull();
    await storage.delete('proofs/a/b.txt');
  });

  it('rejects keys that could leave the root', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a\\b', 'C:/x', '', 'a//b', './a', 'a/.']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      expect(() => storage.createReadStream(key), key).toThrow(InvalidStorageKeyError);
    }
  });
});

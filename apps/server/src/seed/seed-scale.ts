import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { certifications, chapters, productLines, releaseCourses, seedRuns, siteLanguages, sites, videos } from '../db/schema/index';
import type { Storage } from '../platform/storage';
import { inChunks, type Tx } from './insert';
import { seedDemo } from './seed-demo';

export const SCALE_SEED = 'scale';
export const SCALE_COURSES = 20_000;
const BATCH = 1000;

export type ScaleResult = { seeded: boolean; courses: number; chapters: number; ms: number };

const TOPICS = [
  'Network Camera Installation',
  'NVR Storage Planning',
  'Access Control Wiring',
  'Video Intercom Commissioning',
  'Intrusion Alarm Zoning',
  'Thermal Camera Calibration',
  'PoE Switch Configuration',
  'Video Analytics Tuning',
  'Cybersecurity Hardening',
  'Perimeter Protection Design',
  'Elevator Access Integration',
  'Mobile Client Setup',
  'License Plate Recognition',
  'Fire Detection with Thermal',
  'Alarm Receiving Centre Links',
];
const PARTS = ['Fundamentals', 'Step by Step', 'Troubleshooting', 'Best Practices', 'Advanced Settings', 'Case Study', 'Quick Start', 'Deep Dive'];

/**
 * Load-test catalogue: SCALE_COURSES more release courses spread evenly over every site and each
 * of its languages, two chapters each, in 1,000-row INSERTs inside one transaction. Where a site and
 * language has certifications, 70% are elective courses of them (round robin), the rest videos.
 * Runs the demo seed first if needed; claims seed_runs 'scale' so it loads once.
 */
export async function seedScale(db: Db, storage: Storage, total = SCALE_COURSES): Promise<ScaleResult> {
  const started = performance.now();
  await seedDemo(db, storage);
  const result = await db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SCALE_SEED }).onConflictDoNothing().returning({ name: seedRuns.name });
    if (claimed.length === 0) return { seeded: false, courses: 0, chapters: 0 };
    return { seeded: true, ...(await loadScale(tx, total)) };
  });
  return { ...result, ms: Math.round(performance.now() - started) };
}

async function loadScale(tx: Tx, total: number): Promise<{ courses: number; chapters: number }> {
  const offers = await tx
    .selectDistinct({ siteId: siteLanguages.siteId, languageId: siteLanguages.languageId, tenantId: sites.tenantId })
    .from(siteLanguages)
    .innerJoin(sites, eq(sites.id, siteLanguages.siteId))
    .orderBy(siteLanguages.siteId, siteLanguages.languageId);
  const certs = await tx.select({ id: certifications.id, siteId: certifications.siteId, languageId: certifications.languageId }).from(certifications);
  const lines = await tx.select({ id: productLines.id, tenantId: productLines.tenantId }).from(productLines);
  const videoIds = (await tx.select({ id: videos.id }).from(videos).orderBy(videos.id)).map((v) => v.id);
  if (!offers.length || !videoIds.length) throw new Error('Run the demo seed before the scale seed');

  const certsOf = new Map<string, number[]>();
  for (const c of certs) certsOf.set(`${c.siteId}:${c.languageId}`, [...(certsOf.get(`${c.siteId}:${c.languageId}`) ?? []), c.id]);
  const linesOf = new Map<number, number[]>();
  for (const l of lines) linesOf.set(l.tenantId, [...(linesOf.get(l.tenantId) ?? []), l.id]);

  const base = Date.UTC(2025, 0, 1);
  const rows: (typeof releaseCourses.$inferInsert)[] = [];
  for (let i = 0; i < total; i++) {
    const o = offers[i % offers.length];
    const n = Math.floor(i / offers.length);
    const certList = certsOf.get(`${o.siteId}:${o.languageId}`) ?? [];
    const lineList = linesOf.get(o.tenantId) ?? [];
    const asCourse = certList.length > 0 && n % 10 < 7;
    const name = `${TOPICS[i % TOPICS.length]}: ${PARTS[n % PARTS.length]} ${Math.floor(n / PARTS.length) + 1}`;
    rows.push({
      siteId: o.siteId,
      languageId: o.languageId,
      certificationId: asCourse ? certList[n % certList.length] : null,
      courseType: asCourse ? 0 : 1,
      name,
      description: `Practical module on ${TOPICS[i % TOPICS.length].toLowerCase()} for installers and integrators.`,
      requirement: 0,
      credits: asCourse ? 1 + (n % 3) : 0,
      productLineId: asCourse || lineList.length === 0 ? null : lineList[n % lineList.length],
      videoType: asCourse ? 2 : 1 + (n % 3),
      coverUrl: null,
      sort: 1000 + n,
      publishedAt: new Date(base - i * 60_000),
    });
  }

  let chapterCount = 0;
  await inChunks(rows, BATCH, async (batch) => {
    const ids = await tx.insert(releaseCourses).values(batch).returning({ id: releaseCourses.id });
    const chapterRows = ids.flatMap(({ id }, j) => [
      { releaseCourseId: id, title: '1. Overview', sort: 0, videoId: videoIds[j % videoIds.length], isFreePreview: true },
      { releaseCourseId: id, title: '2. Walkthrough', sort: 1, videoId: videoIds[(j + 1) % videoIds.length], isFreePreview: false },
    ]);
    await tx.insert(chapters).values(chapterRows);
    chapterCount += chapterRows.length;
  });
  return { courses: rows.length, chapters: chapterCount };
}

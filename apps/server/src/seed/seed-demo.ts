import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db/client';
import {
  banners,
  certificationPrerequisites,
  certifications,
  certificationSubTypes,
  certificationTypeNames,
  certificationTypes,
  chapters,
  countries,
  currencies,
  dictItems,
  footerLinks,
  languages,
  productLines,
  regions,
  releaseCourses,
  seedRuns,
  seoConfigs,
  siteCurrencies,
  siteLanguages,
  sites,
  socialLinks,
  tenants,
  videos,
} from '../db/schema/index';
import type { Storage } from '../platform/storage';
import { catalogueLangs, certificationRows, chapterRows, courseRows, type CatalogueIds } from './data/catalogue';
import { microCatalogue, neutralCatalogue, robotCatalogue } from './data/catalogue-brands';
import { mainCatalogue } from './data/catalogue-main';
import type { TenantCatalogue } from './data/catalogue-types';
import { contentRows } from './data/content';
import { countries as countryRows, currencies as currencyRows } from './data/countries';
import { LANG, languages as languageRows, type LangCode } from './data/languages';
import { PROGRAMME_NAMES } from './data/programme-names';
import { regionRows } from './data/regions';
import { siteDefs, siteLangs, siteRows } from './data/sites';
import { TENANT, tenants as tenantRows, type TenantCode } from './data/tenants';
import { insertUserData } from './data/user-data';
import { insertDemoAccounts } from './data/accounts';
import { insertHome } from './data/home';
import { insertExams } from './data/exams';
import { seedInvitationsOnce } from './data/invitations';
import { seedPracticalExamsOnce } from './data/practical-exams';
import { seedCheckoutOnce } from './data/checkout';
import { seedInvoiceSellersOnce } from './data/invoice-sellers';
import { seedCompanyCertificatesOnce } from './data/company-certificates';
import { seedTrainerPagesOnce } from './data/trainer-pages';
import { seedJoinTrainerPageOnce } from './data/join-trainer-page';
import { seedSmartTryOnce } from './data/smart-try';
import { seedSurveysOnce } from './data/surveys';
import { seedPracticalTrainingOnce } from './data/practical-training';
import { seedClassroomSessionsOnce } from './data/classroom-sessions';
import { CLIPS, VIDEO_MIME, videoStorageKey, type ClipKey } from './data/videos';
import { inChunks, type Tx } from './insert';

/** The committed demo clips (apps/server/assets/videos). */
export const videoAssetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/videos');

export const DEMO_SEED = 'demo';
export const HOME_SEED = 'demo-home';
export const EXAMS_SEED = 'demo-exams';
const BATCH = 1000;
/** Publication dates count back from here so lists have a stable, realistic order. */
const PUBLISHED_AT = new Date('2025-09-01T08:00:00Z');

const tenantCodeOf = (tenantId: number): TenantCode => Object.entries(TENANT).find(([, id]) => id === tenantId)![0] as TenantCode;

/**
 * Loads the demo data: tenants, sites, languages, countries, regions, currencies, shell content,
 * a catalogue per tenant and the home page content (news, FAQ, trainers, comments, classrooms),
 * with the demo clips copied into storage. Returns false, changing nothing, when the demo seed
 * already ran. The seed_runs row is claimed first in the same transaction, so two processes
 * starting at once seed once (the second waits on the row, then sees it).
 */
export async function seedDemo(db: Db, storage: Storage): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: DEMO_SEED }).onConflictDoNothing().returning({ name: seedRuns.name });
    if (claimed.length === 0) {
      const home = await seedHomeOnce(tx);
      const exams = await seedExamsOnce(tx);
      // Before the invitations: a practical-exam code points at a session.
      const practical = await seedPracticalExamsOnce(tx);
      const checkout = await seedCheckoutOnce(tx);
      const sellers = await seedInvoiceSellersOnce(tx);
      const company = await seedCompanyCertificatesOnce(tx);
      const surveys = await seedSurveysOnce(tx);
      const training = await seedPracticalTrainingOnce(tx);
      const sessions = await seedClassroomSessionsOnce(tx);
      const trainerPages = await seedTrainerPagesOnce(tx);
      const joinTrainer = await seedJoinTrainerPageOnce(tx);
      const smartTry = await seedSmartTryOnce(tx);
      return (
        (await seedInvitationsOnce(tx)) ||
        trainerPages ||
        joinTrainer ||
        smartTry ||
        sessions ||
        training ||
        surveys ||
        company ||
        checkout ||
        sellers ||
        practical ||
        exams ||
        home
      );
    }
    await insertReference(tx);
    await insertContent(tx);
    await insertUserData(tx);
    await insertDemoAccounts(tx);
    const videoIdByClip = await insertVideos(tx, storage);
    for (const cat of [mainCatalogue, microCatalogue, robotCatalogue, neutralCatalogue]) await insertCatalogue(tx, cat, videoIdByClip);
    // After the catalogue: classrooms point at its certifications.
    await seedHomeOnce(tx);
    await seedExamsOnce(tx);
    await seedPracticalExamsOnce(tx);
    await seedInvitationsOnce(tx);
    await seedCheckoutOnce(tx);
    await seedInvoiceSellersOnce(tx);
    await seedCompanyCertificatesOnce(tx);
    await seedSurveysOnce(tx);
    await seedPracticalTrainingOnce(tx);
    await seedClassroomSessionsOnce(tx);
    await seedTrainerPagesOnce(tx);
    await seedJoinTrainerPageOnce(tx);
    await seedSmartTryOnce(tx);
    return true;
  });
}

/**
 * The home content has its own seed_runs row, so a database seeded before it existed (a kept
 * ./data directory) gets it on the next start; true when it was inserted now.
 */
async function seedHomeOnce(tx: Tx): Promise<boolean> {
  const claimed = await tx.insert(seedRuns).values({ name: HOME_SEED }).onConflictDoNothing().returning({ name: seedRuns.name });
  if (claimed.length === 0) return false;
  await insertHome(tx, siteDefs, (s) => tenantCodeOf(s.tenantId), new Date());
  return true;
}

/** Question banks, theory exams and quizzes: their own seed_runs row, like the home content. */
async function seedExamsOnce(tx: Tx): Promise<boolean> {
  const claimed = await tx.insert(seedRuns).values({ name: EXAMS_SEED }).onConflictDoNothing().returning({ name: seedRuns.name });
  if (claimed.length === 0) return false;
  await insertExams(tx);
  return true;
}

async function insertReference(tx: Tx) {
  const { sites: siteList, siteLanguages: offers, siteCurrencies: siteCurrencyList } = siteRows();
  await tx.insert(tenants).values(tenantRows);
  await tx.insert(languages).values(languageRows);
  await tx.insert(countries).values(countryRows);
  await tx.insert(currencies).values(currencyRows);
  await tx.insert(sites).values(siteList);
  await tx.insert(siteLanguages).values(offers);
  await tx.insert(siteCurrencies).values(siteCurrencyList);
  await inChunks(regionRows(), BATCH, (b) =>
    tx
      .insert(regions)
      .values(b)
      .then(() => undefined),
  );
}

async function insertContent(tx: Tx) {
  const c = contentRows(siteDefs, (s) => tenantCodeOf(s.tenantId));
  await inChunks(c.footer, BATCH, (b) =>
    tx
      .insert(footerLinks)
      .values(b)
      .then(() => undefined),
  );
  await inChunks(c.seo, BATCH, (b) =>
    tx
      .insert(seoConfigs)
      .values(b)
      .then(() => undefined),
  );
  await inChunks(c.banners, BATCH, (b) =>
    tx
      .insert(banners)
      .values(b)
      .then(() => undefined),
  );
  await tx.insert(dictItems).values(c.dict);
  await tx.insert(socialLinks).values(c.social);
}

/** Copies each clip into storage (videos/<file>.mp4) and records it; returns the row id per clip. */
async function insertVideos(tx: Tx, storage: Storage): Promise<Map<ClipKey, number>> {
  const ids = new Map<ClipKey, number>();
  for (const [key, clip] of Object.entries(CLIPS) as [ClipKey, (typeof CLIPS)[ClipKey]][]) {
    const storageKey = videoStorageKey(key);
    const stored = await storage.put(storageKey, fs.readFileSync(path.join(videoAssetsDir, clip.file)), VIDEO_MIME);
    const [row] = await tx
      .insert(videos)
      .values({ storageKey, mimeType: VIDEO_MIME, sizeBytes: stored.size, durationSeconds: clip.durationSeconds })
      .returning({ id: videos.id });
    ids.set(key, row.id);
  }
  return ids;
}

async function insertCatalogue(tx: Tx, cat: TenantCatalogue, videoIdByClip: Map<ClipKey, number>) {
  const tenantId = TENANT[cat.tenant];
  const ids: CatalogueIds = { typeIdByKind: new Map(), subTypeIdByName: new Map(), productLineIdByName: new Map(), videoIdByClip };
  for (const [i, type] of cat.types.entries()) {
    const [row] = await tx.insert(certificationTypes).values({ tenantId, kind: type.kind, name: type.name, sort: i }).returning({ id: certificationTypes.id });
    ids.typeIdByKind.set(type.kind, row.id);
    const names = Object.entries(PROGRAMME_NAMES[type.name] ?? {}) as [LangCode, string][];
    if (names.length) await tx.insert(certificationTypeNames).values(names.map(([lang, name]) => ({ typeId: row.id, languageId: LANG[lang], name })));
    const subs = await tx
      .insert(certificationSubTypes)
      .values(type.subTypes.map((name, j) => ({ typeId: row.id, name, sort: j })))
      .returning({ id: certificationSubTypes.id, name: certificationSubTypes.name });
    for (const s of subs) ids.subTypeIdByName.set(`${type.kind}:${s.name}`, s.id);
  }
  const lines = await tx
    .insert(productLines)
    .values(cat.productLines.map((name, i) => ({ tenantId, name, sort: i })))
    .returning({ id: productLines.id, name: productLines.name });
  for (const l of lines) ids.productLineIdByName.set(l.name, l.id);

  const written = catalogueLangs(cat);
  const targets: { siteId: number; lang: LangCode }[] = siteDefs
    .filter((s) => s.tenantId === tenantId)
    .flatMap((s) =>
      siteLangs(s)
        .filter((l) => written.includes(l))
        .map((lang) => ({ siteId: s.id, lang })),
    );

  const certRows = targets.flatMap(({ siteId, lang }) => certificationRows(cat, siteId, LANG[lang], lang, ids, PUBLISHED_AT));
  const inserted = await inChunks(certRows, BATCH, (b) =>
    tx
      .insert(certifications)
      .values(b)
      .returning({ id: certifications.id, siteId: certifications.siteId, languageId: certifications.languageId, groupKey: certifications.groupKey }),
  );
  const certId = new Map(inserted.map((r) => [`${r.siteId}:${r.languageId}:${r.groupKey}`, r.id]));

  const prereqs = targets.flatMap(({ siteId, lang }) =>
    cat.certs
      .filter((c) => c.requires)
      .map((c) => ({
        certificationId: certId.get(`${siteId}:${LANG[lang]}:${c.groupKey}`)!,
        prerequisiteId: certId.get(`${siteId}:${LANG[lang]}:${c.requires}`)!,
      })),
  );
  if (prereqs.length) await tx.insert(certificationPrerequisites).values(prereqs);

  const courses = targets.flatMap(({ siteId, lang }) => {
    const byGroup = new Map(cat.certs.map((c) => [c.groupKey, certId.get(`${siteId}:${LANG[lang]}:${c.groupKey}`)!]));
    return courseRows(cat, siteId, LANG[lang], lang, byGroup, ids, PUBLISHED_AT).map((r, index) => ({ ...r, lang, index }));
  });
  // RETURNING lists rows in VALUES order, so the i-th id belongs to the i-th course.
  const courseIds = await inChunks(courses, BATCH, (b) =>
    tx
      .insert(releaseCourses)
      .values(b.map((c) => c.row))
      .returning({ id: releaseCourses.id }),
  );
  const chapterList = courses.flatMap((c, i) => chapterRows(courseIds[i].id, c.index, c.clip, c.lang, cat, ids));
  await inChunks(chapterList, BATCH, (b) =>
    tx
      .insert(chapters)
      .values(b)
      .then(() => undefined),
  );
}

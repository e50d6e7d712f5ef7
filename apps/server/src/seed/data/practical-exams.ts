import { and, asc, eq } from 'drizzle-orm';
import { certifications, practicalExams, prices, regions, seedRuns } from '../../db/schema/index';
import { CURRENCY } from './countries';
import { inChunks, type Tx } from '../insert';
import { citiesOf } from './home-places';
import { langCodeOf, type LangCode } from './languages';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';

export const PRACTICAL_EXAMS_SEED = 'demo-practical-exams';
/** Three sessions per certification version, counted in days from the seed date (decision 0011). */
const SESSIONS = [{ inDays: 10 }, { inDays: 24 }, { inDays: 45 }];
/** Sessions run 09:00-13:00 UTC: the practical task takes a morning. */
const START_HOUR_UTC = 9;
const LENGTH_HOURS = 4;

/** "practical exam" in each language the catalogue is written in (English stands in for the rest). */
const PRACTICAL_EXAM: Partial<Record<LangCode, string>> & { en: string } = {
  en: 'practical exam', ar: 'الامتحان العملي', pl: 'egzamin praktyczny', es: 'examen práctico', fr: 'examen pratique',
  de: 'praktische Prüfung', tr: 'uygulamalı sınav', pt: 'exame prático', vi: 'bài thi thực hành', id: 'ujian praktik',
  ko: '실기 시험', th: 'การสอบภาคปฏิบัติ',
};
const TRAINING_CENTRE: Partial<Record<LangCode, string>> & { en: string } = { en: 'Credo Academy training centre', ar: 'مركز تدريب أكاديمية كريدو' };

const dayStart = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/**
 * Practical-exam sessions for every certification version with a practical exam, on its site and
 * in its language: three upcoming ones in cities of the site's region, 12-20 seats, free. Their
 * own seed_runs row, so a database seeded before practical exams existed gets them on the next
 * start (like the exams and invitations). True when they were inserted now.
 */
export async function seedPracticalExamsOnce(tx: Tx, now = new Date()): Promise<boolean> {
  const sessions = await seedSessionsOnce(tx, now);
  return (await seedStarterPaidSessionOnce(tx)) || sessions;
}

async function seedSessionsOnce(tx: Tx, now: Date): Promise<boolean> {
  const claimed = await tx.insert(seedRuns).values({ name: PRACTICAL_EXAMS_SEED }).onConflictDoNothing().returning({ name: seedRuns.name });
  if (claimed.length === 0) return false;
  const certs = await tx.select({ id: certifications.id, siteId: certifications.siteId, languageId: certifications.languageId, name: certifications.name })
    .from(certifications).where(eq(certifications.hasPracticalExam, true)).orderBy(certifications.id);
  const countryRegions = await tx.select({ id: regions.id, siteId: regions.siteId, code: regions.code }).from(regions).where(eq(regions.type, 0));
  const regionOf = new Map(countryRegions.map((r) => [`${r.siteId}:${r.code}`, r.id]));
  const base = dayStart(now);
  const rows = certs.flatMap((c, ci) => SESSIONS.map((s, i) => {
    const cities = citiesOf(c.siteId);
    const city = cities[(ci + i) % cities.length];
    const lang = langCodeOf(c.languageId);
    const cityName = city.name[lang] ?? city.name.en;
    // Arabic text takes the Arabic comma.
    const comma = lang === 'ar' ? '، ' : ', ';
    const startAt = new Date(base + s.inDays * DAY_MS + START_HOUR_UTC * HOUR_MS);
    return {
      siteId: c.siteId, languageId: c.languageId, certificationId: c.id, regionId: regionOf.get(`${c.siteId}:${city.country}`) ?? null,
      name: `${c.name} — ${PRACTICAL_EXAM[lang] ?? PRACTICAL_EXAM.en}${comma}${cityName}`,
      city: cityName, countryCode: city.country, address: `${TRAINING_CENTRE[lang] ?? TRAINING_CENTRE.en}${comma}${cityName}`,
      startAt, endAt: new Date(startAt.getTime() + LENGTH_HOURS * HOUR_MS), seats: 12 + ((ci * 3 + i * 4) % 9), isCharge: 0,
    };
  }));
  await inChunks(rows, 1000, (b) => tx.insert(practicalExams).values(b).then(() => undefined));
  return true;
}

export const STARTER_PAID_PRACTICAL_SEED = 'demo-starter-paid-practical';
/** The professional level of the main site: one certificate (the associate) below it, not three. */
const STARTER_GROUP = 'gen-professional';
/** $180.00, in minor units (USD on the main site, as checkout's seed prices it). */
export const STARTER_PRACTICAL_MINOR = 18_000;

/**
 * A paid practical-exam session a new demo learner can book (issue 16): the second session of the
 * main site's professional level (CSP), whose only prerequisite is the associate certificate. The
 * checkout seed sells the site's latest session, which may belong to the invitation-only expert
 * level, three certificates deep. The first session stays free (PRACTICAL-GSP reserves a place in
 * it) and so does the third, so the free journeys keep theirs. Its own seed_runs row; true when
 * it was written now.
 */
async function seedStarterPaidSessionOnce(tx: Tx): Promise<boolean> {
  const claimed = await tx.insert(seedRuns).values({ name: STARTER_PAID_PRACTICAL_SEED }).onConflictDoNothing().returning({ name: seedRuns.name });
  if (claimed.length === 0) return false;
  const [cert] = await tx.select({ id: certifications.id }).from(certifications)
    .where(and(eq(certifications.groupKey, STARTER_GROUP), eq(certifications.siteId, 1), eq(certifications.languageId, 1))).limit(1);
  if (!cert) return false;
  const [, second] = await tx.select({ id: practicalExams.id, regionId: practicalExams.regionId }).from(practicalExams)
    .where(eq(practicalExams.certificationId, cert.id)).orderBy(asc(practicalExams.startAt), asc(practicalExams.id)).limit(2);
  const [us] = await tx.select({ id: regions.id }).from(regions).where(and(eq(regions.siteId, 1), eq(regions.type, 0), eq(regions.code, 'US'))).limit(1);
  const regionId = second?.regionId ?? us?.id;
  if (!second || regionId === undefined) return false;
  await tx.update(practicalExams).set({ isCharge: 1 }).where(eq(practicalExams.id, second.id));
  await tx.insert(prices)
    .values({ siteId: 1, relationType: 2, relationId: second.id, regionId, currencyId: CURRENCY.USD, amountMinor: STARTER_PRACTICAL_MINOR })
    .onConflictDoNothing();
  return true;
}

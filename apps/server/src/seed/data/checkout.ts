import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  bankAccounts, certifications, classrooms, practicalExams, prices, regions, regionTaxRates, seedRuns, trainers,
} from '../../db/schema/index';
import type { Tx } from '../insert';
import { CURRENCY } from './countries';
import { LANG, type LangCode } from './languages';

export const CHECKOUT_SEED = 'demo-checkout';
const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Standard VAT rates in basis points of the countries the demo sites serve (2024 rates). A region
 * without a rate (the United States, Singapore …) charges no tax; the order shows rate 0.
 */
export const VAT_BP: Record<string, number> = {
  AT: 2000, BE: 2100, CH: 810, DE: 1900, EE: 2200, ES: 2100, FR: 2000, GB: 2000, IE: 2300, IT: 2200, LT: 2100, LU: 1700,
  LV: 2100, NL: 2100, PL: 2300, PT: 2300, TR: 2000, AE: 500, SA: 1500, ZA: 1500,
};

/** The academy's accounts for transfers (fictitious, checksum-valid IBANs of the demo). */
const ACCOUNTS = [
  { siteId: 1, currencyId: CURRENCY.USD, beneficiaryName: 'Credo Academy Inc.', swift: 'CHASUS33', bankName: 'JPMorgan Chase Bank', iban: 'US-ACH 021000021 / 483101090345' },
  { siteId: 1, currencyId: CURRENCY.EUR, beneficiaryName: 'Credo Academy B.V.', swift: 'INGBNL2A', bankName: 'ING Bank N.V.', iban: 'NL91ABNA0417164300' },
  { siteId: 21, currencyId: CURRENCY.EUR, beneficiaryName: 'Credo Academy GmbH', swift: 'DEUTDEFF', bankName: 'Deutsche Bank AG', iban: 'DE89370400440532013000' },
  { siteId: 21, currencyId: CURRENCY.PLN, beneficiaryName: 'Credo Academy Sp. z o.o.', swift: 'PKOPPLPW', bankName: 'PKO Bank Polski', iban: 'PL61109010140000071219812874' },
];

type PaidSite = {
  siteId: number;
  lang: LangCode;
  /** The country region the sessions take place in: its tax and account apply. */
  region: string;
  currencyId: number;
  city: string;
  classroom: { title: string; amountMinor: number };
  practical: { suffix: string; amountMinor: number };
};

/** One paid classroom and one paid practical exam per demo market: main (USD), EU (EUR) and Poland (PLN). */
const PAID: PaidSite[] = [
  { siteId: 1, lang: 'en', region: 'US', currencyId: CURRENCY.USD, city: 'New York',
    classroom: { title: 'Intensive installer bootcamp (paid, 3 days)', amountMinor: 49_000 },
    practical: { suffix: 'practical exam with lab kit (paid)', amountMinor: 25_000 } },
  { siteId: 21, lang: 'en', region: 'DE', currencyId: CURRENCY.EUR, city: 'Berlin',
    classroom: { title: 'Intensive installer bootcamp (paid, 3 days)', amountMinor: 45_000 },
    practical: { suffix: 'practical exam with lab kit (paid)', amountMinor: 22_000 } },
  { siteId: 21, lang: 'pl', region: 'PL', currencyId: CURRENCY.PLN, city: 'Warszawa',
    classroom: { title: 'Intensywny bootcamp instalatora (płatny, 3 dni)', amountMinor: 195_000 },
    practical: { suffix: 'egzamin praktyczny z zestawem laboratoryjnym (płatny)', amountMinor: 95_000 } },
];

/**
 * Checkout's demo data (issue 16): VAT rates of the regions, the bank accounts, and per market a
 * paid classroom and a paid practical-exam session with their prices, so the demo shows card,
 * BLIK (PLN) and bank transfer. New sessions, a month out, so the free ones stay as they were.
 * Its own seed_runs row: a database seeded before checkout existed gets it on the next start.
 */
export async function seedCheckoutOnce(tx: Tx, now = new Date()): Promise<boolean> {
  const claimed = await tx.insert(seedRuns).values({ name: CHECKOUT_SEED }).onConflictDoNothing().returning({ name: seedRuns.name });
  if (claimed.length === 0) return false;
  const allRegions = await tx.select({ id: regions.id, siteId: regions.siteId, code: regions.code }).from(regions).where(eq(regions.type, 0));
  const taxed = allRegions.filter((r) => VAT_BP[r.code] !== undefined).map((r) => ({ regionId: r.id, rateBp: VAT_BP[r.code] }));
  if (taxed.length) await tx.insert(regionTaxRates).values(taxed);
  await tx.insert(bankAccounts).values(ACCOUNTS);

  const day0 = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (const [i, p] of PAID.entries()) {
    const region = allRegions.find((r) => r.siteId === p.siteId && r.code === p.region);
    if (!region) throw new Error(`Site ${p.siteId} has no region ${p.region}`);
    const at = { siteId: p.siteId, languageId: LANG[p.lang] };
    const [cert] = await tx.select({ id: certifications.id, name: certifications.name }).from(certifications)
      .where(and(eq(certifications.siteId, p.siteId), eq(certifications.languageId, at.languageId), eq(certifications.hasPracticalExam, true)))
      .orderBy(asc(certifications.id)).limit(1);
    if (!cert) throw new Error(`Site ${p.siteId} (${p.lang}) has no certification with a practical exam`);
    const [trainer] = await tx.select({ id: trainers.id }).from(trainers)
      .where(and(eq(trainers.siteId, p.siteId), eq(trainers.languageId, at.languageId))).orderBy(asc(trainers.sort)).limit(1);
    const classStart = new Date(day0 + (30 + i) * DAY + 8 * HOUR);
    const [room] = await tx.insert(classrooms).values({
      ...at, title: p.classroom.title, kind: 0, certificationId: cert.id, startAt: classStart, endAt: new Date(classStart.getTime() + 56 * HOUR),
      city: p.city, countryCode: p.region, trainerId: trainer?.id ?? null, seats: 8,
    }).returning({ id: classrooms.id });
    const examStart = new Date(day0 + (40 + i) * DAY + 9 * HOUR);
    const [exam] = await tx.insert(practicalExams).values({
      ...at, certificationId: cert.id, regionId: region.id, name: `${cert.name} — ${p.practical.suffix}, ${p.city}`, city: p.city,
      countryCode: p.region, address: `Credo Academy, ${p.city}`, startAt: examStart, endAt: new Date(examStart.getTime() + 4 * HOUR),
      seats: 6, isCharge: 1,
    }).returning({ id: practicalExams.id });
    await tx.insert(prices).values([
      { siteId: p.siteId, relationType: 1, relationId: room.id, regionId: region.id, currencyId: p.currencyId, amountMinor: p.classroom.amountMinor },
      { siteId: p.siteId, relationType: 2, relationId: exam.id, regionId: region.id, currencyId: p.currencyId, amountMinor: p.practical.amountMinor },
    ]);
  }
  return true;
}

/** The demo's paid sessions (tests and e2e find them by price). */
export const paidRelations = (tx: Tx, siteId: number) => tx.select().from(prices).where(inArray(prices.siteId, [siteId]));

import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { bankAccounts, classrooms, practicalExams, prices, regions, regionTaxRates, seedRuns, sites } from '../../db/schema/index';
import type { Tx } from '../insert';
import { CURRENCY } from './countries';
import { LANG, type LangCode } from './languages';
import { TENANT } from './tenants';

export const CHECKOUT_SEED = 'demo-checkout';

/**
 * Standard VAT rates in basis points of the countries the demo sites serve (2024 rates). A region
 * without a rate (the United States, Singapore …) charges no tax; the order shows rate 0.
 */
export const VAT_BP: Record<string, number> = {
  AT: 2000, BE: 2100, CH: 810, DE: 1900, EE: 2200, ES: 2100, FR: 2000, GB: 2000, IE: 2300, IT: 2200, LT: 2100, LU: 1700,
  LV: 2100, NL: 2100, PL: 2300, PT: 2300, TR: 2000, AE: 500, SA: 1500, ZA: 1500,
};

/** The accounts for transfers (fictitious, checksum-valid IBANs of the demo). */
const USD_US = { beneficiaryName: 'Credo Academy Inc.', swift: 'CHASUS33', bankName: 'JPMorgan Chase Bank', iban: 'US-ACH 021000021 / 483101090345' };
const EUR_NL = { beneficiaryName: 'Credo Academy B.V.', swift: 'INGBNL2A', bankName: 'ING Bank N.V.', iban: 'NL91ABNA0417164300' };
const EUR_DE = { beneficiaryName: 'Credo Academy GmbH', swift: 'DEUTDEFF', bankName: 'Deutsche Bank AG', iban: 'DE89370400440532013000' };
const PLN_PL = { beneficiaryName: 'Credo Academy Sp. z o.o.', swift: 'PKOPPLPW', bankName: 'PKO Bank Polski', iban: 'PL61109010140000071219812874' };

/**
 * Each tenant's fallback accounts (no region): "others pay in USD"; the main brand and Robotics
 * (which sells in euro) also take euro.
 */
const FALLBACKS = [
  { tenantId: TENANT.main, currencyId: CURRENCY.USD, ...USD_US },
  { tenantId: TENANT.main, currencyId: CURRENCY.EUR, ...EUR_NL },
  { tenantId: TENANT.micro, currencyId: CURRENCY.USD, beneficiaryName: 'Credo Thermal Ltd', swift: 'BARCGB22', bankName: 'Barclays Bank UK', iban: 'GB33BUKB20201555555555' },
  { tenantId: TENANT.robot, currencyId: CURRENCY.EUR, beneficiaryName: 'Credo Robotics GmbH', swift: 'COBADEFF', bankName: 'Commerzbank AG', iban: 'DE02120300000000202051' },
  { tenantId: TENANT.robot, currencyId: CURRENCY.USD, ...USD_US, beneficiaryName: 'Credo Robotics GmbH' },
  { tenantId: TENANT.neutral, currencyId: CURRENCY.USD, beneficiaryName: 'Security Practitioner Academy Ltd', swift: 'BARCGB22', bankName: 'Barclays Bank UK', iban: 'GB82WEST12345698765432' },
];

export const BANK_ACCOUNTS_SEED = 'demo-bank-accounts-by-region';

/**
 * Bank accounts per region and currency (decision 0017 "Bank accounts", migration 0023): on the
 * main brand's sites Poland has its złoty account and every euro region (the region's currency)
 * the euro account of the EU entity; everything else falls back to the tenant's accounts. Its own
 * seed_runs row, and rows that exist are kept (a database migrated from per-site accounts).
 */
export async function seedBankAccountsOnce(tx: Tx): Promise<boolean> {
  const claimed = await tx.insert(seedRuns).values({ name: BANK_ACCOUNTS_SEED }).onConflictDoNothing().returning({ name: seedRuns.name });
  if (claimed.length === 0) return false;
  await tx.insert(bankAccounts).values(FALLBACKS).onConflictDoNothing();
  const mainRegions = await tx
    .select({ id: regions.id, code: regions.code, currencyId: regions.currencyId })
    .from(regions)
    .innerJoin(sites, eq(sites.id, regions.siteId))
    .where(eq(sites.tenantId, TENANT.main));
  const own = mainRegions.flatMap((r): (typeof bankAccounts.$inferInsert)[] => {
    if (r.code === 'PL') return [{ tenantId: TENANT.main, regionId: r.id, currencyId: CURRENCY.PLN, ...PLN_PL }];
    if (r.currencyId === CURRENCY.EUR) return [{ tenantId: TENANT.main, regionId: r.id, currencyId: CURRENCY.EUR, ...EUR_DE }];
    return [];
  });
  if (own.length) await tx.insert(bankAccounts).values(own).onConflictDoNothing();
  return true;
}

type PaidSite = {
  siteId: number;
  lang: LangCode;
  /** The country region the sessions take place in: its tax and account apply. */
  region: string;
  currencyId: number;
  classroomMinor: number;
  practicalMinor: number;
};

/** One paid classroom and one paid practical exam per demo market: main (USD), EU (EUR) and Poland (PLN). Prices in minor units. */
const PAID: PaidSite[] = [
  { siteId: 1, lang: 'en', region: 'US', currencyId: CURRENCY.USD, classroomMinor: 49_000, practicalMinor: 25_000 },
  { siteId: 21, lang: 'en', region: 'DE', currencyId: CURRENCY.EUR, classroomMinor: 45_000, practicalMinor: 22_000 },
  { siteId: 21, lang: 'pl', region: 'PL', currencyId: CURRENCY.PLN, classroomMinor: 195_000, practicalMinor: 95_000 },
];

/**
 * Checkout's demo data (issue 16): VAT rates of the regions, the bank accounts (their own seed run), and per market a
 * paid classroom and a paid practical-exam session with their prices, so the demo shows card,
 * BLIK (PLN) and bank transfer. It prices the latest upcoming classroom and practical-exam
 * session of each market (the session becomes paid; counts and the earlier free sessions stay).
 * Its own seed_runs row: a database seeded before checkout existed gets it on the next start.
 */
export async function seedCheckoutOnce(tx: Tx, now = new Date()): Promise<boolean> {
  await seedBankAccountsOnce(tx);
  const claimed = await tx.insert(seedRuns).values({ name: CHECKOUT_SEED }).onConflictDoNothing().returning({ name: seedRuns.name });
  if (claimed.length === 0) return false;
  const allRegions = await tx.select({ id: regions.id, siteId: regions.siteId, code: regions.code }).from(regions).where(eq(regions.type, 0));
  const taxed = allRegions.filter((r) => VAT_BP[r.code] !== undefined).map((r) => ({ regionId: r.id, rateBp: VAT_BP[r.code] }));
  if (taxed.length) await tx.insert(regionTaxRates).values(taxed);

  for (const p of PAID) {
    const region = allRegions.find((r) => r.siteId === p.siteId && r.code === p.region);
    if (!region) throw new Error(`Site ${p.siteId} has no region ${p.region}`);
    const languageId = LANG[p.lang];
    // The latest upcoming classroom of the site and language (a certification's if there is one):
    // the earlier ones stay free, so the free enrol journeys keep their sessions.
    const [room] = await tx.select({ id: classrooms.id }).from(classrooms)
      .where(and(eq(classrooms.siteId, p.siteId), eq(classrooms.languageId, languageId), gt(classrooms.startAt, now)))
      .orderBy(sql`${classrooms.certificationId} is null`, desc(classrooms.startAt)).limit(1);
    const [exam] = await tx.select({ id: practicalExams.id }).from(practicalExams)
      .where(and(eq(practicalExams.siteId, p.siteId), eq(practicalExams.languageId, languageId), gt(practicalExams.startAt, now)))
      .orderBy(desc(practicalExams.startAt)).limit(1);
    if (!room || !exam) throw new Error(`Site ${p.siteId} (${p.lang}) has no upcoming classroom or practical exam to sell`);
    await tx.update(practicalExams).set({ isCharge: 1 }).where(eq(practicalExams.id, exam.id));
    await tx.insert(prices).values([
      { siteId: p.siteId, relationType: 1, relationId: room.id, regionId: region.id, currencyId: p.currencyId, amountMinor: p.classroomMinor },
      { siteId: p.siteId, relationType: 2, relationId: exam.id, regionId: region.id, currencyId: p.currencyId, amountMinor: p.practicalMinor },
    ]);
  }
  return true;
}

/** The demo's paid sessions (tests and e2e find them by price). */
export const paidRelations = (tx: Tx, siteId: number) => tx.select().from(prices).where(inArray(prices.siteId, [siteId]));

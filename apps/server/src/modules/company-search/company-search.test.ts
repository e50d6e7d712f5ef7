import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COMPANY_SEARCH_PER_MINUTE, type CompanyCertificates } from '@credo/contracts/company-search';
import { certificates } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { associateCertifications, issueCertificate } from '../../../test/certificate-kit';
import { COMPANY_SEARCH_MISSES_PER_HOUR } from './company-search.rate-limit';
import { shortNameOf } from '../user/index';
import { DAY_MS } from '@credo/contracts/durations';

const URL = '/api/certification/companyCertificate/list';
const VAT = '48123456789';
let t: TestApp;
let staff: SignedIn;
let numbers: { valid: string; expired: string; revoked: string; otherSite: string; otherCompany: string; second: string };
let addressSeq = 0;
/** Each test calls from its own address, so the limits of one test never touch another. */
const nextAddress = () => `10.9.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`;

const search = (vatNumber: string, opts: { siteId?: number; languageId?: number; ip?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url: `${URL}?${new URLSearchParams({ siteId: String(opts.siteId ?? 1), languageId: String(opts.languageId ?? 1), vatNumber })}`,
    remoteAddress: opts.ip ?? nextAddress(),
  });

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signIn(t, { role: 'staff', name: 'Staff Member' });
  const certs = await associateCertifications(t);
  expect(certs.length).toBeGreaterThanOrEqual(2);
  const person = (first: string, last: string, vatNumber: string, siteId = 1) =>
    signIn(t, {
      firstName: first,
      lastName: last,
      name: `${first} ${last}`,
      vatNumber,
      siteId,
      company: 'Analytical Ltd',
      phoneNumber: '5550199',
      address: '12 Engine Street',
      city: 'London',
      email: `${first.toLowerCase()}@analytical.test`,
    });
  const ada = await person('Ada', 'lovelace', VAT);
  const charles = await person('Charles', 'Babbage', VAT);
  const mary = await person('Mary', 'Somerville', VAT);
  const remote = await person('Remote', 'Worker', VAT, 2);
  const other = await person('Other', 'Company', '99887766');
  numbers = {
    valid: await issueCertificate(t, ada, staff, certs[0].id),
    second: await issueCertificate(t, ada, staff, certs[1].id),
    expired: await issueCertificate(t, charles, staff, certs[0].id),
    revoked: await issueCertificate(t, mary, staff, certs[0].id),
    otherSite: await issueCertificate(t, remote, staff, certs[0].id),
    otherCompany: await issueCertificate(t, other, staff, certs[0].id),
  };
  await t.app.db
    .update(certificates)
    .set({ expiresAt: new Date(Date.now() - DAY_MS) })
    .where(eq(certificates.number, numbers.expired));
  await t.app.db.update(certificates).set({ revokedAt: new Date(), revokeReason: 'test' }).where(eq(certificates.number, numbers.revoked));
});
afterAll(() => t.close());

const dataOf = (res: Awaited<ReturnType<typeof search>>): CompanyCertificates => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code, res.body).toBe(200);
  return res.json().data;
};

describe('GET /api/certification/companyCertificate/list', () => {
  it("lists only the valid certificates of the company's people on this site, holder as first name + last initial", async () => {
    const data = dataOf(await search(VAT));
    expect(data.vatNumber).toBe(VAT);
    expect(data.certificates.map((c) => c.number).sort()).toEqual([numbers.valid, numbers.second].sort());
    for (const c of data.certificates) {
      expect(c.holderName).toBe('Ada L.');
      expect(c.certificationName.length).toBeGreaterThan(0);
      expect([1, 2, 3]).toContain(c.level);
      expect(new Date(c.validUntil).getTime()).toBeGreaterThan(Date.now());
    }
    const listed = data.certificates.map((c) => c.number);
    for (const hidden of [numbers.expired, numbers.revoked, numbers.otherSite, numbers.otherCompany]) expect(listed).not.toContain(hidden);
  });

  it('answers no private field: exactly the public keys, and no e-mail, phone, address, surname or id anywhere', async () => {
    const res = await search(VAT);
    const data = dataOf(res);
    expect(Object.keys(data).sort()).toEqual(['certificates', 'vatNumber']);
    for (const c of data.certificates) expect(Object.keys(c).sort()).toEqual(['certificationName', 'holderName', 'level', 'number', 'validUntil']);
    for (const secret of ['ada@analytical.test', '5550199', 'Engine Street', 'London', 'lovelace', 'Lovelace', 'userId', '"id"']) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('finds the site-2 holder on site 2 only (each site its own people)', async () => {
    const data = dataOf(await search(VAT, { siteId: 2 }));
    expect(data.certificates.map((c) => c.number)).toEqual([numbers.otherSite]);
    expect(data.certificates[0].holderName).toBe('Remote W.');
  });

  it('an unknown number, and surrounding spaces trimmed, answer an empty list (HTTP 200)', async () => {
    expect(dataOf(await search('12345678901234')).certificates).toEqual([]);
    expect(dataOf(await search(` ${VAT} `)).certificates).toHaveLength(2);
  });

  it.each([
    ['letters', 'AB123456'],
    ['one digit', '7'],
    ['51 digits', '1'.repeat(51)],
    ['empty', ''],
    ['country prefix', 'PL1234567'],
    ['NUL', '12\u000034'],
  ])('refuses %s with code 400 (the VAT rule of cert §5), never a 500', async (_label, vat) => {
    const res = await search(vat);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });

  it('accepts 50 digits (the upper bound)', async () => {
    expect(dataOf(await search('9'.repeat(50))).certificates).toEqual([]);
  });

  it('answers HTTP 404 on a site without showCompanyCertificate, whatever the input', async () => {
    for (const vat of [VAT, 'bad']) {
      const res = await search(vat, { siteId: 3 });
      expect(res.statusCode).toBe(404);
      expect(JSON.stringify(res.json())).not.toContain(numbers.valid);
    }
  });

  it(`allows ${COMPANY_SEARCH_PER_MINUTE} searches a minute per address, then HTTP 429 (other addresses unaffected)`, async () => {
    const ip = nextAddress();
    for (let i = 0; i < COMPANY_SEARCH_PER_MINUTE; i++) expect((await search(VAT, { ip })).statusCode).toBe(200);
    const refused = await search(VAT, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).not.toContain(numbers.valid);
    expect((await search(VAT)).statusCode).toBe(200);
  });

  it(`admits exactly ${COMPANY_SEARCH_PER_MINUTE} of a burst of parallel searches from one address`, async () => {
    const ip = nextAddress();
    const answers = await Promise.all(Array.from({ length: COMPANY_SEARCH_PER_MINUTE * 3 }, () => search(VAT, { ip })));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(COMPANY_SEARCH_PER_MINUTE);
    expect(codes.filter((code) => code === 429)).toHaveLength(COMPANY_SEARCH_PER_MINUTE * 2);
  });

  it(`holds an address after ${COMPANY_SEARCH_MISSES_PER_HOUR} empty answers an hour (a walk through numbers), even for a known number`, async () => {
    const ip = `10.77.0.${Math.floor(Math.random() * 200) + 1}`;
    await t.app.counterStore.reset(`company-search:miss:${ip}`);
    for (let i = 0; i < COMPANY_SEARCH_MISSES_PER_HOUR; i++) {
      await t.app.counterStore.reset(`company-search:${ip}`); // not the per-minute limit under test here
      const res = await t.app.inject({ method: 'GET', url: `${URL}?siteId=1&vatNumber=${5_000_000 + i}`, remoteAddress: ip });
      expect(res.statusCode, res.body).toBe(200);
    }
    const held = await t.app.inject({ method: 'GET', url: `${URL}?siteId=1&vatNumber=${VAT}`, remoteAddress: ip });
    expect(held.statusCode).toBe(429);
    expect(held.body).not.toContain(numbers.valid);
  });
});

describe('shortNameOf', () => {
  it('shows the first name and the last initial; a single name as initials', () => {
    expect(shortNameOf('Ada', 'Lovelace', 'Ada Lovelace')).toBe('Ada L.');
    expect(shortNameOf('Łukasz', 'żak', null)).toBe('Łukasz Ż.');
    expect(shortNameOf(null, null, 'Grace Brewster Hopper')).toBe('G. B. H.');
    expect(shortNameOf('  ', null, null)).toBe('');
  });
});

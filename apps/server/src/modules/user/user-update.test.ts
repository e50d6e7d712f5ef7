import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A profile that meets site 1's config (names, country, company, phone). */
const VALID = { firstName: 'Jan', lastName: 'Kowalski', countryCode: 'PL', company: 'Acme Security', phoneNumber: '600700800', phoneCode: '48' };

const row = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];

const update = (me: SignedIn, payload: object, query = 'siteId=1') =>
  t.app.inject({ method: 'POST', url: `/api/user/update?${query}`, payload, headers: me.headers });

/** Sends a bad payload and checks the 400 answer names the field, with the row left as it was. */
async function refused(payload: object, field: string, message?: string | RegExp, opts: { query?: string; user?: SignedIn } = {}) {
  const me = opts.user ?? (await signIn(t, { firstName: 'Before', lastName: 'Change', company: 'Old Co' }));
  const before = await row(me.user.id);
  const res = await update(me, payload, opts.query);
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.code).toBe(400);
  expect(body.data.issues.map((i: { field: string }) => i.field)).toContain(field);
  if (message) expect(body.data.issues.find((i: { field: string }) => i.field === field).message).toMatch(message);
  expect(body.message).toMatch(/^Invalid /);
  expect(await row(me.user.id)).toEqual(before);
  return body;
}

async function accepted(payload: object, query = 'siteId=1') {
  const me = await signIn(t);
  const res = await update(me, payload, query);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code).toBe(200);
  return { me, body: res.json(), row: await row(me.user.id) };
}

describe('POST /api/user/update: success', () => {
  it('saves the profile and answers the updated user info with "modify successful"', async () => {
    const { me, body, row: saved } = await accepted({ ...VALID, city: 'Kraków', jobTitle: 'Installer lead', type: '1' });
    expect(body.message).toBe('modify successful');
    expect(body.data).toMatchObject({ id: me.user.id, firstName: 'Jan', country: 'Poland', countryCode: 'PL', type: 1, gatherInfo: '0', missingFields: [] });
    expect(saved).toMatchObject({
      firstName: 'Jan',
      lastName: 'Kowalski',
      country: 'Poland',
      countryCode: 'PL',
      city: 'Kraków',
      company: 'Acme Security',
      jobTitle: 'Installer lead',
      type: 1,
    });
  });

  it('trims every string and stores empty strings as no value', async () => {
    const { row: saved } = await accepted({ ...VALID, firstName: '  Jan  ', company: '\tAcme\n', jobTitle: '   ', phoneNumber: ' 600700800 ' });
    expect(saved).toMatchObject({ firstName: 'Jan', company: 'Acme', jobTitle: null, phoneNumber: '600700800' });
  });

  it('ignores unknown fields and never changes the e-mail, role, tenant or subject', async () => {
    const me = await signIn(t);
    const res = await update(me, {
      ...VALID,
      email: 'attacker@example.test',
      role: 'staff',
      tenantId: 2,
      subject: 'x',
      name: 'Changed',
      photoImgUrl: '/evil.png',
      hacker: 1,
    });
    expect(res.json().code).toBe(200);
    const saved = await row(me.user.id);
    expect(saved).toMatchObject({ email: me.user.email, role: 'learner', tenantId: 1, subject: me.user.subject, name: me.user.name, photoImgUrl: null });
  });

  it('keeps fields left out of the payload', async () => {
    const me = await signIn(t, { ...VALID, country: 'Poland', address: 'ul. Długa 1' });
    const res = await update(me, { jobTitle: 'Engineer' });
    expect(res.json().code).toBe(200);
    expect(await row(me.user.id)).toMatchObject({ jobTitle: 'Engineer', address: 'ul. Długa 1', firstName: 'Jan' });
  });

  it("refuses to write another user's id (403) and changes nothing", async () => {
    const me = await signIn(t);
    const other = await signIn(t, { firstName: 'Other' });
    const res = await update(me, { ...VALID, id: other.user.id });
    expect(res.json()).toMatchObject({ code: 403, data: null });
    expect((await row(other.user.id)).firstName).toBe('Other');
    expect((await row(me.user.id)).firstName).toBeNull();
  });

  it('accepts its own id in the payload (the web sends the whole user object)', async () => {
    const me = await signIn(t);
    const res = await update(me, { ...VALID, id: me.user.id, email: me.user.email });
    expect(res.json().code).toBe(200);
  });
});

describe('POST /api/user/update: required fields of the site config', () => {
  it('site 1 requires first name (Please input …)', () => refused({ ...VALID, firstName: '' }, 'firstName', 'Please input first name'));
  it('site 1 requires last name', () => refused({ ...VALID, lastName: null }, 'lastName', 'Please input last name'));
  it('site 1 requires country (Please select …)', () => refused({ ...VALID, countryCode: '', country: '' }, 'country', 'Please select country'));
  it('site 1 requires company', () => refused({ ...VALID, company: '  ' }, 'company', 'Please input company'));
  it('site 1 requires the phone', () => refused({ ...VALID, phoneNumber: '', phoneCode: '' }, 'phoneNumber', 'Please input phone number'));
  it('a stored empty required field counts even when the payload leaves it out', async () => {
    const { firstName: _omit, ...rest } = VALID;
    await refused(rest, 'firstName', 'Please input first name', { user: await signIn(t) });
  });
  it('the micro site requires the full set, VAT and type included', async () => {
    const me = await signIn(t, { tenantId: 2, siteId: 19 });
    me.headers.host = 'micro.localhost';
    me.headers.origin = 'http://micro.localhost';
    const body = await refused({ ...VALID, countryCode: 'GB' }, 'vatNumber', 'Please input VAT number', { user: me, query: 'siteId=19' });
    expect(body.data.issues.map((i: { field: string }) => i.field).sort()).toEqual(['address', 'city', 'postcode', 'province', 'type', 'vatNumber']);
    const ok = await update(
      me,
      { ...VALID, countryCode: 'GB', vatNumber: '123456789', address: '1 High St', postcode: 'SW1A 1AA', city: 'London', province: 'England', type: 4 },
      'siteId=19',
    );
    expect(ok.json().code).toBe(200);
  });
  it('the EU site requires VAT, but not for a user in an exempt region (Norway)', async () => {
    await refused({ ...VALID, countryCode: 'DE' }, 'vatNumber', 'Please input VAT number', { query: 'siteId=21' });
    // Exempt: nothing is required at all, not even the names.
    await accepted({ countryCode: 'NO', firstName: '' }, 'siteId=21');
  });
  it('the EU site region Poland also requires the postal address', async () => {
    const body = await refused({ ...VALID, vatNumber: '5260001246' }, 'address', 'Please input address', { query: 'siteId=21' });
    expect(body.data.issues.map((i: { field: string }) => i.field).sort()).toEqual(['address', 'city', 'postcode', 'province']);
  });
});

describe('POST /api/user/update: length limits (30/50/100/200)', () => {
  it('first name at most 30', () => refused({ ...VALID, firstName: 'J'.repeat(31) }, 'firstName', /at most 30/));
  it('last name at most 30', () => refused({ ...VALID, lastName: 'K'.repeat(31) }, 'lastName', /at most 30/));
  it('phone number at most 30', () => refused({ ...VALID, phoneNumber: '1'.repeat(31) }, 'phoneNumber', /at most 30/));
  it('postcode at most 30', () => refused({ ...VALID, countryCode: 'GB', postcode: 'A'.repeat(31) }, 'postcode', /at most 30/));
  it('VAT at most 50', () => refused({ ...VALID, vatNumber: '1'.repeat(51) }, 'vatNumber', /at most 50/));
  it('company at most 100', () => refused({ ...VALID, company: 'C'.repeat(101) }, 'company', /at most 100/));
  it('address at most 200', () => refused({ ...VALID, address: 'A'.repeat(201) }, 'address', /at most 200/));
  it('every limit itself is accepted', async () => {
    const { row: saved } = await accepted({
      ...VALID,
      countryCode: 'GB',
      firstName: 'J'.repeat(30),
      lastName: 'K'.repeat(30),
      phoneNumber: '1'.repeat(30),
      postcode: 'A'.repeat(30),
      vatNumber: '1'.repeat(50),
      company: 'C'.repeat(100),
      address: 'A'.repeat(200),
    });
    expect(saved.address).toHaveLength(200);
    expect(saved.vatNumber).toHaveLength(50);
  });
});

describe('POST /api/user/update: VAT, phone, postcode, country, type', () => {
  const vatMessage = 'Please enter numbers with at least 2 digits.';
  it('VAT must be digits', () => refused({ ...VALID, vatNumber: 'PL5260001246' }, 'vatNumber', vatMessage));
  it('VAT needs at least 2 digits', () => refused({ ...VALID, vatNumber: '7' }, 'vatNumber', vatMessage));
  it('VAT of 2 digits is accepted', async () => expect((await accepted({ ...VALID, vatNumber: '12' })).row.vatNumber).toBe('12'));

  it('phone number: digits and semicolons only', () =>
    refused({ ...VALID, phoneNumber: '600-700-800' }, 'phoneNumber', 'Only digits and semicolons are allowed.'));
  it('phone code: digits and semicolons only', () => refused({ ...VALID, phoneCode: '+48' }, 'phoneCode', 'Only digits and semicolons are allowed.'));
  it('phone number without its code is refused', () => refused({ ...VALID, phoneCode: '' }, 'phoneCode'));
  it('phone code without its number is refused where the phone is optional', () =>
    refused({ countryCode: 'NO', phoneNumber: '', phoneCode: '47' }, 'phoneNumber', 'The phone needs both the number and the code.', { query: 'siteId=21' }));
  it('semicolon-separated numbers are accepted', async () =>
    expect((await accepted({ ...VALID, phoneNumber: '600700800;600700801', phoneCode: '48;48' })).row.phoneNumber).toBe('600700800;600700801'));

  it('Poland: the postcode is two parts joined with a hyphen', () => refused({ ...VALID, postcode: '00950' }, 'postcode', /two parts joined with a hyphen/));
  it('Poland: 00-950 is accepted', async () => expect((await accepted({ ...VALID, postcode: '00-950' })).row.postcode).toBe('00-950'));
  it('elsewhere another postcode shape is fine', async () =>
    expect((await accepted({ ...VALID, countryCode: 'DE', postcode: '10115' })).row.postcode).toBe('10115'));

  it('country code must exist', () => refused({ ...VALID, countryCode: 'XX' }, 'countryCode', /Unknown country code/));
  it('country code must be two letters', () => refused({ ...VALID, countryCode: 'POL' }, 'countryCode'));
  it('country name must exist', () => refused({ ...VALID, countryCode: null, country: 'Atlantis' }, 'country', /Unknown country/));
  it('country and code must agree', () => refused({ ...VALID, country: 'Germany' }, 'country', /does not match/));
  it('a country name alone is resolved to its code', async () => {
    const { row: saved } = await accepted({ ...VALID, countryCode: undefined, country: 'poland' });
    expect(saved).toMatchObject({ country: 'Poland', countryCode: 'PL' });
  });

  it('type must be a known business type', () => refused({ ...VALID, type: 99 }, 'type', /Unknown type/));
  it('type must be a number', () => refused({ ...VALID, type: 'installer' }, 'type'));
  it('language must be offered on the site', () => refused({ ...VALID, languageId: 3 }, 'languageId', /not offered/, { query: 'siteId=2&languageId=1' }));
  it('every problem of a stage is answered at once', async () => {
    const shape = await refused({ ...VALID, firstName: 'F'.repeat(31), vatNumber: 'x', phoneCode: 'a' }, 'vatNumber');
    expect(shape.data.issues.map((i: { field: string }) => i.field).sort()).toEqual(['firstName', 'phoneCode', 'vatNumber']);
    const rules = await refused({ ...VALID, firstName: '', company: '', countryCode: 'XX' }, 'countryCode');
    expect(rules.data.issues.map((i: { field: string }) => i.field).sort()).toEqual(['company', 'country', 'countryCode', 'firstName']);
  });
  it('a body that is not an object is refused', async () => {
    const me = await signIn(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/update', payload: '[1]', headers: { ...me.headers, 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
  });
});

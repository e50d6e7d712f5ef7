import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@credo/contracts/errors';
import { TRAINER_CV_MAX_BYTES, VALIDATE_CODE_PER_MINUTE, type StaffTrainerApplication } from '@credo/contracts/trainer-application';
import { outboxMails, staffAuditLog, trainerApplications, trainerValidateCodes } from '../../db/schema/index';
import { LocalDiskStorage } from '../../platform/storage';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { associateCertifications, dataOf, get, issueCertificate, post } from '../../../test/certificate-kit';
import { addBusinessDays } from './business-days';
import { trainerApplicationSweepTask } from './trainer-application.sweep';
import { eraseApplicationsOfDeletedAccount } from './trainer-application-account-release';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';
import { renderedOutbox } from '../../../test/outbox';

let t: TestApp;
let storage: LocalDiskStorage;
let staff: SignedIn;
let certified: SignedIn;
let certificateNumber: string;
let addressSeq = 0;
/** Each call for an image from its own address unless a test says otherwise: the per-address limit is tested on its own. */
const nextAddress = () => `10.21.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`;

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG_AS_PDF = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);

beforeAll(async () => {
  // Its own upload directory: the tests look for the CV files.
  t = await buildTestApp({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'credo-trainer-app-')) });
  storage = new LocalDiskStorage(t.config.dataDir);
  staff = await signIn(t, { role: 'staff', name: 'Staff Member' });
  certified = await signIn(t, { name: 'Certified Applicant', email: 'certified.applicant@example.test' });
  const [cert] = await associateCertifications(t);
  certificateNumber = await issueCertificate(t, certified, staff, cert!.id);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

type Code = { key: string; image: string; expiresInMs: number };
async function newCode(ip = nextAddress()): Promise<Code & { answer: string }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/certification/validateCode/getValidateCode?siteId=1&languageId=1', remoteAddress: ip });
  const code = dataOf<Code>(res);
  // The test reads the answer where the server keeps it (its own table); nothing in the API reveals it.
  const [row] = await t.app.db.select().from(trainerValidateCodes).where(eq(trainerValidateCodes.key, code.key));
  return { ...code, answer: row!.answer };
}

const form = (code: { key: string; answer: string }, extra: Record<string, unknown> = {}) => ({
  name: 'Ada Trainer',
  email: 'ada.trainer@example.test',
  phoneCode: '44',
  phoneNumber: '7700900123',
  country: 'United Kingdom',
  languages: ['English', 'Polish'],
  certificateNumbers: [],
  experience: 'Ten years installing and commissioning video security systems; I teach installers twice a month.',
  validateCodeKey: code.key,
  validateCode: code.answer,
  ...extra,
});

function multipart(parts: { name: string; value: Buffer | string; filename?: string; type?: string }[]) {
  const boundary = `----credo${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename ? `form-data; name="${p.name}"; filename="${p.filename}"` : `form-data; name="${p.name}"`;
    const type = p.filename ? `\r\nContent-Type: ${p.type ?? 'application/pdf'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const submit = (me: SignedIn | null, body: Record<string, unknown>, cv: Buffer | null = PDF, filename = 'cv.pdf') => {
  const parts: Parameters<typeof multipart>[0] = [{ name: 'application', value: JSON.stringify(body) }];
  if (cv) parts.push({ name: 'cv', value: cv, filename });
  const m = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/certification/trainer/application/submit?siteId=1&languageId=1',
    headers: { ...(me?.headers ?? { origin: 'http://localhost', host: 'localhost' }), 'content-type': m.contentType },
    payload: m.payload,
  });
};

const fieldOf = (res: { statusCode: number; json: () => { code: number; data: { field?: string } | null } }) => {
  expect(res.statusCode).toBe(400);
  return res.json().data?.field;
};

const learner = (name: string) => signIn(t, { name, email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.test` });

describe('GET /api/certification/validateCode/getValidateCode', () => {
  it('answers a PNG image (no text in markup) with a key, not cached', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/certification/validateCode/getValidateCode?siteId=1&languageId=1',
      remoteAddress: nextAddress(),
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const code = dataOf<Code>(res);
    expect(code.image.startsWith('data:image/png;base64,')).toBe(true);
    const meta = await sharp(Buffer.from(code.image.slice('data:image/png;base64,'.length), 'base64')).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 150, height: 50 });
    expect(code.expiresInMs).toBe(5 * 60_000);
  });

  it(`refuses the ${VALIDATE_CODE_PER_MINUTE + 1}th image a minute from one address with HTTP 429, others still served`, async () => {
    const ip = '10.99.0.1';
    const answers = await Promise.all(
      Array.from({ length: VALIDATE_CODE_PER_MINUTE + 2 }, () =>
        t.app.inject({ method: 'GET', url: '/api/certification/validateCode/getValidateCode?siteId=1&languageId=1', remoteAddress: ip }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(VALIDATE_CODE_PER_MINUTE);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json().code).toBe(429);
    expect((await newCode('10.99.0.2')).key).toBeTruthy();
  });
});

describe('POST /api/certification/trainer/application/submit', () => {
  it('a visitor gets 401', async () => {
    const res = await submit(null, form(await newCode()));
    expect(res.statusCode).toBe(401);
  });

  it('a code is single use: a wrong answer uses it up, so the right one after it is refused too', async () => {
    const me = await learner('Wrong Then Right');
    const code = await newCode();
    const wrong = code.answer === 'AAAAA' ? 'CCCCC' : 'AAAAA';
    expect(fieldOf(await submit(me, form({ key: code.key, answer: wrong })))).toBe('validateCode');
    expect(fieldOf(await submit(me, form(code)))).toBe('validateCode');
    // A new image and its right answer (any case) go through.
    const fresh = await newCode();
    const ok = dataOf<{ id: number; state: string; reviewBy: string }>(await submit(me, form({ key: fresh.key, answer: fresh.answer.toLowerCase() })));
    expect(ok.state).toBe('pending');
    expect(new Date(ok.reviewBy).getTime()).toBeGreaterThan(Date.now() + 7 * DAY_MS);
  });

  it('a right code cannot be replayed for a second application', async () => {
    const me = await learner('Replay Tester');
    const code = await newCode();
    dataOf(await submit(me, form(code)));
    const other = await learner('Replay Other');
    expect(fieldOf(await submit(other, form(code)))).toBe('validateCode');
  });

  it('an expired code is refused', async () => {
    const me = await learner('Late Typist');
    const code = await newCode();
    await t.app.db
      .update(trainerValidateCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(trainerValidateCodes.key, code.key));
    expect(fieldOf(await submit(me, form(code)))).toBe('validateCode');
    expect(await t.app.db.select().from(trainerApplications).where(eq(trainerApplications.userId, me.user.id))).toHaveLength(0);
  });

  it('refuses a CV that is not a PDF by its content (whatever its name and type), one too large, and none; nothing is stored', async () => {
    const me = await learner('Cv Refusals');
    const notPdf = await submit(me, form(await newCode()), PNG_AS_PDF, 'cv.pdf');
    expect(fieldOf(notPdf)).toBe('cv');
    expect(notPdf.json().message).toContain('PDF');
    const big = Buffer.concat([PDF, Buffer.alloc(TRAINER_CV_MAX_BYTES + 1 - PDF.length)]);
    const tooLarge = await submit(me, form(await newCode()), big);
    expect(fieldOf(tooLarge)).toBe('cv');
    expect(tooLarge.json().message).toContain('5 MB');
    expect(fieldOf(await submit(me, form(await newCode()), null))).toBe('cv');
    expect(await t.app.db.select().from(trainerApplications).where(eq(trainerApplications.userId, me.user.id))).toHaveLength(0);
    // Every stored CV file is one an application names: the refused ones left none behind.
    const dir = path.join(storage.root, 'trainer-cv');
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.pdf')) : [];
    const named = (await t.app.db.select().from(trainerApplications)).flatMap((r) => (r.cvKey ? [r.cvKey.slice('trainer-cv/'.length)] : []));
    expect(files.sort()).toEqual(named.sort());
  });

  it('a bad field answers 400 naming it', async () => {
    const me = await learner('Bad Fields');
    expect(fieldOf(await submit(me, form(await newCode(), { email: 'not-an-address' })))).toBe('email');
    expect(fieldOf(await submit(me, form(await newCode(), { languages: [] })))).toBe('languages');
    expect(fieldOf(await submit(me, form(await newCode(), { phoneNumber: '12ab' })))).toBe('phoneNumber');
  });

  it("checks certifications against the learner's own valid certificates on the server", async () => {
    const stranger = await learner('Claims Certificate');
    expect(fieldOf(await submit(stranger, form(await newCode(), { certificateNumbers: [certificateNumber] })))).toBe('certificateNumbers');

    const context = dataOf<{ certificates: { number: string }[]; latest: null }>(await get(t, certified, '/api/certification/trainer/application/context'));
    expect(context.certificates.map((c) => c.number)).toEqual([certificateNumber]);
    expect(context.latest).toBeNull();
    const { id } = dataOf<{ id: number }>(await submit(certified, form(await newCode(), { certificateNumbers: [certificateNumber] })));
    const [row] = await t.app.db.select().from(trainerApplications).where(eq(trainerApplications.id, id));
    expect(row!.certificates).toEqual([{ number: certificateNumber, certificationName: expect.any(String) }]);
    expect(row!.certificates[0]!.certificationName.length).toBeGreaterThan(0);
  });

  it('one pending application per learner: two submitted at once, the database lets one in (20036 for the other)', async () => {
    const me = await learner('Double Clicker');
    const [a, b] = await Promise.all([submit(me, form(await newCode())), submit(me, form(await newCode()))]);
    const codes = [a.json().code, b.json().code].sort();
    expect(codes).toEqual([200, ErrorCode.APPLICATION_PENDING].sort());
    expect(await t.app.db.select().from(trainerApplications).where(eq(trainerApplications.userId, me.user.id))).toHaveLength(1);
  });
});

describe('staff review, the outcome mail and the deletion sweep', () => {
  const decide = (who: SignedIn, id: number, decision: 'accept' | 'decline', reason?: string) =>
    post(t, who, '/api/staff/trainer-application/decide', { id, decision, ...(reason ? { reason } : {}) });

  it('a learner gets 403 on the staff calls', async () => {
    const me = await learner('Curious Learner');
    expect((await get(t, me, '/api/staff/trainer-application/list')).statusCode).toBe(403);
    expect((await decide(me, 1, 'accept')).statusCode).toBe(403);
  });

  it('staff decline: audited, trainer.decided mail queued, data and CV deleted by the sweeper after 3 business days only', async () => {
    const me = await learner('Declined Applicant');
    const { id } = dataOf<{ id: number }>(await submit(me, form(await newCode())));
    const list = dataOf<StaffTrainerApplication[]>(await get(t, staff, '/api/staff/trainer-application/list'));
    expect(list.find((a) => a.id === id)).toMatchObject({ name: 'Ada Trainer', email: 'ada.trainer@example.test', phone: '+44 7700900123', hasCv: true });

    const cv = await get(t, staff, '/api/staff/trainer-application/cv', { id });
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.headers['content-disposition']).toContain('attachment');
    expect(cv.rawPayload.equals(PDF)).toBe(true);

    const decided = dataOf<{ state: string; decidedAt: string; purgeAfter: string }>(await decide(staff, id, 'decline', 'We need trainers in another region.'));
    expect(decided.state).toBe('declined');
    expect(decided.purgeAfter).toBe(addBusinessDays(new Date(decided.decidedAt), 3).toISOString());
    // A second decision changes nothing.
    expect((await decide(staff, id, 'accept')).json().code).toBe(ErrorCode.OTHER_ERROR);

    const audit = await t.app.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, 'trainerApplication'), eq(staffAuditLog.targetId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: staff.user.id, action: 'trainerApplication.decline' });
    const mails = await (
      await renderedOutbox(t.app.db)
    )
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.userId, me.user.id), eq(outboxMails.kind, 'trainer.decided')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('declined.applicant@example.test');
    expect(mails[0]!.text).toContain('We need trainers in another region.');

    // The sweep before the delay keeps everything; after it, the personal data and the file are gone.
    const [before] = await t.app.db.select().from(trainerApplications).where(eq(trainerApplications.id, id));
    const cvFile = storage.pathOf(before!.cvKey!);
    expect(fs.existsSync(cvFile)).toBe(true);
    const purgeAt = new Date(decided.purgeAfter);
    await trainerApplicationSweepTask(storage, () => new Date(purgeAt.getTime() - 1000)).run(t.app.db);
    expect((await t.app.db.select().from(trainerApplications).where(eq(trainerApplications.id, id)))[0]!.name).toBe('Ada Trainer');
    await trainerApplicationSweepTask(storage, () => new Date(purgeAt.getTime() + 1000)).run(t.app.db);
    const [after] = await t.app.db.select().from(trainerApplications).where(eq(trainerApplications.id, id));
    expect(after).toMatchObject({ state: 'declined', name: null, email: null, phone: null, country: null, experience: null, cvKey: null, languages: [] });
    expect(after!.purgedAt).not.toBeNull();
    expect(fs.existsSync(cvFile)).toBe(false);
    expect((await get(t, staff, '/api/staff/trainer-application/cv', { id })).statusCode).toBe(404);
    expect(dataOf<StaffTrainerApplication>(await get(t, staff, '/api/staff/trainer-application/detail', { id }))).toMatchObject({ name: null, hasCv: false });
  });

  it("staff of another tenant, on their own host, get 404 for this tenant's application (as for a missing one)", async () => {
    const me = await learner('Other Tenant Target');
    const { id } = dataOf<{ id: number }>(await submit(me, form(await newCode())));
    const other = await signIn(t, { role: 'staff', tenantId: 2, siteId: 19 });
    const headers = { ...other.headers, host: 'micro.localhost', origin: 'http://micro.localhost' };
    const q = `siteId=19&languageId=1&id=${id}`;
    expect((await t.app.inject({ method: 'GET', url: `/api/staff/trainer-application/detail?${q}`, headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/staff/trainer-application/cv?${q}`, headers })).statusCode).toBe(404);
    const decide = await t.app.inject({
      method: 'POST',
      url: '/api/staff/trainer-application/decide',
      headers,
      payload: { siteId: 19, languageId: 1, id, decision: 'decline' },
    });
    expect(decide.statusCode).toBe(404);
    expect((await t.app.db.select().from(trainerApplications).where(eq(trainerApplications.id, id)))[0]!.state).toBe('pending');
  });

  it('staff accept: audited and mailed, nothing deleted by the sweep', async () => {
    const me = await learner('Accepted Applicant');
    const { id } = dataOf<{ id: number }>(await submit(me, form(await newCode())));
    expect(dataOf<{ purgeAfter: string | null }>(await decide(staff, id, 'accept')).purgeAfter).toBeNull();
    await trainerApplicationSweepTask(storage, () => new Date(Date.now() + 365 * DAY_MS)).run(t.app.db);
    expect((await t.app.db.select().from(trainerApplications).where(eq(trainerApplications.id, id)))[0]!.name).toBe('Ada Trainer');
    const mails = await (
      await renderedOutbox(t.app.db)
    )
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.userId, me.user.id), eq(outboxMails.kind, 'trainer.decided')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('approved');
  });

  it('an account deleted through the real deletion: the staff detail shows no personal data, the CV answers 404 and its file is gone', async () => {
    const me = await learner('Leaving Applicant');
    const { id } = dataOf<{ id: number }>(await submit(me, form(await newCode())));
    const [row] = await t.app.db.select().from(trainerApplications).where(eq(trainerApplications.id, id));
    const cvFile = storage.pathOf(row!.cvKey!);
    expect(fs.existsSync(cvFile)).toBe(true);
    expect((await get(t, staff, '/api/staff/trainer-application/cv', { id })).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'POST', url: '/api/user/account/delete', headers: me.headers });
    expect(res.json().code).toBe(200);

    const detail = dataOf<StaffTrainerApplication>(await get(t, staff, '/api/staff/trainer-application/detail', { id }));
    expect(detail).toMatchObject({
      id,
      state: 'pending',
      name: null,
      email: null,
      phone: null,
      country: null,
      experience: null,
      languages: [],
      certificates: [],
      hasCv: false,
    });
    expect(JSON.stringify(detail)).not.toMatch(/Ada|7700900123|Ten years|United Kingdom/);
    expect((await get(t, staff, '/api/staff/trainer-application/cv', { id })).statusCode).toBe(404);
    expect(fs.existsSync(cvFile)).toBe(false);
    // The files of other applicants are kept, also by the sweep afterwards.
    await trainerApplicationSweepTask(storage, () => new Date(Date.now() + 2 * HOUR_MS)).run(t.app.db);
    const named = (await t.app.db.select().from(trainerApplications)).flatMap((r) => (r.cvKey ? [storage.pathOf(r.cvKey)] : []));
    expect(named.length).toBeGreaterThan(0);
    for (const f of named) expect(fs.existsSync(f)).toBe(true);
  });

  it('a CV file left behind by an erased application (its removal never ran) goes with the sweep an hour on', async () => {
    const me = await learner('Crashed Removal');
    const { id } = dataOf<{ id: number }>(await submit(me, form(await newCode())));
    const [row] = await t.app.db.select().from(trainerApplications).where(eq(trainerApplications.id, id));
    const cvFile = storage.pathOf(row!.cvKey!);
    // The deletion's step without its after-commit work, as if the process died right after the commit.
    await t.app.db.transaction((tx) => eraseApplicationsOfDeletedAccount(() => storage)(tx, { id: me.user.id, tenantId: 1 }, new Date(), () => undefined));
    expect((await t.app.db.select().from(trainerApplications).where(eq(trainerApplications.id, id)))[0]).toMatchObject({ cvKey: null, name: null });
    expect(fs.existsSync(cvFile)).toBe(true);
    await trainerApplicationSweepTask(storage, () => new Date(Date.now() + 10 * 60_000)).run(t.app.db);
    expect(fs.existsSync(cvFile)).toBe(true);
    await trainerApplicationSweepTask(storage, () => new Date(Date.now() + 2 * HOUR_MS)).run(t.app.db);
    expect(fs.existsSync(cvFile)).toBe(false);
  });

  it('a deletion that rolls back keeps the application and its CV file', async () => {
    const me = await learner('Rolled Back');
    const { id } = dataOf<{ id: number }>(await submit(me, form(await newCode())));
    const [row] = await t.app.db.select().from(trainerApplications).where(eq(trainerApplications.id, id));
    const later: (() => Promise<void>)[] = [];
    await expect(
      t.app.db.transaction(async (tx) => {
        await eraseApplicationsOfDeletedAccount(() => storage)(tx, { id: me.user.id, tenantId: 1 }, new Date(), (w) => later.push(w));
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    expect(later).toHaveLength(1);
    expect((await t.app.db.select().from(trainerApplications).where(eq(trainerApplications.id, id)))[0]).toMatchObject({
      cvKey: row!.cvKey,
      name: 'Ada Trainer',
    });
    expect(fs.existsSync(storage.pathOf(row!.cvKey!))).toBe(true);
  });

  it('the sweep removes expired verification codes', async () => {
    const code = await newCode();
    await trainerApplicationSweepTask(storage, () => new Date(Date.now() + 10 * 60_000)).run(t.app.db);
    expect(await t.app.db.select().from(trainerValidateCodes).where(eq(trainerValidateCodes.key, code.key))).toHaveLength(0);
  });
});

describe('addBusinessDays', () => {
  it('skips Saturdays and Sundays', () => {
    // Friday 2026-11-27 + 3 business days: Wednesday 2 December.
    expect(addBusinessDays(new Date('2026-11-27T10:00:00Z'), 3).toISOString()).toBe('2026-12-02T10:00:00.000Z');
    // Monday + 7: Wednesday of the next week.
    expect(addBusinessDays(new Date('2026-11-23T10:00:00Z'), 7).toISOString()).toBe('2026-12-02T10:00:00.000Z');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PracticalExamSeatResult } from '@credo/contracts/training';
import type { PracticalTask } from '@credo/contracts/practical-training';
import { RECORDING_MAX_BYTES } from '@credo/contracts/practical-training';
import { ErrorCode } from '@credo/contracts/errors';
import { practicalExamEnrolments, practicalExamTasks, staffAuditLog } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { signIn, type SignedIn } from '../../../test/sessions';
import { certId, codeOf, dataOf, enroll, get, makeSession, post, readyLearner } from './practical-exam-test-kit';
import { HOUR_MS } from '@credo/contracts/durations';

let t: TestApp;
let genP: number;

beforeAll(async () => {
  t = await buildTestApp();
  genP = await certId(t, 'gen-professional');
  await t.app.db
    .insert(practicalExamTasks)
    .values({ certificationId: genP, showTask: 1, needRecord: 1, taskContent: 'Mount the camera\n\nWire the recorder\n' })
    .onConflictDoUpdate({
      target: practicalExamTasks.certificationId,
      set: { showTask: 1, needRecord: 1, taskContent: 'Mount the camera\n\nWire the recorder\n' },
    });
});
afterAll(() => t.close());

const task = async (me: SignedIn | null) => dataOf<PracticalTask>(await get(t, me, 'certification/practicalExam/task', { certificationId: genP }));
const saveLink = (me: SignedIn | null, practicalExamApproveId: number, recordLink = 'https://video.example/rec/1', linkPasswd = 's3cret') =>
  post(t, me, 'user/practicalExamApprove/saveExamRecord', { practicalExamApproveId, recordLink, linkPasswd });
const grade = (me: SignedIn, practicalExamApproveId: number, score: number) => post(t, me, 'staff/practical-exam/grade', { practicalExamApproveId, score });

/** A multipart body with one file in field `video`. */
function upload(me: SignedIn | null, practicalExamApproveId: number, bytes: Buffer, filename = 'task.mp4', type = 'video/mp4') {
  const boundary = '----credo-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return t.app.inject({
    method: 'POST',
    url: `/api/user/practicalExamApprove/uploadRecord?siteId=1&languageId=1&practicalExamApproveId=${practicalExamApproveId}`,
    headers: { ...(me ? me.headers : {}), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, bytes, tail]),
  });
}
const mp4 = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(2048, 7)]);
const mov = () => Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  '), Buffer.alloc(512, 1)]);
const webm = () =>
  Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(512, 2)]);

async function placed(): Promise<{ me: SignedIn; id: number }> {
  const me = await readyLearner(t, genP);
  const { practicalExamApproveId } = dataOf<PracticalExamSeatResult>(await enroll(t, me, (await makeSession(t, genP)).id));
  return { me, id: practicalExamApproveId };
}

describe('the task panel rules (cert §4, §6)', () => {
  it('a visitor is asked to log in and sees no task lines', async () => {
    expect(await task(null)).toMatchObject({ panel: 'login', taskContent: [], submit: 'hidden', showTask: '1', needRecord: '1' });
  });

  it('signed in without an enrolled place: no permission', async () => {
    expect((await task(await readyLearner(t, genP))).panel).toBe('noPermission');
    expect((await task(await signIn(t))).panel).toBe('noPermission');
  });

  it('an enrolled place shows the task lines and an enabled submit button', async () => {
    const { me, id } = await placed();
    const panel = await task(me);
    expect(panel).toMatchObject({ panel: 'shown', submit: 'enabled', taskContent: ['Mount the camera', 'Wire the recorder'] });
    expect(panel.place).toMatchObject({ practicalExamApproveId: id, userPracticalExamStatus: 2, recordLink: '' });
  });

  it('showTask no hides it; without a recording it shows from the practical-exam status on', async () => {
    await t.app.db.update(practicalExamTasks).set({ showTask: 0 }).where(eq(practicalExamTasks.certificationId, genP));
    const me = await readyLearner(t, genP);
    expect((await task(me)).panel).toBe('hidden');
    await t.app.db.update(practicalExamTasks).set({ showTask: 1, needRecord: 0 }).where(eq(practicalExamTasks.certificationId, genP));
    expect(await task(me)).toMatchObject({ panel: 'shown', submit: 'hidden' });
    expect((await task(await signIn(t))).panel).toBe('noPermission');
    await t.app.db.update(practicalExamTasks).set({ needRecord: 1 }).where(eq(practicalExamTasks.certificationId, genP));
  });
});

describe('POST saveExamRecord and uploadRecord', () => {
  it('saves a link with its password; another learner gets 404 and a visitor 401', async () => {
    const { me, id } = await placed();
    const other = await readyLearner(t, genP);
    expect(dataOf(await saveLink(me, id))).toMatchObject({ practicalExamApproveId: id, recordLink: 'https://video.example/rec/1' });
    expect((await saveLink(other, id)).statusCode).toBe(404);
    expect((await saveLink(null, id)).statusCode).toBe(401);
    expect((await saveLink(me, id, 'javascript:alert(1)')).statusCode).toBe(400);
    expect((await task(me)).place).toMatchObject({ recordLink: 'https://video.example/rec/1', linkPasswd: 's3cret' });
  });

  it('takes MP4, MOV and WebM by content and refuses a renamed image or text', async () => {
    const { me, id } = await placed();
    expect(dataOf(await upload(me, id, mp4()))).toMatchObject({ recordFileType: 'video/mp4', recordFileSize: mp4().length, recordLink: '' });
    expect(dataOf(await upload(me, id, mov(), 'x.mov', 'video/quicktime'))).toMatchObject({ recordFileType: 'video/quicktime' });
    expect(dataOf(await upload(me, id, webm(), 'x.webm', 'video/webm'))).toMatchObject({ recordFileType: 'video/webm' });
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);
    expect((await upload(me, id, png, 'fake.mp4', 'video/mp4')).statusCode).toBe(400);
    expect((await upload(me, id, Buffer.from('hello world, not a video'), 'x.mp4')).statusCode).toBe(400);
    const [row] = await t.app.db.select().from(practicalExamEnrolments).where(eq(practicalExamEnrolments.id, id));
    expect(row.recordFileType).toBe('video/webm');
  });

  it('refuses a file over the size limit and stores nothing; another learner cannot upload to the place', async () => {
    const { me, id } = await placed();
    const big = Buffer.concat([mp4(), Buffer.alloc(RECORDING_MAX_BYTES, 0)]);
    const res = await upload(me, id, big);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/larger than/);
    expect((await upload(await readyLearner(t, genP), id, mp4())).statusCode).toBe(404);
    // Refused before the body is read: a stranger's upload is a 404 even when it is not a video at all.
    expect((await upload(await readyLearner(t, genP), id, Buffer.from('not a video'), 'x.txt', 'text/plain')).statusCode).toBe(404);
    const [row] = await t.app.db.select().from(practicalExamEnrolments).where(eq(practicalExamEnrolments.id, id));
    expect(row.recordFileKey).toBeNull();
  }, 60_000);
});

describe('POST staff/practical-exam/grade (pass at 80)', () => {
  it('needs a recording, grades it, audits it, and the certification moves on to apply', async () => {
    const staff = await signIn(t, { role: 'staff' });
    const { me, id } = await placed();
    expect(codeOf(await grade(staff, id, 90))).toBe(ErrorCode.OTHER_ERROR);
    expect((await grade(me, id, 90)).statusCode).toBe(403);
    dataOf(await upload(me, id, mp4()));
    expect(dataOf(await grade(staff, id, 85))).toMatchObject({ practicalExamApproveId: id, userPracticalExamStatus: 4, approval: 1, score: 85 });
    const [audit] = await t.app.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, id));
    expect(audit).toMatchObject({ action: 'practicalExam.graded.success', actorUserId: staff.user.id });
    expect(await task(me)).toMatchObject({ panel: 'shown', submit: 'disabled' });
    expect(codeOf(await saveLink(me, id))).toBe(ErrorCode.OTHER_ERROR);
    const d = dataOf<{ currentStatus: number }>(await get(t, me, 'certification/certificationRelease/queryDetail', { id: genP, timestamp: Date.now() }));
    expect(d.currentStatus).toBe(4);
    expect(codeOf(await grade(staff, id, 10))).toBe(ErrorCode.OTHER_ERROR);
  });

  it('79 fails (status 5, approval 2)', async () => {
    const staff = await signIn(t, { role: 'staff' });
    const { me, id } = await placed();
    dataOf(await saveLink(me, id));
    expect(dataOf(await grade(staff, id, 79))).toMatchObject({ userPracticalExamStatus: 5, approval: 2, score: 79 });
    expect((await grade(staff, id, 101)).statusCode).toBe(400);
  });
});

describe('POST listPracticalExamCard', () => {
  it('pages the upcoming sessions with seats left and refuses other page sizes', async () => {
    const mine = await makeSession(t, genP, { seats: 5 });
    // The same site in another language is another audience: its sessions are not listed.
    const arabic = await makeSession(t, genP, { languageId: 2, startAt: new Date(Date.now() + HOUR_MS) });
    const page = dataOf<{ total: number; rows: { id: number; seatsLeft: number; startAt: string }[] }>(
      await post(t, null, 'certification/practicalExam/listPracticalExamCard', { pageNum: 1, pageSize: 128 }),
    );
    expect(page.rows.map((r) => r.id)).toContain(mine.id);
    expect(page.rows.map((r) => r.id)).not.toContain(arabic.id);
    expect(page.total).toBeGreaterThan(0);
    for (const r of page.rows) expect(new Date(r.startAt).getTime()).toBeGreaterThan(Date.now());
    expect((await post(t, null, 'certification/practicalExam/listPracticalExamCard', { pageNum: 1, pageSize: 15 })).statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf } from '@credo/contracts/envelope';
import { ErrorCode } from '@credo/contracts/errors';
import { invitationDetail, invitationUseResult } from '@credo/contracts/invitation';
import { eq } from 'drizzle-orm';
import { classrooms, practicalExams } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { enrollClassroom, heldSeats, makeClassroom, seatOf, seatsIn, type RoomInsert } from '../classroom/classroom-test-kit';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';
import { certificationId, enrolDirectly, expectRefused, getDetail, learner, makeInvitation, stateOf, useCode } from './invitation-fixtures';

let t: TestApp;
let associate: number;

beforeAll(async () => {
  t = await buildTestApp();
  associate = await certificationId(t, 'gen-associate');
});
afterAll(() => t.close());

/** A classroom code (relation type 1) of the associate certification for a fresh classroom. */
async function classroomCode(room: Omit<RoomInsert, 'certificationId'> = {}) {
  const classroom = await makeClassroom(t, { ...room, certificationId: associate });
  const invitation = await makeInvitation(t, { certificationId: associate, relationType: 1, classroomId: classroom.id });
  return { classroom, invitation };
}

async function practicalCode(kind: 'user' | 'sales' = 'user') {
  const startAt = new Date(Date.now() + 20 * DAY_MS);
  const [exam] = await t.app.db
    .insert(practicalExams)
    .values({
      siteId: 1,
      languageId: 1,
      certificationId: associate,
      name: 'Practical exam, Berlin',
      city: 'Berlin',
      countryCode: 'DE',
      startAt,
      endAt: new Date(startAt.getTime() + 4 * HOUR_MS),
      seats: 8,
    })
    .returning();
  const invitation = await makeInvitation(t, { certificationId: associate, kind, relationType: 2, practicalExamId: exam.id });
  return { exam, invitation };
}

describe('a classroom code (relation type 1) on /use', () => {
  it('enrols in the certification through the invitation, takes the seat and makes the learner a classroom learner', async () => {
    const me = await learner(t);
    const { classroom, invitation } = await classroomCode();
    const res = await useCode(t, invitation.code, { me, emailNotificationStatus: 1 });
    const data = envelopeOf(invitationUseResult).parse(res.json()).data;
    const s = await stateOf(t, me.user.id, invitation.id, associate);
    expect([s.uses.length, s.usedCount]).toEqual([1, 1]);
    expect(s.enrolments[0]).toMatchObject({ id: data.enrolmentId, state: 'approved', via: 'invitation', invitationId: invitation.id, learningType: 1 });
    const seats = await seatsIn(t, me.user.id, classroom.id);
    expect(seats).toHaveLength(1);
    expect(seats[0]).toMatchObject({ id: data.classroomRegistrationId, status: 3, via: 'invitation', invitationId: invitation.id, certificationId: associate });
    // The seat belongs to the cycle the invitation started: the certification shows learning (1), not the approved tip.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/certification/certificationRelease/queryDetail?siteId=1&languageId=1&id=${associate}`,
      headers: { cookie: me.cookie },
    });
    expect(detail.json().data).toMatchObject({ currentStatus: 1, childStatus: 0, learningType: 1 });
  });

  it('a learner already approved through a direct enrolment keeps it and takes the seat', async () => {
    const me = await learner(t);
    const direct = await enrolDirectly(t, me.user.id, associate);
    const { classroom, invitation } = await classroomCode();
    const data = envelopeOf(invitationUseResult).parse((await useCode(t, invitation.code, { me })).json()).data;
    expect(data.enrolmentId).toBe(direct.id);
    const s = await stateOf(t, me.user.id, invitation.id, associate);
    expect(s.enrolments[0]).toMatchObject({ via: 'direct', state: 'approved', learningType: 1 });
    expect([s.uses.length, s.usedCount]).toEqual([1, 1]);
    expect((await seatsIn(t, me.user.id, classroom.id))[0]?.id).toBe(data.classroomRegistrationId);
  });

  it('a direct enrolment still pending review: 10017, nothing written', async () => {
    const me = await learner(t);
    await enrolDirectly(t, me.user.id, associate, 'pending');
    const { classroom, invitation } = await classroomCode();
    await expectRefused(t, await useCode(t, invitation.code, { me }), ErrorCode.ALREADY_ENROLLED_WITHOUT_INVITATION, me, invitation, 1);
    expect(await seatsIn(t, me.user.id, classroom.id)).toHaveLength(0);
  });

  it('the seat is reserved: a full classroom takes the invited learner anyway (no 10014)', async () => {
    const { classroom, invitation } = await classroomCode({ seats: 1 });
    await seatOf(t, (await learner(t)).user.id, classroom);
    const me = await learner(t);
    expect((await useCode(t, invitation.code, { me })).json().code).toBe(200);
    expect(await heldSeats(t, classroom.id)).toBe(2);
    // A direct enrolment in the same classroom is still refused as full.
    const direct = await learner(t);
    await enrolDirectly(t, direct.user.id, associate);
    expect((await enrollClassroom(t, direct, classroom.id)).json().code).toBe(ErrorCode.TRAINING_FULL);
  });

  it('the classroom rules refuse and roll the whole use back: 10013 started, 10015 another training, 10024 same classroom', async () => {
    const started = await classroomCode({ startInMs: -HOUR_MS, hours: 8 });
    const a = await learner(t);
    await expectRefused(t, await useCode(t, started.invitation.code, { me: a }), ErrorCode.ENROLMENT_EXPIRED, a, started.invitation);

    const b = await learner(t);
    await enrolDirectly(t, b.user.id, associate);
    await seatOf(t, b.user.id, await makeClassroom(t, { certificationId: associate, startInMs: 3 * DAY_MS }));
    const other = await classroomCode();
    await expectRefused(t, await useCode(t, other.invitation.code, { me: b }), ErrorCode.TRAINING_IN_PROGRESS, b, other.invitation, 1);
    expect(await seatsIn(t, b.user.id, other.classroom.id)).toHaveLength(0);

    // Already seated in the code's own classroom: 10024 stays 10024 (the enrolment is not what refused).
    const c = await learner(t);
    await enrolDirectly(t, c.user.id, associate);
    const same = await classroomCode();
    await seatOf(t, c.user.id, same.classroom);
    await expectRefused(t, await useCode(t, same.invitation.code, { me: c }), ErrorCode.ALREADY_REGISTERED, c, same.invitation, 1);
  });
});

describe('the seeded demo code CLASSROOM-GSA', () => {
  it('leads to an upcoming associate classroom of the Global site with room, and takes a seat there', async () => {
    const me = await learner(t);
    const detail = envelopeOf(invitationDetail).parse((await getDetail(t, 'CLASSROOM-GSA', { me })).json()).data;
    expect(detail).toMatchObject({ relationType: 1, relationId: associate });
    expect(new Date(detail.session!.startAt).getTime()).toBeGreaterThan(Date.now() + 2 * DAY_MS);
    const [room] = await t.app.db.select().from(classrooms).where(eq(classrooms.id, detail.session!.id));
    expect([room.siteId, room.languageId, room.certificationId]).toEqual([1, 1, associate]);
    expect(room.seats).toBeGreaterThanOrEqual(10);
    const data = envelopeOf(invitationUseResult).parse((await useCode(t, 'CLASSROOM-GSA', { me })).json()).data;
    expect((await seatsIn(t, me.user.id, room.id))[0]?.id).toBe(data.classroomRegistrationId);
  });
});

describe('a practical-exam code (relation type 2) on the use calls', () => {
  it('answers 10005 on /use and on /sales/use, whatever its kind, and writes nothing', async () => {
    const me = await learner(t);
    const user = await practicalCode('user');
    await expectRefused(t, await useCode(t, user.invitation.code, { me }), ErrorCode.INVITATION_INVALID, me, user.invitation);
    const sales = await practicalCode('sales');
    await expectRefused(t, await useCode(t, sales.invitation.code, { me, sales: true }), ErrorCode.INVITATION_INVALID, me, sales.invitation);
  });
});

describe('GET getDetail: relation type and session', () => {
  const detailOf = async (code: string) => {
    const res = await getDetail(t, code, { me: await learner(t) });
    expect(res.json().code, res.body).toBe(200);
    return envelopeOf(invitationDetail).parse(res.json()).data;
  };

  it('a certification code: type 0, no session', async () => {
    const inv = await makeInvitation(t, { certificationId: associate });
    expect(await detailOf(inv.code)).toMatchObject({ relationType: 0, session: null, relationId: associate });
  });

  it('a classroom code: type 1 and its classroom', async () => {
    const { classroom, invitation } = await classroomCode({ title: 'Evening class' });
    expect(await detailOf(invitation.code)).toMatchObject({
      relationType: 1,
      relationId: associate,
      session: {
        id: classroom.id,
        name: 'Evening class',
        startAt: classroom.startAt.toISOString(),
        endAt: classroom.endAt.toISOString(),
        city: null,
        countryCode: null,
      },
    });
  });

  it('a practical-exam code: type 2 and its session', async () => {
    const { exam, invitation } = await practicalCode();
    expect(await detailOf(invitation.code)).toMatchObject({
      relationType: 2,
      session: {
        id: exam.id,
        name: 'Practical exam, Berlin',
        startAt: exam.startAt.toISOString(),
        endAt: exam.endAt.toISOString(),
        city: 'Berlin',
        countryCode: 'DE',
      },
    });
  });
});

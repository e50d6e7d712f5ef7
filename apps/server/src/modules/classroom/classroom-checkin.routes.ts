import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import { checkInQuery, checkInResult, classroomRescheduleBody, classroomRescheduleResult, qrDetail, qrDetailQuery } from '@credo/contracts/practical-training';
import { signedIn, staffOf, staffOnly, userOf } from '../../platform/access';
import { isLoopbackOrigin } from '../../config';
import { ok, orError } from '../../platform/envelope';
import { checkInByQr, checkinClock, qrDetailOf } from './classroom-checkin.service';
import { rescheduleClassroom } from './classroom-reschedule.service';

const perLearner = (name: string) => ({
  rateLimit: { max: 30, timeWindow: 60_000, hook: 'preHandler' as const, keyGenerator: (req: FastifyRequest) => `${name}:${req.session?.user.id ?? req.ip}` },
});
const tags = ['classroom'];

/** Reschedule and QR check-in of classroom seats (issue 17 items 6 and 7). */
export const classroomAttendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  // The browser journeys check in "at session time" on a running server: CHECKIN_CLOCK_OFFSET_MS
  // moves the check-in clock, honoured only on a PUBLIC_URL nobody else can reach (the demo and
  // the tests), never on a server others use.
  const offset = Number(process.env.CHECKIN_CLOCK_OFFSET_MS ?? 0);
  if (Number.isFinite(offset) && offset !== 0 && isLoopbackOrigin(app.config.publicUrl)) {
    checkinClock.now = () => new Date(Date.now() + offset);
  }

  app.post(
    '/user/registration/reschedule',
    {
      preValidation: signedIn,
      config: perLearner('classroom-reschedule'),
      schema: {
        tags,
        summary: "Moves the learner's seat to another classroom of the same training in one transaction (the old seat is freed only once the new one is taken)",
        description:
          "In this order: 404 unknown classroom or no seat of the learner's; 10002 another request in flight; 501 not the same training; 10024 same classroom; " +
          '10011 inside 24 hours of the current start; 10013 new classroom started; 501 paid; 10014 full. On any refusal nothing changes.',
        body: siteParams.extend(classroomRescheduleBody.shape),
        response: { 200: orError(classroomRescheduleResult), 404: errorEnvelope },
      },
    },
    async (req) => ok(await rescheduleClassroom(app.db, req.ctx, userOf(req).id, req.body)),
  );

  app.get(
    '/certification/classroom/qr/detail',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        summary: "The trainer screen's check-in code (HMAC-signed, changes every 30 seconds) with the room's enrolled and checked-in counts",
        description: 'Staff only (401 visitor, 403 learner); a classroom of another tenant answers 404.',
        querystring: siteParams.extend(qrDetailQuery.shape),
        response: { 200: envelopeOf(qrDetail), 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => ok(await qrDetailOf(app.db, staffOf(req).tenantId, req.query.classroomId, checkinClock.now())),
  );

  app.get(
    '/user/registration/qr/checkIn',
    {
      preValidation: signedIn,
      config: perLearner('classroom-checkin'),
      schema: {
        tags,
        summary: 'Checks the learner in with the code scanned from the trainer screen',
        description:
          'HTTP 400 for a forged code; 501 expired (older than the previous 30-second window), no seat in that session, class ended, or the same code used twice; ' +
          '20037 before the class begins; 404 classroom of another tenant.',
        querystring: siteParams.extend(checkInQuery.shape),
        response: { 200: orError(checkInResult), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => ok(await checkInByQr(app.db, req.ctx.tenantId, userOf(req).id, req.query.code, checkinClock.now())),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  calendarFeedInfo,
  certificationWithSessionsPage,
  classroomDetail,
  classroomFilters,
  classroomPage,
  classroomPageBody,
  classroomRegions,
  evaluateClassroomBody,
  nonCertificationBody,
  programmeKindList,
  saveSuggestionBody,
  scheduleBody,
  waitlistResult,
} from '@credo/contracts/classroom-booking';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { positiveId } from '@credo/contracts/fields';
import { siteParams } from '@credo/contracts/site';
import { classroomIdBody, classroomSeatResult } from '@credo/contracts/training';
import { signedIn, userOf, viewerIdOf } from '../../platform/access';
import { ok, orError } from '../../platform/envelope';
import { hostName } from '../../platform/site-registry';
import { feedIcs, feedInfo, renewFeed, revokeFeed, sessionIcs } from './classroom-calendar.service';
import { classroomDetailOf, evaluateClassroom } from './classroom-detail.service';
import { cancelEvent, enrollEvent } from './classroom-events.service';
import { certificationsWithSessions, filterOptionsOf, pageOfClassrooms, pageOfEvents, programmesWithSessions, scheduleOf } from './classroom-list.service';
import { saveSuggestion } from './classroom-suggestion.service';
import { joinWaitlist, leaveWaitlist } from './classroom-waitlist.service';

const tags = ['classroom'];

const perLearner = (name: string, max = 30) => ({
  rateLimit: { max, timeWindow: 60_000, hook: 'preHandler' as const, keyGenerator: (req: FastifyRequest) => `${name}:${req.session?.user.id ?? req.ip}` },
});

/**
 * Origin and host for calendar links. The Host header only chooses among the configured hosts (as
 * the seo module's canonical links do): any other host gets PUBLIC_URL, so a forged Host never
 * ends up inside a learner's calendar.
 */
async function originOf(app: Parameters<FastifyPluginAsyncZod>[0], req: FastifyRequest) {
  const base = new URL(app.config.publicUrl);
  const snap = await app.siteRegistry.get();
  const host = hostName(req.headers.host);
  const origin = !host || host === base.hostname || !snap.tenantByHost.has(host) ? base.origin : `${base.protocol}//${host}${base.port ? `:${base.port}` : ''}`;
  return { origin, host: new URL(origin).hostname };
}

/** Lists, calendar, detail, waitlist, events, evaluation, calendar export and suggestions (issue 17). */
export const classroomBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const listRoute = (path: string, summary: string) =>
    app.post(path, { schema: { tags, summary, body: siteParams.extend(classroomPageBody.shape), response: { 200: envelopeOf(classroomPage) } } }, async (req) =>
      ok(await pageOfClassrooms(app.db, req.ctx, req.body, viewerIdOf(req))),
    );
  listRoute('/certification/classroomAndPracticalExam/page', 'Upcoming classroom sessions of the site with the list filters (cert §2), paged, soonest first');
  listRoute('/certification/classroom/getOfCertificateType', "A programme's (kind) upcoming classroom sessions, paged (hub classroom pages)");

  app.post(
    '/certification/classroomAndPracticalExam/scheduleList',
    {
      schema: {
        tags,
        summary: "The calendar's sessions: every session overlapping [from, to) (at most 62 days), ended ones included",
        body: z.intersection(siteParams, scheduleBody),
        response: { 200: envelopeOf(classroomPage) },
      },
    },
    async (req) => ok(await scheduleOf(app.db, req.ctx, req.body, viewerIdOf(req))),
  );

  app.post(
    '/certification/classroomAndPracticalExam/queryForReleaseCertificationPage',
    {
      schema: {
        tags,
        summary: "The certifications (of a programme kind) with upcoming sessions, in the page's language",
        body: siteParams.extend({ kind: classroomFilters.shape.kind }),
        response: { 200: envelopeOf(certificationWithSessionsPage) },
      },
    },
    async (req) => ok(await certificationsWithSessions(app.db, req.ctx, req.body.kind)),
  );

  app.get(
    '/certification/getCertificationTypeListByClassroom',
    {
      schema: {
        tags,
        summary: 'Programme kinds with upcoming classroom sessions on the site',
        querystring: siteParams,
        response: { 200: envelopeOf(programmeKindList) },
      },
    },
    async (req) => ok(await programmesWithSessions(app.db, req.ctx)),
  );

  app.get(
    '/certification/certificationRelease/queryRegion',
    {
      schema: {
        tags,
        summary: 'Filter options: countries and session languages of upcoming sessions (events=1 for the workshop-seminar list)',
        querystring: siteParams.extend({ events: z.coerce.number().int().min(0).max(1).default(0) }),
        response: { 200: envelopeOf(classroomRegions) },
      },
    },
    async (req) => ok(await filterOptionsOf(app.db, req.ctx, req.query.events === 1)),
  );

  app.get(
    '/certification/classroom/detail',
    {
      schema: {
        tags,
        summary: "A classroom's detail page; the online link only for a learner holding a seat",
        querystring: siteParams.extend({ id: positiveId }),
        response: { 200: envelopeOf(classroomDetail), 404: errorEnvelope },
      },
    },
    async (req) => ok(await classroomDetailOf(app.db, req.ctx, viewerIdOf(req), req.query.id)),
  );

  app.post(
    '/certification/classroom/getNonCertificationList',
    {
      schema: {
        tags,
        summary: 'Seminars (0), workshops (1) and webinars (2) of the site, upcoming, paged',
        body: siteParams.extend(nonCertificationBody.shape),
        response: { 200: envelopeOf(classroomPage) },
      },
    },
    async (req) => ok(await pageOfEvents(app.db, req.ctx, req.body, viewerIdOf(req))),
  );

  app.get(
    '/site/openNonCertificationOrNot',
    {
      schema: {
        tags,
        summary: 'Whether the site shows non-certification events: 1 or 0',
        querystring: siteParams,
        response: { 200: envelopeOf(z.number().int()) },
      },
    },
    async (req) => ok(req.ctx.site.showNonCertiMenu ? 1 : 0),
  );

  const seatCall = (path: string, summary: string, run: (req: FastifyRequest & { body: { classroomId: number } }) => Promise<unknown>) =>
    app.post(
      path,
      {
        preValidation: signedIn,
        config: perLearner(path),
        schema: { tags, summary, body: siteParams.extend(classroomIdBody.shape), response: { 200: orError(classroomSeatResult), 404: errorEnvelope } },
      },
      async (req) => ok((await run(req)) as z.infer<typeof classroomSeatResult>),
    );
  seatCall('/user/registration/nonCertificatedClassroom/enroll', 'Take a seat at a seminar, workshop or webinar (404 for a certification classroom)', (req) =>
    enrollEvent(app.db, req.ctx, userOf(req).id, req.body.classroomId),
  );
  seatCall(
    '/user/registration/nonCertificatedClassroom/cancel',
    'Cancel a seat at an event (10011 within 24 hours); the freed seat goes to the waitlist',
    (req) => cancelEvent(app.db, req.ctx, userOf(req).id, req.body.classroomId),
  );

  for (const [path, run] of [
    ['/user/registration/waitlist/join', joinWaitlist],
    ['/user/registration/waitlist/leave', leaveWaitlist],
  ] as const) {
    app.post(
      path,
      {
        preValidation: signedIn,
        config: perLearner(path),
        schema: {
          tags,
          summary: path.endsWith('join')
            ? 'Take a seat if one is free (seat rules of decision 0011), else join the waitlist in arrival order; answers the place'
            : 'Leave the waitlist (a repeat answers the same)',
          body: siteParams.extend(classroomIdBody.shape),
          response: { 200: orError(waitlistResult), 404: errorEnvelope },
        },
      },
      async (req) => ok(await run(app.db, req.ctx, userOf(req).id, req.body.classroomId)),
    );
  }

  app.post(
    '/certification/evaluate/classroom',
    {
      preValidation: signedIn,
      config: perLearner('evaluate-classroom', 10),
      schema: {
        tags,
        summary: 'Rate an ended session the learner attended (1–5), once',
        body: siteParams.extend(evaluateClassroomBody.shape),
        response: { 200: orError(z.number()), 404: errorEnvelope },
      },
    },
    async (req) => ok(await evaluateClassroom(app.db, req.ctx, userOf(req).id, req.body)),
  );

  app.get(
    '/user/registration/calendar.ics',
    {
      preValidation: signedIn,
      schema: { tags, summary: 'The .ics of a session the learner has booked', querystring: siteParams.extend({ classroomId: positiveId }) },
    },
    async (req, reply) => {
      const body = await sessionIcs(app.db, req.ctx.tenantId, userOf(req).id, req.query.classroomId, await originOf(app, req));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="classroom-${req.query.classroomId}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  app.get(
    '/calendar/feed/:file',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags, summary: "A learner's private calendar feed (the token is the secret)", params: z.object({ file: z.string().max(64) }) },
    },
    async (req, reply) => {
      const body = await feedIcs(app.db, req.ctx.tenantId, req.params.file.replace(/\.ics$/, ''), await originOf(app, req));
      if (body === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, no-store').send(body);
    },
  );

  app.get(
    '/user/calendar/feed',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Whether the private feed is on (its URL is shown only when made)',
        querystring: siteParams,
        response: { 200: envelopeOf(calendarFeedInfo) },
      },
    },
    async (req) => ok(await feedInfo(app.db, userOf(req).id)),
  );
  app.post(
    '/user/calendar/feed/renew',
    {
      preValidation: signedIn,
      config: perLearner('feed-renew', 10),
      schema: { tags, summary: 'A new private feed URL; the old one stops answering', body: siteParams, response: { 200: envelopeOf(calendarFeedInfo) } },
    },
    async (req) => ok(await renewFeed(app.db, userOf(req).id, (await originOf(app, req)).origin)),
  );
  app.post(
    '/user/calendar/feed/revoke',
    { preValidation: signedIn, schema: { tags, summary: 'Turn the private feed off', body: siteParams, response: { 200: envelopeOf(calendarFeedInfo) } } },
    async (req) => ok(await revokeFeed(app.db, userOf(req).id)),
  );

  app.post(
    '/user/suggestion/saveUserSuggestion',
    {
      preValidation: signedIn,
      config: perLearner('suggestion', 10),
      schema: {
        tags,
        summary: 'Save a training suggestion (cert §5 rules); answers 1',
        body: z.intersection(siteParams, saveSuggestionBody),
        response: { 200: envelopeOf(z.literal(1)), 400: errorEnvelope },
      },
    },
    async (req) => ok(await saveSuggestion(app.db, req.ctx.siteId, userOf(req).id, req.body)),
  );
};

import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  certificationCourseItem,
  certificationEnrolBody,
  certificationIdQuery,
  certificationLearnerDetail,
  certificationLearnerQuery,
  certificationListItem,
  certificationListQuery,
  certificationPublicDetail,
  clickUserCourseUpdateBody,
  courseListByCertificationQuery,
  switchLearningTypeBody,
  type CertificationPublicDetail,
} from '@credo/contracts/certification-journey';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import { signedIn, userOf, viewerIdOf } from '../../platform/access';
import { ok, orError } from '../../platform/envelope';
import { TtlCache } from '../../platform/ttl-cache';
import {
  clickUserCourseUpdate,
  enrol,
  getLearnerDetail,
  getPublicDetail,
  listCertificationCourses,
  listCertificationsOfKind,
  switchLearningType,
  type PublicDetailCache,
} from './certification-detail.service';

/** The certification detail page, its lists and the learner's enrolment (cert §3, §4, §7; decision 0010). */
export const certificationJourneyRoutes: FastifyPluginAsyncZod = async (app) => {
  // The public part is reference data: kept per site and certification for the reference TTL,
  // like the course detail's. The learner's part is derived afresh on every read.
  const publicDetails = new TtlCache<CertificationPublicDetail>(app.config.referenceCacheMs, 5_000);
  const cached: PublicDetailCache = (key, load) => (app.config.referenceCacheMs > 0 ? publicDetails.get(key, load) : load());

  app.get(
    '/certification/release/certification/detail',
    {
      schema: {
        tags: ['certification'],
        summary: 'The public part of a certification detail: programme, level, courses (compulsory first), theory exam, required credits, prerequisites',
        description: "The same for every visitor (cached for the reference TTL). A certification not on the request's site answers HTTP 404.",
        querystring: siteParams.extend(certificationIdQuery.shape),
        response: { 200: envelopeOf(certificationPublicDetail), 404: errorEnvelope },
      },
    },
    async (req) => ok(await getPublicDetail(app.db, req.ctx, req.query.id, cached)),
  );

  app.get(
    '/certification/certificationRelease/queryDetail',
    {
      schema: {
        tags: ['certification'],
        summary: "The learner's part of a certification detail: current status, childStatus, wizard flags, credits, theory exam, application, certificate",
        description: "Derived from the facts of the current cycle (decision 0010). A visitor gets status 0, childStatus 0 and every flag '0' (no 401).",
        querystring: siteParams.extend(certificationLearnerQuery.shape),
        response: { 200: envelopeOf(certificationLearnerDetail), 404: errorEnvelope },
      },
    },
    async (req) => ok(await getLearnerDetail(app.db, req.ctx, viewerIdOf(req), req.query.id)),
  );

  app.get(
    '/certification/release/course/list',
    {
      schema: {
        tags: ['certification'],
        summary: "The courses of a certification on the site, compulsory first, with the learner's learning process and earned credits when signed in",
        querystring: siteParams.extend(courseListByCertificationQuery.shape),
        response: { 200: envelopeOf(z.array(certificationCourseItem)), 404: errorEnvelope },
      },
    },
    async (req) => ok(await listCertificationCourses(app.db, req.ctx, viewerIdOf(req), req.query.certificationId)),
  );

  app.get(
    '/certification/release/certification/list',
    {
      schema: {
        tags: ['certification'],
        summary: "The site's certifications of one kind (0 general, 1 vendor) in the request language, by level (hub overview)",
        querystring: siteParams.extend(certificationListQuery.shape),
        response: { 200: envelopeOf(z.array(certificationListItem)) },
      },
    },
    async (req) => ok(await listCertificationsOfKind(app.db, req.ctx, req.query.kind)),
  );

  app.post(
    '/user/certificationRegistration/enrol',
    {
      preValidation: signedIn,
      schema: {
        tags: ['certification'],
        summary: 'Enrol in a certification: approved at once (open mode) or pending staff review; answers the new learner detail',
        description:
          'Codes: 10003 certificate already held, 10026 prerequisites missing (data.prerequisiteCertificationList), 10024 already enrolled. ' +
          "An invitation-only certification answers HTTP 403 with data.enrolmentMode 'invitation' (use an invitation code).",
        body: siteParams.extend(certificationEnrolBody.shape),
        response: { 200: orError(certificationLearnerDetail), 403: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => ok(await enrol(app.db, req.ctx, userOf(req).id, req.body)),
  );

  app.post(
    '/certification/certificationRelease/switchLearningType',
    {
      preValidation: signedIn,
      schema: {
        tags: ['certification'],
        summary: "Switch the enrolled learner's learning type (0 course, 1 classroom); answers the new learner detail, a passed theory score stays",
        description: 'Without an enrolment in the certification: HTTP 404.',
        body: siteParams.extend(switchLearningTypeBody.shape),
        response: { 200: envelopeOf(certificationLearnerDetail), 404: errorEnvelope },
      },
    },
    async (req) => ok(await switchLearningType(app.db, req.ctx, userOf(req).id, req.body)),
  );

  app.post(
    '/user/certificationApply/clickUserCourseUpdate',
    {
      preValidation: signedIn,
      schema: {
        tags: ['certification'],
        summary: "Mark the exam tips or the course-update notice of the learner's own enrolment as seen (userCourseUpdateDTO)",
        description: "Another learner's enrolment id answers HTTP 404 and changes nothing.",
        body: siteParams.extend(clickUserCourseUpdateBody.shape),
        response: {
          200: envelopeOf(z.object({ id: z.number().int(), viewExamTips: z.enum(['0', '1']), viewUpdate: z.enum(['0', '1']) })),
          404: errorEnvelope,
        },
      },
    },
    async (req) => ok(await clickUserCourseUpdate(app.db, userOf(req).id, req.body)),
  );
};

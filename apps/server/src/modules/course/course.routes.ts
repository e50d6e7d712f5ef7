import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { addRegistrationBody, courseDetail, courseDetailQuery, registrationResult, updateNotificationBody } from '@credo/contracts/course';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import { AppError } from '../../platform/app-error';
import { ok } from '../../platform/envelope';
import { requireUser } from '../../platform/session';
import { TtlCache } from '../../platform/ttl-cache';
import { addRegistration, getCourseDetail, updateNotificationStatus, type PublicCourse, type PublicCourseCache } from './course.service';

const orError = <T extends z.ZodTypeAny>(data: T) => z.union([envelopeOf(data), errorEnvelope]);

/** Runs before body validation: a visitor gets HTTP 401 whatever they send; sessions stay in their tenant. */
const signedIn = async (req: FastifyRequest) => {
  if (requireUser(req).tenantId !== req.ctx.tenantId) throw AppError.unauthorized();
};

/** Course detail and enrolment (commerce document §2, §4, §7). */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  // The public part of a detail (course and chapters) is reference data: kept per site and course
  // for the reference TTL, so a visitor's detail reads nothing from the database on a hit. A
  // learner's own rows (registration, progress, credits) are always read afresh.
  const publicCourses = new TtlCache<PublicCourse>(app.config.referenceCacheMs, 5_000);
  const cached: PublicCourseCache = (key, load) => (app.config.referenceCacheMs > 0 ? publicCourses.get(key, load) : load());

  app.get('/certification/release/course/detail', {
    schema: {
      tags: ['course'],
      summary: 'A published release course of the site: certification, credits, requirement, language, chapters (locked unless audited or free preview) and the learner\'s registration',
      description: 'Another site\'s, a scheduled or an unknown course answers HTTP 404. No video key or URL is part of the answer.',
      querystring: siteParams.extend(courseDetailQuery.shape),
      response: { 200: envelopeOf(courseDetail), 404: errorEnvelope },
    },
  }, async (req) => ok(await getCourseDetail(app.db, req.ctx, req.query.id, new Date(), cached)));

  app.post('/user/registration/addRegistration', {
    preValidation: signedIn,
    schema: {
      tags: ['course'],
      summary: 'Enrol in a course or video of the site (audited at once); a repeat enrol answers code 10024',
      body: siteParams.extend(addRegistrationBody.shape),
      response: { 200: orError(registrationResult), 404: errorEnvelope },
    },
  }, async (req) => ok(await addRegistration(app.db, req.ctx, requireUser(req).id, req.body)));

  app.post('/user/course/process/updateNotificationStatus', {
    preValidation: signedIn,
    schema: {
      tags: ['course'],
      summary: 'The learner\'s own e-mail notification setting of a course (unsubscribe sends 2); 404 without a registration',
      body: siteParams.extend(updateNotificationBody.shape),
      response: { 200: envelopeOf(z.null()), 404: errorEnvelope },
    },
  }, async (req) => ok(await updateNotificationStatus(app.db, requireUser(req).id, req.body)));
};

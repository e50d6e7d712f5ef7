import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { addRegistrationBody, courseDetail, courseDetailQuery, registrationResult, updateNotificationBody } from '@credo/contracts/course';
import { envelopeOf, errorEnvelope } from '@credo/contracts/envelope';
import { siteParams } from '@credo/contracts/site';
import { signedIn, userOf } from '../../platform/access';
import { ok, orError } from '../../platform/envelope';
import { envelopeBytes } from '../../platform/reference-cache';
import { TtlCache } from '../../platform/ttl-cache';
import { learnerDetailCache } from './course-learner-cache';
import { addRegistration, courseDetailOf, getCourseDetail, loadPublicCourse, updateNotificationStatus, type PublicCourse } from './course.service';

/** Course detail and enrolment (commerce document §2, §4, §7). */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  // The public part of a detail (course and chapters) is reference data: kept per site and course
  // for the reference TTL, so a visitor's detail reads nothing from the database on a hit. Beside
  // it, the visitor's whole answer as JSON bytes, checked against the contract once (as the
  // serialiser would) and sent as they are, like the course list's answers. It depends on the site
  // and the course only, not on courseType or language. A learner's own rows (registration,
  // progress, credits, certification enrolment) are kept per learner and course for at most 5 s
  // with their answer's bytes (decision 0036, course-learner-cache.ts): the learner's own writes
  // evict them at once on this node, anyone else's show within those seconds.
  const detailEnvelope = envelopeOf(courseDetail);
  const courses = new TtlCache<{ pub: PublicCourse; visitor: Buffer }>(app.config.referenceCacheMs, 5_000);
  const loadCourse = (siteId: number, id: number) => async () => {
    const pub = await loadPublicCourse(app.db, siteId, id, new Date());
    return { pub, visitor: envelopeBytes(detailEnvelope, courseDetailOf(pub, null)) };
  };
  const learnerDetail = learnerDetailCache(app, (pub, rows) => envelopeBytes(detailEnvelope, courseDetailOf(pub, rows)));

  app.get(
    '/certification/release/course/detail',
    {
      schema: {
        tags: ['course'],
        summary:
          "A published release course of the site: certification, credits, requirement, language, chapters (locked unless audited or free preview) and the learner's registration",
        description:
          "Another site's, a scheduled or an unknown course answers HTTP 404. No video key or URL is part of the answer. " +
          "enrolmentMode is the course certification's ('open' without one); certificationEnrolled tells whether the learner " +
          "holds an approved enrolment in it (an 'invitation' course needs one before addRegistration).",
        querystring: siteParams.extend(courseDetailQuery.shape),
        response: { 200: envelopeOf(courseDetail), 404: errorEnvelope },
      },
    },
    async (req, reply) => {
      if (app.config.referenceCacheMs <= 0) return ok(await getCourseDetail(app.db, req.ctx, req.query.id));
      const { pub, visitor } = await courses.get(`${req.ctx.siteId}|${req.query.id}`, loadCourse(req.ctx.siteId, req.query.id));
      const bytes = req.ctx.userId === null ? visitor : await learnerDetail(req.ctx.userId, pub);
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(bytes);
    },
  );

  app.post(
    '/user/registration/addRegistration',
    {
      preValidation: signedIn,
      schema: {
        tags: ['course'],
        summary: 'Enrol in a course or video of the site (audited at once); a repeat enrol answers code 10024',
        description:
          "A course whose certification is enrolled with an invitation code (enrolmentMode 'invitation') needs the " +
          "learner's approved enrolment in that certification: without one the answer is code 403 with data " +
          "{ enrolmentMode: 'invitation', certificationId } and nothing is written (use an invitation code first).",
        body: siteParams.extend(addRegistrationBody.shape),
        response: { 200: orError(registrationResult), 404: errorEnvelope },
      },
    },
    async (req) => ok(await addRegistration(app.db, req.ctx, userOf(req).id, req.body)),
  );

  app.post(
    '/user/course/process/updateNotificationStatus',
    {
      preValidation: signedIn,
      schema: {
        tags: ['course'],
        summary: "The learner's own e-mail notification setting of a course (unsubscribe sends 2); 404 without a registration",
        body: siteParams.extend(updateNotificationBody.shape),
        response: { 200: envelopeOf(z.null()), 404: errorEnvelope },
      },
    },
    async (req) => ok(await updateNotificationStatus(app.db, userOf(req).id, req.body)),
  );
};

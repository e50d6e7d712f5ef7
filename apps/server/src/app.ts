import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandling } from './platform/error-handler';
import { logSerializers } from './platform/error-report';
import { requestContextPlugin } from './platform/request-context';
import { sessionPlugin } from './platform/session';
import { learnerCachePlugin } from './platform/learner-cache';
import { sessionStoreOf } from './session-wiring';
import { registerRateLimit } from './platform/rate-limit';
import { storageOf } from './platform/storage';
import { responseHooksPlugin } from './platform/response-hooks';
import { MEDIA_MAX_AGE_SECONDS, registerCompression } from './platform/compression';
import { authRoutes } from './modules/auth/auth.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { metaForRequest } from './modules/seo/seo.service';
import { renderHead } from './modules/seo/render-head';
import { lcpPreloadTags, withLcpPreload } from './modules/seo/lcp-preload';
import { SiteRegistry } from './platform/site-registry';
import { TtlCache } from './platform/ttl-cache';
import { registerWebStatic } from './platform/web-static';
import { trimSecurityHeadersForAsset } from './platform/asset-headers';
import { setMailRerender } from './platform/mail-outbox';
import { setMailRenderer } from './platform/mail-render';
import { healthRoutes } from './modules/health/health.routes';
import { siteRoutes } from './modules/site/site.routes';
import { i18nRoutes } from './modules/i18n/i18n.routes';
import { contentRoutes } from './modules/content/content.routes';
import { homeRoutes } from './modules/home/home.routes';
import { newsRoutes } from './modules/news/news.routes';
import { searchRoutes } from './modules/search/search.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { locationRoutes } from './modules/location/location.routes';
import { userRoutes } from './modules/user/user.routes';
import { supplementRoutes } from './modules/supplement/supplement.routes';
import { certificationRoutes } from './modules/certification/certification.routes';
import { certificationJourneyRoutes } from './modules/certification/certification-journey.routes';
import { certificationApplyRoutes } from './modules/certification/certification-apply.routes';
import { courseRoutes } from './modules/course/course.routes';
import { learningRoutes } from './modules/learning/learning.routes';
import { examRoutes } from './modules/exam/exam.routes';
import { certificateRoutes } from './modules/certificate/certificate.routes';
import { companySearchRoutes } from './modules/company-search/company-search.routes';
import { myLearningRoutes } from './modules/my-learning/my-learning.routes';
import { surveyRoutes } from './modules/survey/survey.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { invitationRoutes } from './modules/invitation/invitation.routes';
import { classroomRoutes } from './modules/classroom/classroom.routes';
import { classroomBookingRoutes } from './modules/classroom/classroom-booking.routes';
import { classroomAttendanceRoutes } from './modules/classroom/classroom-checkin.routes';
import { trainerPageRoutes } from './modules/classroom/trainer-page.routes';
import { practicalExamRoutes } from './modules/practical-exam/practical-exam.routes';
import { releaseClassroomSeatsOfDeletedAccount } from './modules/classroom/index';
import { releasePracticalPlacesOfDeletedAccount } from './modules/practical-exam/index';
import { notificationRoutes } from './modules/notification/notification.routes';
import { renderEventIn, renderQueued, setMediaDir, setPublicUrl } from './modules/notification/index';
import { idpPlugin } from './modules/idp/idp.routes';
import { devMailRoutes } from './modules/dev-mail/dev-mail.routes';
import { registerCheckout } from './checkout-wiring';
import { smartTryRoutes } from './modules/smart-try/smart-try.routes';
import { eraseSmartTryRequestsOfDeletedAccount } from './modules/smart-try/index';
import { CHECKOUT_API_DOC, cancelOpenOrdersOfDeletedAccount } from './modules/checkout/index';
import { eraseApplicationsOfDeletedAccount, trainerApplicationRoutes, trainerApplicationStaffRoutes } from './modules/trainer-application/index';
import { writeStaffAudit } from './modules/staff/staff.service';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Static images of the demo content (logos, banners), committed with the server. */
export const mediaDir = path.resolve(here, '../public/media');

export type AppDeps = {
  config: Config;
  database: Database;
  /** Where the log goes instead of stdout (tests read what a request logged). */
  logStream?: { write(line: string): void };
  /** The learner cache's clock (decision 0036): tests move it past the TTL instead of sleeping. */
  learnerCacheClock?: () => number;
};

/** Builds the whole server; does no I/O at import and none here beyond reading the web build. */
export async function buildApp({ config, database, logStream, learnerCacheClock }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Session cookies and auth headers never reach the log.
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      // Errors by class, code and frames, requests by path: no request value reaches the log (issue 13).
      serializers: logSerializers,
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // A hop count trusts the nearest N proxies (Fastify's own number form now trusts none).
    trustProxy: typeof config.trustProxy === 'number' ? (_address: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const registry = new SiteRegistry(database.db, config.tenantHosts);
  app.decorate('db', database.db);
  // Mail links of local demo hosts take PUBLIC_URL's scheme and port (notification module).
  setPublicUrl(config.publicUrl);
  setMediaDir(mediaDir);
  setMailRerender(renderEventIn);
  // Notifications are queued unrendered and rendered at delivery (decision 0033).
  setMailRenderer(renderQueued);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('siteRegistry', registry);
  app.decorate('referenceCache', new TtlCache<unknown>(config.referenceCacheMs));
  // A deleted account's future seats and places, and the seats its unpaid open orders hold, go back
  // to other learners (platform/account-deletion). Checkout first: its lock order is placeOrder's
  // (the learner's checkout lock, then the sessions), so a deletion and an order in flight cannot deadlock.
  // The user row is anonymised, never deleted (no cascade fires): trainer applications and Smart Try
  // requests lose their personal fields here, the CV files go after the commit (decisions 0024, 0025).
  app.decorate('accountDeletionSteps', [
    cancelOpenOrdersOfDeletedAccount,
    releaseClassroomSeatsOfDeletedAccount,
    releasePracticalPlacesOfDeletedAccount,
    eraseApplicationsOfDeletedAccount(() => storageOf(app)),
    eraseSmartTryRequestsOfDeletedAccount,
  ]);

  // Security headers, the request id and the session's cookie repair: one hook per stage (response-hooks.ts).
  await app.register(responseHooksPlugin);
  await registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Credo API', version: '0.1.0', description: 'Every answer is the envelope { code, data, message }; code 200 is success.' },
      tags: [{ name: 'checkout', description: CHECKOUT_API_DOC }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  registerErrorHandling(app);
  await app.register(requestContextPlugin, { registry });
  // Secure cookies in production over https, as every sign-in sets them (auth.service isSecure).
  await app.register(sessionPlugin, { store: sessionStoreOf(database.db), secure: config.env === 'production' && config.publicUrl.startsWith('https://') });
  // Before any route: a learner's write request evicts their cached rows (decision 0036).
  await app.register(learnerCachePlugin, { clock: learnerCacheClock });
  await registerRateLimit(app);

  await app.register(healthRoutes);
  await app.register(siteRoutes, { prefix: '/api' });
  await app.register(i18nRoutes, { prefix: '/api' });
  await app.register(contentRoutes, { prefix: '/api' });
  await app.register(homeRoutes, { prefix: '/api' });
  await app.register(newsRoutes, { prefix: '/api' });
  await app.register(searchRoutes, { prefix: '/api' });
  await app.register(catalogueRoutes, { prefix: '/api' });
  await app.register(locationRoutes, { prefix: '/api' });
  await app.register(userRoutes, { prefix: '/api' });
  await app.register(supplementRoutes, { prefix: '/api' });
  await app.register(certificationRoutes, { prefix: '/api' });
  await app.register(certificationJourneyRoutes, { prefix: '/api' });
  await app.register(courseRoutes, { prefix: '/api' });
  await app.register(learningRoutes);
  await app.register(examRoutes, { prefix: '/api' });
  await app.register(certificationApplyRoutes, { prefix: '/api' });
  await app.register(certificateRoutes, { prefix: '/api' });
  await app.register(companySearchRoutes, { prefix: '/api' });
  await app.register(myLearningRoutes, { prefix: '/api' });
  await app.register(surveyRoutes, { prefix: '/api' });
  await app.register(staffRoutes, { prefix: '/api' });
  // Smart Try (issue 21 item 3): staff decisions are audited by staff's writer, a floor above the module.
  await app.register(smartTryRoutes, { prefix: '/api', audit: writeStaffAudit });
  await app.register(invitationRoutes, { prefix: '/api' });
  await app.register(classroomRoutes, { prefix: '/api' });
  await app.register(classroomBookingRoutes, { prefix: '/api' });
  await app.register(classroomAttendanceRoutes, { prefix: '/api' });
  await app.register(trainerPageRoutes, { prefix: '/api' });
  // Join us as a trainer (issue 21 item 2): staff decisions audited by staff's writer, a floor above the module.
  await app.register(trainerApplicationRoutes, { prefix: '/api' });
  await app.register(trainerApplicationStaffRoutes, { prefix: '/api', audit: writeStaffAudit });
  await app.register(practicalExamRoutes, { prefix: '/api' });
  await app.register(notificationRoutes, { prefix: '/api' });
  await registerCheckout(app);
  await app.register(authRoutes);
  await app.register(idpPlugin);
  await app.register(devMailRoutes);

  // ETag and Last-Modified (send's defaults) let a browser revalidate after the month for a 304.
  // Images carry only the security headers that act on them, SVGs a sandboxing policy (asset-headers.ts).
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: MEDIA_MAX_AGE_SECONDS * 1000,
    setHeaders: trimSecurityHeadersForAsset,
  });
  await app.register(seoRoutes);
  await registerWebStatic(app, config.webDist, async (req, html) => {
    const meta = await metaForRequest(app, req);
    const { tenant, site, language } = meta.where;
    const lcp = meta.found ? await lcpPreloadTags(app, meta.route, { tenantId: tenant.id, siteId: site.id, languageId: language.id, site }) : '';
    return { html: withLcpPreload(renderHead(html, meta), lcp), status: meta.found ? 200 : 404, route: meta.route };
  });
  return app;
}

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    db: Database['db'];
    database: Database;
    config: Config;
    siteRegistry: SiteRegistry;
    /** Reference data answers (footer, banners …) keyed by call, site and language. */
    referenceCache: TtlCache<unknown>;
  }
}

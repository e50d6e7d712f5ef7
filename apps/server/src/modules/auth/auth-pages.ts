import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { html, layout, messagePage, sitePages, type PageCtx, type SitePages } from '../idp/index';
import { visitorLocale } from './visitor-language';

/**
 * The few pages the relying party shows itself (sign-out confirm, signing out, refused sign-in):
 * the provider's look, tenant and catalogue, so they read like the rest of sign-in and sign-out.
 */
const pagesByApp = new WeakMap<FastifyInstance, SitePages>();
function pagesOf(app: FastifyInstance): SitePages {
  let pages = pagesByApp.get(app);
  if (!pages) {
    pages = sitePages(app.siteRegistry, app.config.publicUrl);
    pagesByApp.set(app, pages);
  }
  return pages;
}

const originOf = (req: FastifyRequest) => `${req.protocol}://${req.headers.host ?? 'localhost'}`;

async function pageFor(app: FastifyInstance, req: FastifyRequest, target: string): Promise<PageCtx> {
  return pagesOf(app).resolve({
    host: req.headers.host,
    protocol: req.protocol,
    acceptLanguage: req.headers['accept-language'],
    uiLocales: await visitorLocale(app, req, target),
    siteUrl: originOf(req),
  });
}

const send = (app: FastifyInstance, reply: FastifyReply, body: string, status = 200) => pagesOf(app).send(reply, body, status);

/** GET sign-out: asks first. Only the button (a same-origin POST) signs out, never a link or an image. */
export async function sendLogoutConfirm(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, target: string) {
  const page = await pageFor(app, req, target);
  const { t } = page;
  const body = html`<p class="body-text">${t('logoutQuestion', { site: page.tenant.name })}</p>
<form method="post" action="/api/user/sso/logout" data-once>
<input type="hidden" name="target" value="${target}">
<div class="actions">
<button class="btn btn-primary" type="submit" autofocus>${t('logoutYes')}</button>
<a class="btn btn-secondary" href="${target}">${t('logoutNo')}</a>
</div>
</form>`;
  return send(app, reply, layout(page, { title: t('logoutTitle'), body, icon: 'door' }));
}

/**
 * The hop to the provider's end-session page when it is on another origin. A redirect answering
 * the sign-out form would be blocked by the page's CSP form-action (browsers apply it to the
 * redirects after a form post), so this page moves on by itself (Refresh) and offers a link.
 */
export async function sendSigningOut(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, endSessionUrl: string, target: string) {
  const page = await pageFor(app, req, target);
  reply.header('refresh', `0; url=${endSessionUrl}`);
  return send(
    app,
    reply,
    messagePage(page, {
      title: page.t('logoutTitle'),
      body: page.t('signingOut'),
      icon: 'door',
      actions: [{ href: endSessionUrl, label: page.t('logoutTitle') }],
    }),
  );
}

/** A callback this browser did not start (login CSRF) or whose binding cookie is gone: no session, start again. */
export async function sendSignInRefused(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, target: string) {
  const page = await pageFor(app, req, target);
  return send(
    app,
    reply,
    messagePage(page, {
      title: page.t('errorTitle'),
      body: page.t('errorBody'),
      icon: 'alert',
      actions: [{ href: `/user/sso/login?target=${encodeURIComponent(target)}`, label: page.t('startAgain') }],
    }),
    403,
  );
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csrfToken, csrfValid } from './csrf';
import {
  formPassword,
  formValue,
  interactionByUid,
  interactionInput,
  padResponse,
  sendHtml,
  sendReset,
  signInHref,
  siteLoginUrl,
  tooManyPage,
  UID_PATTERN,
  type IdpDeps,
} from './idp-context';
import { consumeToken, findAccountByEmail, findAccountById, markVerified, peekToken, retireTokens, setPasswordHash, type TokenRow } from './idp.repo';
import { IDP_MOUNT, issuerFor, normaliseEmail, revokeAccountSessions } from './idp.service';
import { hashPassword, passwordProblem } from './password';
import type { FieldErrors } from './views/forms';
import { EMAIL_MAX, forgotPage, messagePage, resetPage } from './views/pages';
import type { PageCtx } from './views/theme';

const TOKEN = /^[\w-]{43}$/;
const FORGOT = `${IDP_MOUNT}/account/forgot`;
const RESET = `${IDP_MOUNT}/account/reset`;
/** Known and unknown addresses answer after the same delay (no enumeration by timing). */
const FORGOT_MIN_MS = 250;

const query = (req: FastifyRequest) => req.query as Record<string, unknown>;
const str = (v: unknown, max = 100) => (typeof v === 'string' ? v.slice(0, max) : '');

/** Mail-link pages: verify, forgot password, reset password. They work without a pending sign-in. */
export function accountRoutes(app: FastifyInstance, deps: IdpDeps) {
  const hidden = { schema: { hide: true } };

  /** Page of a mail link: the account's tenant and language unless the pending sign-in says otherwise. */
  async function tokenPage(req: FastifyRequest, row: TokenRow | undefined): Promise<PageCtx> {
    const account = row ? await findAccountById(deps.db, row.accountId) : undefined;
    const interaction = row?.interactionUid ? await interactionByUid(deps, row.interactionUid) : undefined;
    const input = interactionInput(req, interaction);
    return deps.pages.resolve({ ...input, siteUrl: input.siteUrl ?? row?.siteOrigin, tenantId: account?.tenantId, lang: input.lang || account?.locale });
  }

  function linkInvalid(reply: FastifyReply, page: PageCtx, status = 410) {
    return sendHtml(
      reply,
      deps.hosts,
      messagePage(page, {
        title: page.t('linkInvalidTitle'),
        body: page.t('linkInvalidBody'),
        icon: 'alert',
        actions: [
          { href: siteLoginUrl(page), label: page.t('signInButton') },
          { href: `${FORGOT}?lang=${page.lang}`, label: page.t('forgotLink'), primary: false },
        ],
      }),
      status,
    );
  }

  app.get(`${IDP_MOUNT}/account/verify`, hidden, async (req, reply) => {
    const token = str(query(req).token);
    const row = TOKEN.test(token) ? await consumeToken(deps.db, token, 'verify') : undefined;
    const page = await tokenPage(req, row);
    if (!row) return linkInvalid(reply, page);
    await markVerified(deps.db, row.accountId);
    const account = await findAccountById(deps.db, row.accountId);
    return sendHtml(
      reply,
      deps.hosts,
      messagePage(page, {
        title: page.t('verifiedTitle'),
        body: page.t('verifiedBody'),
        icon: 'check',
        actions: [{ href: await signInHref(deps, page, row.interactionUid, account?.email ?? '', 'verified'), label: page.t('signInButton') }],
      }),
    );
  });

  async function forgotContext(req: FastifyRequest, uid: string) {
    const interaction = UID_PATTERN.test(uid) ? await interactionByUid(deps, uid) : undefined;
    const page = await deps.pages.resolve(interactionInput(req, interaction));
    const signIn = interaction ? `${IDP_MOUNT}/interaction/${encodeURIComponent(interaction.uid)}` : siteLoginUrl(page);
    return { interaction, page, signIn };
  }

  function renderForgot(
    req: FastifyRequest,
    reply: FastifyReply,
    page: PageCtx,
    uid: string,
    signIn: string,
    view: { email?: string; error?: string; formError?: string },
    status = 200,
  ) {
    const csrf = csrfToken(req, reply, deps.secureCookies);
    const action = `${FORGOT}?${new URLSearchParams({ ...(uid ? { uid } : {}), lang: page.lang })}`;
    return sendHtml(reply, deps.hosts, forgotPage(page, { action, csrf, links: { signIn }, ...view }), status);
  }

  app.get(FORGOT, hidden, async (req, reply) => {
    const uid = str(query(req).uid, 64);
    const { page, signIn } = await forgotContext(req, uid);
    return renderForgot(req, reply, page, uid, signIn, { email: str(query(req).email, EMAIL_MAX) });
  });

  app.post(FORGOT, hidden, async (req, reply) => {
    const started = Date.now();
    const uid = str(query(req).uid, 64);
    const { interaction, page, signIn } = await forgotContext(req, uid);
    const raw = formValue(req.body, 'email', EMAIL_MAX).trim();
    if (!csrfValid(req, formValue(req.body, '_csrf'))) return renderForgot(req, reply, page, uid, signIn, { email: raw, formError: page.t('errCsrf') }, 403);
    const email = normaliseEmail(raw);
    if (!email) return renderForgot(req, reply, page, uid, signIn, { email: raw, error: page.t(raw ? 'errEmail' : 'errRequired') }, 400);

    // Per requesting address here; per recipient, the mail allowance in sendReset decides, silently,
    // so that known and unknown addresses still get the same page.
    const wait = await deps.limits.requestWait('forgotAddress', req.ip);
    if (wait > 0) return tooManyPage(deps, reply, page, wait, signIn);
    await deps.limits.countRequest('forgotAddress', req.ip);

    const account = await findAccountByEmail(deps.db, email);
    if (account) await sendReset(deps, account, page, { interactionUid: interaction?.uid, siteOrigin: deps.hosts.originOf(interaction?.params.redirect_uri) });
    await padResponse(started, FORGOT_MIN_MS);
    return sendHtml(
      reply,
      deps.hosts,
      messagePage(page, {
        title: page.t('forgotSentTitle'),
        body: page.t('forgotSent', { email }),
        icon: 'mail',
        actions: [{ href: signIn, label: page.t('backToSignIn'), primary: false }],
      }),
    );
  });

  function renderReset(
    req: FastifyRequest,
    reply: FastifyReply,
    page: PageCtx,
    token: string,
    view: { errors?: FieldErrors<'password' | 'confirm'>; formError?: string },
    status = 200,
  ) {
    const csrf = csrfToken(req, reply, deps.secureCookies);
    return sendHtml(
      reply,
      deps.hosts,
      resetPage(page, { action: `${RESET}?lang=${page.lang}`, csrf, token, errors: view.errors ?? {}, formError: view.formError }),
      status,
    );
  }

  app.get(RESET, hidden, async (req, reply) => {
    const token = str(query(req).token);
    const row = TOKEN.test(token) ? await peekToken(deps.db, token, 'reset') : undefined;
    const page = await tokenPage(req, row);
    if (!row) return linkInvalid(reply, page);
    return renderReset(req, reply, page, token, {});
  });

  app.post(RESET, hidden, async (req, reply) => {
    const token = formValue(req.body, 'token', 100);
    const valid = TOKEN.test(token) ? await peekToken(deps.db, token, 'reset') : undefined;
    const page = await tokenPage(req, valid);
    if (!valid) return linkInvalid(reply, page);
    if (!csrfValid(req, formValue(req.body, '_csrf'))) return renderReset(req, reply, page, token, { formError: page.t('errCsrf') }, 403);

    const password = formPassword(req.body, 'password');
    const confirm = formPassword(req.body, 'confirm');
    const errors: FieldErrors<'password' | 'confirm'> = {};
    const problem = password ? passwordProblem(password) : null;
    if (!password) errors.password = page.t('errRequired');
    else if (problem) errors.password = page.t(problem);
    else if (confirm !== password) errors.confirm = page.t('errPasswordMismatch');
    if (errors.password || errors.confirm) return renderReset(req, reply, page, token, { errors }, 400);

    const hash = await hashPassword(password);
    // The single use is decided here, by one UPDATE; the peek above only chose the page.
    const row = await consumeToken(deps.db, token, 'reset');
    if (!row) return linkInvalid(reply, page);
    await setPasswordHash(deps.db, row.accountId, hash);
    await retireTokens(deps.db, row.accountId, 'reset');
    // Whoever knew the old password is signed out everywhere: the provider, and this site's sessions.
    await revokeAccountSessions(deps.db, row.accountId);
    await app.sessions.revokeSubject(`${issuerFor(app.config.publicUrl)}|${row.accountId}`);
    const account = await findAccountById(deps.db, row.accountId);
    // The owner proved the mailbox: their own failed guesses from this address are forgiven.
    if (account) await deps.limits.signInSucceeded(account.email, req.ip);
    return sendHtml(
      reply,
      deps.hosts,
      messagePage(page, {
        title: page.t('resetDoneTitle'),
        body: page.t('resetDoneBody'),
        icon: 'check',
        actions: [{ href: await signInHref(deps, page, row.interactionUid, account?.email ?? '', 'reset'), label: page.t('signInButton') }],
      }),
    );
  });
}

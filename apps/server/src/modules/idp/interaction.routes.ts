import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cleanName } from '@credo/contracts/text-safety';
import { csrfToken, csrfValid } from './csrf';
import {
  currentInteraction,
  expiredPage,
  formPassword,
  formValue,
  interactionInput,
  readAccountRef,
  sendHtml,
  sendReset,
  sendVerification,
  signAccountRef,
  tooManyPage,
  UID_PATTERN,
  type IdpDeps,
  type Interaction,
} from './idp-context';
import { findAccountByEmail, findAccountById } from './idp.repo';
import { createAccount, IDP_MOUNT, IdpAccountError, normaliseEmail } from './idp.service';
import { burnPasswordCheck, passwordProblem, verifyPassword } from './password';
import type { FieldErrors } from './views/forms';
import { EMAIL_MAX, messagePage, NAME_MAX, signInPage, signUpPage, type SignInView, type SignUpField, type SignUpView } from './views/pages';
import type { PageCtx } from './views/theme';

type UidParams = { Params: { uid: string } };
const base = (uid: string) => `${IDP_MOUNT}/interaction/${encodeURIComponent(uid)}`;
const links = (uid: string) => ({
  signUp: `${base(uid)}/signup`,
  forgot: `${IDP_MOUNT}/account/forgot?uid=${encodeURIComponent(uid)}`,
  cancel: `${base(uid)}/abort`,
});

/** The sign-in, sign-up and resend pages of a pending authorization request (oidc-provider "interaction"). */
export function interactionRoutes(app: FastifyInstance, deps: IdpDeps) {
  const uidSchema = { hide: true, params: z.object({ uid: z.string().regex(UID_PATTERN) }) };

  /** Runs `fn` with the browser's interaction and its page, or answers the "expired" page. */
  async function withInteraction(req: FastifyRequest<UidParams>, reply: FastifyReply, fn: (i: Interaction, page: PageCtx) => Promise<unknown>) {
    const interaction = await currentInteraction(deps, req, reply, req.params.uid);
    const page = await deps.pages.resolve(interactionInput(req, interaction));
    if (!interaction) return expiredPage(deps, reply, page);
    return fn(interaction, page);
  }

  function renderSignIn(req: FastifyRequest<UidParams>, reply: FastifyReply, page: PageCtx, view: Partial<SignInView>, status = 200) {
    const uid = req.params.uid;
    const csrf = csrfToken(req, reply, deps.secureCookies);
    return sendHtml(reply, deps.hosts, signInPage(page, { action: `${base(uid)}/login`, csrf, links: links(uid), ...view }), status);
  }

  app.get<UidParams>(`${IDP_MOUNT}/interaction/:uid`, { schema: uidSchema }, (req, reply) =>
    withInteraction(req, reply, async (interaction, page) => {
      const provider = await deps.provider();
      if (interaction.prompt.name === 'consent') {
        // Only the platform's own client exists: consent is implied (loadExistingGrant records the grant).
        const to = await provider.interactionResult(req.raw, reply.raw, { consent: {} }, { mergeWithLastSubmission: true });
        return reply.redirect(to, 303);
      }
      const query = req.query as Record<string, unknown>;
      const hint = typeof query.email === 'string' ? query.email : typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : '';
      const notice = query.notice === 'verified' ? page.t('verifiedBody') : query.notice === 'reset' ? page.t('resetDoneBody') : undefined;
      return renderSignIn(req, reply, page, { email: hint.slice(0, EMAIL_MAX), notice });
    }),
  );

  app.post<UidParams>(`${IDP_MOUNT}/interaction/:uid/login`, { schema: uidSchema }, (req, reply) =>
    withInteraction(req, reply, async (_interaction, page) => {
      const rawEmail = formValue(req.body, 'email', EMAIL_MAX).trim();
      const password = formPassword(req.body, 'password');
      if (!csrfValid(req, formValue(req.body, '_csrf'))) return renderSignIn(req, reply, page, { email: rawEmail, error: page.t('errCsrf') }, 403);

      const email = rawEmail.toLowerCase();
      // Only failures count, per account and address: a stranger's wrong guesses never lock the owner out.
      const wait = await deps.limits.signInWait(email, req.ip);
      if (wait > 0) return tooManyPage(deps, reply, page, wait, base(req.params.uid));

      const account = email ? await findAccountByEmail(deps.db, email) : undefined;
      const ok = account ? await verifyPassword(password, account.passwordHash) : (await burnPasswordCheck(password), false);
      if (!account || !ok) {
        await deps.limits.signInFailed(email, req.ip);
        // Never say which of the two was wrong.
        return renderSignIn(req, reply, page, { email: rawEmail, error: page.t('badCredentials') }, 401);
      }
      await deps.limits.signInSucceeded(email, req.ip);
      if (!account.emailVerifiedAt) {
        const token = await signAccountRef(deps.db, account.id);
        return renderSignIn(req, reply, page, { email: rawEmail, unverified: { email: account.email, action: `${base(req.params.uid)}/resend`, token } }, 403);
      }
      const provider = await deps.provider();
      const to = await provider.interactionResult(
        req.raw,
        reply.raw,
        {
          login: { accountId: String(account.id), amr: ['pwd'], remember: true },
        },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(to, 303);
    }),
  );

  app.post<UidParams>(`${IDP_MOUNT}/interaction/:uid/resend`, { schema: uidSchema }, (req, reply) =>
    withInteraction(req, reply, async (interaction, page) => {
      if (!csrfValid(req, formValue(req.body, '_csrf'))) return renderSignIn(req, reply, page, { error: page.t('errCsrf') }, 403);
      const accountId = await readAccountRef(deps.db, formValue(req.body, 'account', 100));
      const account = accountId ? await findAccountById(deps.db, accountId) : undefined;
      if (!account) return renderSignIn(req, reply, page, { error: page.t('errCsrf') }, 400);
      // The password was right, so saying "wait" here tells nothing about who has an account.
      const wait = await deps.limits.mailWait(account.email);
      if (wait > 0) return tooManyPage(deps, reply, page, wait, base(req.params.uid));
      if (!account.emailVerifiedAt) {
        await sendVerification(deps, account, page, { interactionUid: interaction.uid, siteOrigin: deps.hosts.originOf(interaction.params.redirect_uri) });
      }
      return renderSignIn(req, reply, page, { email: account.email, notice: page.t('resent') });
    }),
  );

  function renderSignUp(req: FastifyRequest<UidParams>, reply: FastifyReply, page: PageCtx, view: Partial<SignUpView>, status = 200) {
    const csrf = csrfToken(req, reply, deps.secureCookies);
    return sendHtml(
      reply,
      deps.hosts,
      signUpPage(page, {
        action: `${base(req.params.uid)}/signup`,
        csrf,
        values: {},
        errors: {},
        links: { signIn: base(req.params.uid) },
        ...view,
      }),
      status,
    );
  }

  app.get<UidParams>(`${IDP_MOUNT}/interaction/:uid/signup`, { schema: uidSchema }, (req, reply) =>
    withInteraction(req, reply, async (_i, page) => renderSignUp(req, reply, page, {})),
  );

  app.post<UidParams>(`${IDP_MOUNT}/interaction/:uid/signup`, { schema: uidSchema }, (req, reply) =>
    withInteraction(req, reply, async (interaction, page) => {
      const values = {
        firstName: cleanName(formValue(req.body, 'firstName', NAME_MAX * 2)),
        lastName: cleanName(formValue(req.body, 'lastName', NAME_MAX * 2)),
        email: formValue(req.body, 'email', EMAIL_MAX * 2).trim(),
      };
      if (!csrfValid(req, formValue(req.body, '_csrf'))) return renderSignUp(req, reply, page, { values, formError: page.t('errCsrf') }, 403);
      const wait = await deps.limits.requestWait('signUpAddress', req.ip);
      if (wait > 0) return tooManyPage(deps, reply, page, wait, base(req.params.uid));

      const password = formPassword(req.body, 'password');
      const confirm = formPassword(req.body, 'confirm');
      const errors: FieldErrors<SignUpField> = {};
      for (const name of ['firstName', 'lastName'] as const) {
        if (!values[name]) errors[name] = page.t('errRequired');
        else if (values[name].length > NAME_MAX) errors[name] = page.t('errTooLong', { max: NAME_MAX });
      }
      const email = normaliseEmail(values.email);
      if (!values.email) errors.email = page.t('errRequired');
      else if (!email) errors.email = page.t('errEmail');
      const problem = password ? passwordProblem(password) : null;
      if (!password) errors.password = page.t('errRequired');
      else if (problem) errors.password = page.t(problem);
      if (!errors.password && confirm !== password) errors.confirm = page.t('errPasswordMismatch');
      if (Object.keys(errors).length || !email) return renderSignUp(req, reply, page, { values, errors }, 400);

      await deps.limits.countRequest('signUpAddress', req.ip);
      const back = { interactionUid: interaction.uid, siteOrigin: deps.hosts.originOf(interaction.params.redirect_uri) };
      try {
        const account = await createAccount(deps.db, {
          email,
          password,
          firstName: values.firstName,
          lastName: values.lastName,
          locale: page.lang,
          tenantId: page.tenant.id,
        });
        await sendVerification(deps, account, page, back);
      } catch (err) {
        if (!(err instanceof IdpAccountError && err.reason === 'exists')) throw err;
        // The page says the same as for a new address; the mailbox owner learns what happened (within
        // the address's mail allowance, so repeated sign-ups cannot flood the mailbox).
        const existing = await findAccountByEmail(deps.db, email);
        if (existing && !existing.emailVerifiedAt) await sendVerification(deps, existing, page, back);
        else if (existing) await sendReset(deps, existing, page, back, true);
      }
      return sendHtml(
        reply,
        deps.hosts,
        messagePage(page, {
          title: page.t('checkEmailTitle'),
          body: page.t('checkEmailBody', { email }),
          icon: 'mail',
          actions: [{ href: `${base(req.params.uid)}?${new URLSearchParams({ email })}`, label: page.t('backToSignIn'), primary: false }],
        }),
      );
    }),
  );

  app.get<UidParams>(`${IDP_MOUNT}/interaction/:uid/abort`, { schema: uidSchema }, (req, reply) =>
    withInteraction(req, reply, async () => {
      const provider = await deps.provider();
      const to = await provider.interactionResult(
        req.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(to, 303);
    }),
  );
}

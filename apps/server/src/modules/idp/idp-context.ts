import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Db } from '../../db/client';
import { sendMail } from '../../platform/mail';
import { getOrCreateSecret } from '../../platform/secrets';
import type { AttemptLimits } from './attempt-limiter';
import { minutesText } from './idp-texts';
import { insertToken, type IdpAccount } from './idp.repo';
import { IDP_MOUNT } from './idp.service';
import type { KnownHosts } from './known-hosts';
import type { PageInput, PageResolver } from './page-context';
import { alreadyRegisteredMail, resetMail, verificationMail, type MailCtx } from './views/mails';
import { messagePage } from './views/pages';
import type { PageCtx } from './views/theme';
import { DAY_MS } from '@credo/contracts/durations';

export type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

export type IdpDeps = {
  db: Db;
  publicUrl: string;
  secureCookies: boolean;
  hosts: KnownHosts;
  pages: PageResolver;
  limits: AttemptLimits;
  provider: () => Promise<Provider>;
};

export const VERIFY_TTL_MS = DAY_MS;
export const RESET_TTL_MS = 3600 * 1000;
export const UID_PATTERN = /^[\w-]{1,64}$/;

/** A form field as a trimmed string of bounded length ('' when absent). */
export function formValue(body: unknown, name: string, max = 300): string {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  const value = Array.isArray(raw) ? raw[0] : raw;
  // A NUL byte (which PostgreSQL text cannot hold) makes the field unusable: read as missing, so the
  // form answers its own "required" or "invalid" message instead of a failed query (issue 13).
  return typeof value === 'string' && !value.includes('\u0000') ? value.slice(0, max) : '';
}

/** Passwords are not trimmed (spaces may be part of them). */
export const formPassword = (body: unknown, name: string) => formValue(body, name, 1000);

export function pageInput(req: FastifyRequest, extra: PageInput = {}): PageInput {
  const query = req.query as Record<string, unknown> | undefined;
  return {
    host: req.headers.host,
    protocol: req.protocol,
    acceptLanguage: req.headers['accept-language'],
    lang: query?.lang ?? formValue(req.body, 'lang', 10),
    ...extra,
  };
}

/** The page context of an interaction: its client's site and the request's ui_locales. */
export const interactionInput = (req: FastifyRequest, interaction: Pick<Interaction, 'params'> | undefined): PageInput =>
  pageInput(req, interaction ? { uiLocales: interaction.params.ui_locales, siteUrl: interaction.params.redirect_uri } : {});

export function sendHtml(reply: FastifyReply, hosts: KnownHosts, body: string, status = 200) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', hosts.csp())
    .send(body);
}

export function tooManyPage(deps: IdpDeps, reply: FastifyReply, page: PageCtx, waitMs: number, back: string) {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
  return sendHtml(
    reply,
    deps.hosts,
    messagePage(page, {
      title: page.t('tooManyTitle'),
      body: page.t('tooManyBody', { minutes: minutesText(page.lang, minutes) }),
      icon: 'clock',
      actions: [{ href: back, label: page.t('backToSignIn'), primary: false }],
    }),
    429,
  );
}

/** Starting again goes through the site, which opens a fresh authorization request. */
export const siteLoginUrl = (page: PageCtx) => `${page.siteUrl}user/sso/login?target=%2F`;

export function expiredPage(deps: IdpDeps, reply: FastifyReply, page: PageCtx) {
  return sendHtml(
    reply,
    deps.hosts,
    messagePage(page, {
      title: page.t('expiredTitle'),
      body: page.t('expiredBody'),
      icon: 'clock',
      actions: [{ href: siteLoginUrl(page), label: page.t('startAgain') }],
    }),
    410,
  );
}

/** The interaction of this browser (cookie) for this uid, or undefined when it expired or belongs elsewhere. */
export async function currentInteraction(deps: IdpDeps, req: FastifyRequest, reply: FastifyReply, uid: string): Promise<Interaction | undefined> {
  const provider = await deps.provider();
  try {
    const details = await provider.interactionDetails(req.raw, reply.raw);
    return details.uid === uid ? details : undefined;
  } catch {
    return undefined;
  }
}

/** An interaction by uid alone (links in mails open without its cookie), if it is still pending. */
export async function interactionByUid(deps: IdpDeps, uid: unknown): Promise<Interaction | undefined> {
  if (typeof uid !== 'string' || !UID_PATTERN.test(uid)) return undefined;
  const provider = await deps.provider();
  return (await provider.Interaction.find(uid)) ?? undefined;
}

/** Where "sign in" leads after a mail link: back into the pending sign-in, else a new one from the site. */
export async function signInHref(deps: IdpDeps, page: PageCtx, uid: string | null, email: string, notice: string): Promise<string> {
  const interaction = uid ? await interactionByUid(deps, uid) : undefined;
  if (!interaction) return siteLoginUrl(page);
  return `${IDP_MOUNT}/interaction/${encodeURIComponent(interaction.uid)}?${new URLSearchParams({ email, notice })}`;
}

const mailCtx = (page: PageCtx): MailCtx => ({ t: page.t, dir: page.dir, lang: page.lang, site: page.tenant.name, theme: page.theme });
const linkTo = (deps: IdpDeps, path: string, token: string, page: PageCtx) =>
  `${deps.publicUrl}${IDP_MOUNT}/account/${path}?${new URLSearchParams({ token, lang: page.lang })}`;

export type Return = { interactionUid?: string | null; siteOrigin?: string | null };

/**
 * Every mail to an address, whatever made it, takes from one allowance (LIMITS.mailsTo). Over it the
 * mail is not made at all (no token either) and the caller answers as if it had been: the page must
 * not tell who has an account. Answers whether the mail was queued.
 */
export async function sendVerification(deps: IdpDeps, account: IdpAccount, page: PageCtx, back: Return): Promise<boolean> {
  if (!(await deps.limits.takeMail(account.email))) return false;
  const token = await insertToken(deps.db, { accountId: account.id, purpose: 'verify', ttlMs: VERIFY_TTL_MS, ...back });
  const mail = verificationMail(mailCtx(page), account.firstName ?? '', linkTo(deps, 'verify', token, page));
  await sendMail(deps.db, { to: account.email, ...mail });
  return true;
}

export async function sendReset(deps: IdpDeps, account: IdpAccount, page: PageCtx, back: Return, alreadyRegistered = false): Promise<boolean> {
  if (!(await deps.limits.takeMail(account.email))) return false;
  const token = await insertToken(deps.db, { accountId: account.id, purpose: 'reset', ttlMs: RESET_TTL_MS, ...back });
  const build = alreadyRegistered ? alreadyRegisteredMail : resetMail;
  const mail = build(mailCtx(page), account.firstName ?? '', linkTo(deps, 'reset', token, page));
  await sendMail(deps.db, { to: account.email, ...mail });
  return true;
}

/** A short-lived signed account reference for the "send the link again" button (never the e-mail in clear). */
export async function signAccountRef(db: Db, accountId: number, ttlMs = 30 * 60_000): Promise<string> {
  const key = await getOrCreateSecret(db, 'idp.form-key');
  const payload = `${accountId}.${Date.now() + ttlMs}`;
  return `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`;
}

export async function readAccountRef(db: Db, ref: string): Promise<number | undefined> {
  const m = /^(\d{1,10})\.(\d{1,15})\.([\w-]{43})$/.exec(ref);
  if (!m || Number(m[2]) < Date.now()) return undefined;
  const key = await getOrCreateSecret(db, 'idp.form-key');
  const expected = createHmac('sha256', key).update(`${m[1]}.${m[2]}`).digest('base64url');
  return timingSafeEqual(Buffer.from(expected), Buffer.from(m[3])) ? Number(m[1]) : undefined;
}

/** Answers no sooner than `ms` after `startedAt`, so known and unknown e-mails take the same time. */
export async function padResponse(startedAt: number, ms: number): Promise<void> {
  const left = startedAt + ms - Date.now();
  if (left > 0) await new Promise((r) => setTimeout(r, left));
}

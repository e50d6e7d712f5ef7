import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../../db/client';
import type { TrustProxy } from '../../config';
import { getOrCreateSecret, readSecret } from '../../platform/secrets';
import { findAccountById } from './idp.repo';
import { embeddedClient, IDP_CLIENT_ID, IDP_MOUNT } from './idp.service';
import { CALLBACK_PATH, type KnownHosts } from './known-hosts';
import { DrizzleAdapter } from './oidc-adapter';
import type { PageResolver } from './page-context';
import { logoutPage, messagePage } from './views/pages';

/** A secret kept in app_secrets; created (by `create`) only when missing. */
async function secret(db: Db, name: string, create: () => string): Promise<string> {
  return (await readSecret(db, name)) ?? getOrCreateSecret(db, name, create);
}

function newSigningKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** What the Koa-side pages (logout, errors) know about the request, for tenant and language. */
const koaPageInput = (ctx: KoaContextWithOIDC, siteUrl?: unknown) => ({
  host: ctx.host,
  protocol: ctx.protocol,
  acceptLanguage: ctx.get('accept-language'),
  uiLocales: ctx.oidc?.params?.ui_locales,
  lang: str(ctx.query.lang),
  siteUrl,
});

export type ProviderDeps = { db: Db; publicUrl: string; trustProxy: TrustProxy; hosts: KnownHosts; pages: PageResolver; onServerError: (err: unknown) => void };

/**
 * The embedded OpenID Connect provider (oidc-provider): authorization code + PKCE (S256) for the
 * one first-party client, accounts from idp_accounts, state in PostgreSQL, keys in app_secrets.
 */
export async function createProvider(deps: ProviderDeps): Promise<Provider> {
  const { db, hosts, pages } = deps;
  const client = await embeddedClient(db, deps.publicUrl);
  const jwks = JSON.parse(await secret(db, 'idp.jwks', () => JSON.stringify({ keys: [newSigningKey()] })));
  const cookieKeys = JSON.parse(await secret(db, 'idp.cookie-keys', () => JSON.stringify([randomBytes(32).toString('base64url')])));
  const secure = deps.publicUrl.startsWith('https://');

  const configuration: Configuration = {
    adapter: (name: string) => new DrizzleAdapter(db, name),
    clients: [
      {
        client_id: IDP_CLIENT_ID,
        client_secret: client.clientSecret,
        client_name: 'Credo',
        // The registered URIs are a formality: redirectUriAllowed below accepts every known host.
        redirect_uris: [`${deps.publicUrl}${CALLBACK_PATH}`],
        post_logout_redirect_uris: [`${deps.publicUrl}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // openid-client sends the secret in the body unless told otherwise.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks,
    cookies: {
      keys: cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', signed: true, secure },
      short: { httpOnly: true, sameSite: 'lax', signed: true, secure },
    },
    scopes: ['openid', 'email', 'profile'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'locale', 'role'],
    },
    // The relying party reads the profile from the ID token; put the scope's claims in it.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          const params = ctx.oidc.params ?? {};
          const page = await pages.resolve(koaPageInput(ctx, params.post_logout_redirect_uri));
          // The site's own logout link carries id_token_hint: sign out without a second question.
          ctx.type = 'html';
          ctx.body = logoutPage(page, form, typeof params.id_token_hint === 'string');
        },
        postLogoutSuccessSource: async (ctx) => {
          const page = await pages.resolve(koaPageInput(ctx));
          ctx.type = 'html';
          ctx.body = messagePage(page, {
            title: page.t('loggedOutTitle'),
            body: page.t('loggedOutBody', { site: page.tenant.name }),
            icon: 'door',
            actions: [{ href: page.siteUrl, label: page.t('backToSite', { site: page.tenant.name }) }],
          });
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${IDP_MOUNT}/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      if (!/^[1-9]\d{0,9}$/.test(sub)) return undefined;
      const account = await findAccountById(db, Number(sub));
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerifiedAt !== null,
          given_name: account.firstName ?? undefined,
          family_name: account.lastName ?? undefined,
          name: [account.firstName, account.lastName].filter(Boolean).join(' ') || undefined,
          locale: account.locale,
          role: account.role,
        }),
      };
    },
    // First-party client: the grant is given on sign-in, so nobody ever sees a consent screen.
    loadExistingGrant: async (ctx) => {
      const { client: c, session, params, result } = ctx.oidc;
      if (!c || !session?.accountId) return undefined;
      const grantId = (result?.consent?.grantId as string | undefined) || session.grantIdFor(c.clientId);
      let grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (c.clientId !== IDP_CLIENT_ID) return grant;
      if (!grant || grant.accountId !== session.accountId) grant = new ctx.oidc.provider.Grant({ clientId: c.clientId, accountId: session.accountId });
      grant.addOIDCScope(str(params?.scope) ?? 'openid');
      await grant.save();
      return grant;
    },
    renderError: async (ctx, out) => {
      const page = await pages.resolve(koaPageInput(ctx));
      ctx.type = 'html';
      ctx.body = messagePage(page, {
        title: page.t('errorTitle'),
        body: page.t('errorBody'),
        detail: `${out.error}${out.error_description ? `: ${out.error_description}` : ''}`,
        icon: 'alert',
        actions: [{ href: page.siteUrl, label: page.t('backToSite', { site: page.tenant.name }) }],
      });
    },
    clientBasedCORS: () => false,
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
    },
  };

  const provider = new Provider(client.issuer, configuration);
  // Koa (the provider) reads X-Forwarded-*, which the hand-over rewrites from Fastify's trusted view.
  provider.proxy = deps.trustProxy !== false;
  provider.maxIpsCount = 1;
  // Any known host, any port, the callback path only; post-logout: any path on a known host.
  provider.Client.prototype.redirectUriAllowed = (value: string) => hosts.allows(value, CALLBACK_PATH);
  provider.Client.prototype.postLogoutRedirectUriAllowed = (value: string) => hosts.allows(value);
  provider.on('server_error', (_ctx, err) => deps.onServerError(err));
  return provider;
}

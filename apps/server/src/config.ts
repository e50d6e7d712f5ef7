import path from 'node:path';
import { z } from 'zod';

/** Every environment variable the server reads, parsed once. The README's table mirrors this. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL URL; when unset the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL pool (db/client.ts holds the defaults): size, wait for a connection, statement timeout. */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).optional(),
  DB_CONNECTION_WAIT_MS: z.coerce.number().int().min(1).optional(),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Extra host -> tenant code pairs, e.g. "academy.example.com=main,thermal.example.com=micro". */
  TENANT_HOSTS: z.string().default(''),
  /** Header a trusted proxy sets with the visitor's country (e.g. cf-ipcountry). */
  COUNTRY_HEADER: z.string().default('cf-ipcountry'),
  /** Country reported for loopback and private addresses. */
  DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('PL'),
  /**
   * Trust X-Forwarded-For from the proxies in front of the server: `false`, a hop count (`true` is
   * one hop, the nearest proxy), or a comma list of proxy addresses/CIDRs. Never "every hop": a
   * client could then prepend its own `X-Forwarded-For: 127.0.0.1` and be taken for it.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => parseTrustProxy(v, ctx)),
  /** Seed demo data when the database is empty at start-up. */
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * The built-in sandbox payment provider (its own hosted page approves card, BLIK and Klarna
   * payments without money moving): the demo's way to pay. Refused on a production PUBLIC_URL others can reach.
   */
  PAYMENT_SANDBOX: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Stripe (decision 0017): with a secret key set, card, BLIK and Klarna are paid through Stripe
   * Checkout and the sandbox is not mounted. STRIPE_WEBHOOK_SECRET (whsec_…, of the endpoint
   * /api/pay/webhook/stripe) is required with it. STRIPE_API_BASE points the client elsewhere
   * (tests' local stand-in; refused in production).
   */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  /** How long footer, banners, SEO, dictionaries and language lists are cached per node (0 disables). */
  REFERENCE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** External OpenID Connect provider; unset mounts the embedded one at /idp. */
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** Public origin of this server (links in e-mails, the embedded issuer). */
  PUBLIC_URL: z.string().url().optional(),
  /** SMTP server for mail (smtp://user:pass@host:587); unset keeps mail in the outbox table (see devMailEnabled). */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Credo Academy <no-reply@credo.localhost>'),
  /** Show the outbox at /dev/mail (to loopback clients only): on by default in development and test only (see devMailEnabled). */
  DEV_MAIL: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Redis for shared rate limits across nodes; unset keeps them in memory. */
  REDIS_URL: z.string().url().optional(),
  /** Key prefix of the shared counters in Redis (default credo-rl:): deployments or test runs sharing one Redis. */
  REDIS_PREFIX: z.string().min(1).max(100).optional(),
  /**
   * Per-app secrets for the signature hand-off: "appId=secret,appId2=secret2"; an appId listed twice
   * has two valid secrets (rotation). No default: unset turns the hand-off off, except in development
   * and test, which get DEMO_SIGN_APP_SECRETS.
   */
  SIGN_APP_SECRETS: z.string().optional(),
  /** Directory of the built web app that the server serves; empty disables it. */
  WEB_DIST: z.string().optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl?: string;
  /** Overrides of the PostgreSQL pool's defaults (DEFAULT_POOL_TIMEOUTS in db/client.ts). */
  dbPool: { max?: number; connectionTimeoutMillis?: number; statementTimeoutMillis?: number };
  dataDir: string;
  logLevel: string;
  tenantHosts: Record<string, string>;
  countryHeader: string;
  defaultCountry: string;
  /** false, a hop count, or the proxies' addresses (Fastify's trustProxy forms, never `true`). */
  trustProxy: TrustProxy;
  seedOnStart: boolean;
  /** PAYMENT_SANDBOX: the built-in sandbox payment provider is mounted (see assertProductionSafe). */
  paymentSandbox: boolean;
  /** Set when STRIPE_SECRET_KEY is: Stripe is the payment provider (it wins over the sandbox). */
  stripe?: { secretKey: string; webhookSecret: string; apiBase?: string };
  referenceCacheMs: number;
  oidc: { issuer?: string; clientId?: string; clientSecret?: string };
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** DEV_MAIL when set; undefined leaves the choice to devMailEnabled(). */
  devMail?: boolean;
  redisUrl?: string;
  redisPrefix?: string;
  /** appId -> its valid secrets (two during a rotation; a lone string is one). Empty: the hand-off is off. */
  signAppSecrets: Record<string, string | readonly string[]>;
  webDist?: string;
};

/** "a=b,c=d" -> { a: 'b', c: 'd' }; entries without both sides are skipped. */
export type TrustProxy = false | number | string[];

const PROXY_ADDRESS = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/;

/** TRUST_PROXY: "false", "true" (one hop), a hop count, or a comma list of addresses/CIDRs. */
export function parseTrustProxy(raw: string, ctx: z.RefinementCtx): TrustProxy {
  const v = raw.trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (list.length > 0 && list.every((a) => PROXY_ADDRESS.test(a) || a === 'loopback' || a === 'uniquelocal' || a === 'linklocal')) return list;
  ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY: false, true (one hop), a hop count, or a comma list of proxy addresses/CIDRs' });
  return z.NEVER;
}

export function parsePairs(raw: string, lowerCase = true): Record<string, string> {
  const map: Record<string, string> = {};
  for (const pair of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    let [key, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    if (lowerCase) [key, value] = [key.toLowerCase(), value.toLowerCase()];
    if (key && value) map[key] = value;
  }
  return map;
}

export const parseTenantHosts = (raw: string) => parsePairs(raw, true);

/**
 * The demo hand-off pair. Its secret is in this public source, so anyone can sign with it: it is
 * used only when NODE_ENV is development (`npm run dev`) or test, and a production start that
 * sets it refuses to run (assertProductionSafe).
 */
export const DEMO_SIGN_SECRET = 'demo-signing-secret-change-me';
export const DEMO_SIGN_APP_SECRETS = `onehik-demo=${DEMO_SIGN_SECRET}`;

/** "a=s1,b=s2,a=s0" -> { a: ['s1', 's0'], b: ['s2'] }: an appId listed twice keeps both secrets (rotation). */
export function parseAppSecrets(raw: string): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const pair of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const at = pair.indexOf('=');
    const [appId, secret] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    if (at <= 0 || !appId || !secret) continue;
    if (!Object.hasOwn(map, appId)) map[appId] = [];
    if (!map[appId].includes(secret)) map[appId].push(secret);
  }
  return map;
}

/**
 * Refuses settings that are open to anyone on a production start (NODE_ENV=production, which
 * `npm start` sets): a hand-off secret published in this source, and the demo seed (published
 * passwords) on a PUBLIC_URL others can reach. Throws an Error
 * naming the variable; main.ts calls it before opening anything. With nothing set the demo still
 * starts: the hand-off is then off, and mail links go to the console (see platform/mail.ts).
 */
export function assertProductionSafe(
  config: Pick<Config, 'env' | 'signAppSecrets' | 'seedOnStart' | 'publicUrl'> & Partial<Pick<Config, 'paymentSandbox' | 'stripe'>>,
): void {
  if (config.env !== 'production') return;
  // Stripe's client must talk to Stripe: another API base is for tests' stand-in only.
  if (config.stripe?.apiBase) throw new Error('STRIPE_API_BASE is set: it points the Stripe client away from Stripe (tests only). Unset it in production.');
  // The demo seed's accounts (staff included) have their passwords in the README: fine for the
  // person running `npm start` on their own machine, an open door on any address others can reach.
  if (config.seedOnStart && !isLoopbackOrigin(config.publicUrl)) {
    throw new Error(
      `SEED_ON_START is on (the default) while PUBLIC_URL is ${new URL(config.publicUrl).host}: the demo seed adds accounts whose passwords are published, staff included. ` +
        'Set SEED_ON_START=false for a server others can reach (and create accounts with npm run user:create), or leave PUBLIC_URL on localhost for the demo.',
    );
  }
  // The sandbox's Approve button marks an order paid and seats the learner with no money moving.
  if (config.paymentSandbox && !config.stripe && !isLoopbackOrigin(config.publicUrl)) {
    throw new Error(
      `PAYMENT_SANDBOX is on (the default) while PUBLIC_URL is ${new URL(config.publicUrl).host}: the sandbox payment page lets anyone approve a payment without paying. ` +
        'Set PAYMENT_SANDBOX=false for a server others can reach (paid sessions then cannot be bought online until a real provider is configured), or leave PUBLIC_URL on localhost for the demo.',
    );
  }
  const demo = Object.entries(config.signAppSecrets).filter(([, secrets]) => [secrets].flat().includes(DEMO_SIGN_SECRET));
  if (demo.length) {
    throw new Error(
      `SIGN_APP_SECRETS holds the public demo secret (for ${demo.map(([appId]) => appId).join(', ')}): anyone could sign in as any learner. ` +
        'Set a secret of your own per application, or unset SIGN_APP_SECRETS to turn the signature hand-off off.',
    );
  }
}

/** Whether an origin can only be reached from this machine: localhost, *.localhost, 127.0.0.0/8, [::1]. */
export function isLoopbackOrigin(origin: string): boolean {
  const host = new URL(origin).hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]';
}

/** Stripe's settings: none without a secret key; a key without its webhook secret refuses to start (no webhook could verify, no order would ever be paid). */
function stripeOf(e: z.infer<typeof envSchema>): Config['stripe'] {
  if (!e.STRIPE_SECRET_KEY) return undefined;
  if (!e.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: Stripe webhooks could not be verified, so no payment would ever be recorded. Set both (whsec_… of /api/pay/webhook/stripe).',
    );
  }
  return { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const e = envSchema.parse(env);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dbPool: {
      ...(e.DB_POOL_MAX === undefined ? {} : { max: e.DB_POOL_MAX }),
      ...(e.DB_CONNECTION_WAIT_MS === undefined ? {} : { connectionTimeoutMillis: e.DB_CONNECTION_WAIT_MS }),
      ...(e.DB_STATEMENT_TIMEOUT_MS === undefined ? {} : { statementTimeoutMillis: e.DB_STATEMENT_TIMEOUT_MS }),
    },
    // npm runs workspace scripts inside the workspace; INIT_CWD is where the command was typed.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    tenantHosts: parseTenantHosts(e.TENANT_HOSTS),
    countryHeader: e.COUNTRY_HEADER.toLowerCase(),
    defaultCountry: e.DEFAULT_COUNTRY,
    trustProxy: e.TRUST_PROXY,
    seedOnStart: e.SEED_ON_START,
    paymentSandbox: e.PAYMENT_SANDBOX,
    stripe: stripeOf(e),
    referenceCacheMs: e.REFERENCE_CACHE_SECONDS * 1000,
    oidc: { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    devMail: e.DEV_MAIL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    signAppSecrets: parseAppSecrets(e.SIGN_APP_SECRETS ?? (e.NODE_ENV === 'production' ? '' : DEMO_SIGN_APP_SECRETS)),
    webDist: e.WEB_DIST,
    ...overrides,
  };
}

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assertProductionSafe, DEMO_SIGN_APP_SECRETS, DEMO_SIGN_SECRET, loadConfig, parseAppSecrets, parseTenantHosts } from './config';

describe('config', () => {
  it('has working defaults', () => {
    const c = loadConfig({ INIT_CWD: '/srv/credo' } as NodeJS.ProcessEnv);
    expect(c).toMatchObject({ port: 3000, databaseUrl: undefined, dataDir: path.resolve('/srv/credo/data'), seedOnStart: true, referenceCacheMs: 30_000 });
  });

  it('resolves DATA_DIR from where the command was typed, not the workspace', () => {
    expect(loadConfig({ DATA_DIR: 'var/db', INIT_CWD: '/repo' } as NodeJS.ProcessEnv).dataDir).toBe('/repo/var/db');
    expect(loadConfig({ DATA_DIR: '/abs' } as NodeJS.ProcessEnv).dataDir).toBe('/abs');
  });

  it('parses the tenant host map leniently and in lower case', () => {
    expect(parseTenantHosts(' Academy.Example.com=main, thermal.example.com = MICRO ,broken,')).toEqual({
      'academy.example.com': 'main',
      'thermal.example.com': 'micro',
    });
  });

  it('refuses bad values with the variable name', () => {
    expect(() => loadConfig({ PORT: 'eighty' } as NodeJS.ProcessEnv)).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' } as NodeJS.ProcessEnv)).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DEFAULT_COUNTRY: 'poland' } as NodeJS.ProcessEnv)).toThrow(/DEFAULT_COUNTRY/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' } as NodeJS.ProcessEnv)).toThrow(/TRUST_PROXY/);
  });

  it('reads the PostgreSQL pool settings, leaving unset ones to the defaults in db/client.ts', () => {
    expect(loadConfig({} as NodeJS.ProcessEnv).dbPool).toEqual({});
    expect(loadConfig({ DB_POOL_MAX: '20', DB_CONNECTION_WAIT_MS: '8000', DB_STATEMENT_TIMEOUT_MS: '15000' } as NodeJS.ProcessEnv).dbPool).toEqual({
      max: 20,
      connectionTimeoutMillis: 8000,
      statementTimeoutMillis: 15000,
    });
    expect(() => loadConfig({ DB_POOL_MAX: '0' } as NodeJS.ProcessEnv)).toThrow(/DB_POOL_MAX/);
  });

  it('never trusts every proxy hop: true is one hop, a count or an address list otherwise', () => {
    const trust = (v: string) => loadConfig({ TRUST_PROXY: v } as NodeJS.ProcessEnv).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 10.1.0.0/16,loopback')).toEqual(['10.0.0.1', '10.1.0.0/16', 'loopback']);
    expect(loadConfig({} as NodeJS.ProcessEnv).trustProxy).toBe(false);
  });
});

describe('production settings (issue 13)', () => {
  const prod = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'production', ...env } as NodeJS.ProcessEnv);

  it('starts with nothing set (npm start): the hand-off is off and nothing is refused', () => {
    const c = prod({});
    expect(c.signAppSecrets).toEqual({});
    expect(() => assertProductionSafe(c)).not.toThrow();
    expect(() => assertProductionSafe(prod({ SIGN_APP_SECRETS: 'shop=a-long-private-secret', DEV_MAIL: 'true' }))).not.toThrow();
  });

  it('refuses the public demo secret, under any appId or as a rotation twin, naming SIGN_APP_SECRETS', () => {
    for (const raw of [DEMO_SIGN_APP_SECRETS, `shop=${DEMO_SIGN_SECRET}`, `shop=private-one,shop=${DEMO_SIGN_SECRET}`]) {
      expect(() => assertProductionSafe(prod({ SIGN_APP_SECRETS: raw })), raw).toThrow(/^SIGN_APP_SECRETS holds the public demo secret/);
    }
    // Development and tests may use it.
    expect(() => assertProductionSafe(loadConfig({ SIGN_APP_SECRETS: DEMO_SIGN_APP_SECRETS } as NodeJS.ProcessEnv))).not.toThrow();
  });

  it('refuses the demo seed (published passwords) on a PUBLIC_URL others can reach, naming SEED_ON_START', () => {
    for (const url of ['https://academy.example.com', 'http://10.0.0.5:3000', 'http://192.168.1.20']) {
      expect(() => assertProductionSafe(prod({ PUBLIC_URL: url })), url).toThrow(/^SEED_ON_START is on/);
      expect(() => assertProductionSafe(prod({ PUBLIC_URL: url, SEED_ON_START: 'false' })), url).toThrow(/^PAYMENT_SANDBOX is on/);
      expect(() => assertProductionSafe(prod({ PUBLIC_URL: url, SEED_ON_START: 'false', PAYMENT_SANDBOX: 'false' })), url).not.toThrow();
    }
    for (const url of ['http://localhost:3000', 'http://micro.localhost:3000', 'http://127.0.0.1:4100', 'http://[::1]:3000']) {
      expect(() => assertProductionSafe(prod({ PUBLIC_URL: url })), url).not.toThrow();
    }
    // Development may seed and use the sandbox anywhere (npm run dev on a shared dev box is still a developer's choice).
    expect(() => assertProductionSafe(loadConfig({ PUBLIC_URL: 'https://dev.example.com' } as NodeJS.ProcessEnv))).not.toThrow();
  });

  it('parses an appId listed twice as two valid secrets (rotation)', () => {
    expect(parseAppSecrets(' shop=new , other=x, shop=old,shop=new, broken, =y')).toEqual({ shop: ['new', 'old'], other: ['x'] });
  });

  it('main.ts refuses to start in production with the demo secret, with a clear line and exit code 1', () => {
    const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-refuse-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
        env: { PATH: process.env.PATH, NODE_ENV: 'production', SIGN_APP_SECRETS: DEMO_SIGN_APP_SECRETS, DATA_DIR: dataDir, PORT: '0' },
        encoding: 'utf8',
        timeout: 120_000,
      });
      expect(run.status, run.stderr).toBe(1);
      expect(run.stderr).toContain('Credo refuses to start: SIGN_APP_SECRETS holds the public demo secret');
      expect(fs.readdirSync(dataDir)).toEqual([]); // refused before the database was opened
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 130_000);
});

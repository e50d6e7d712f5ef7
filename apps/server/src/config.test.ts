import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseTenantHosts } from './config';

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
  });
});

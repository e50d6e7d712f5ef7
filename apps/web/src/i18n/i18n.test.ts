import { SERVER_NAMESPACES } from '@credo/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPackSource, serverPackSource, setPackSource, sourceCatalogue, type PackSource } from './catalogues';
import { createI18n, loadLanguage } from './i18n';

const diskSource = currentPackSource();
afterEach(() => {
  setPackSource(diskSource);
  vi.unstubAllGlobals();
});

describe('sourceCatalogue', () => {
  it('bundles English without the server-only namespaces (SERVER_NAMESPACES)', () => {
    expect(sourceCatalogue.header).toBeTruthy();
    for (const ns of SERVER_NAMESPACES) expect(sourceCatalogue[ns], ns).toBeUndefined();
  });
});

describe('loadLanguage', () => {
  it('shows English for a key the pack lacks, never the raw key', async () => {
    setPackSource(async () => ({ header: { signIn: 'Zaloguj się' } }));
    const instance = createI18n();
    await loadLanguage(instance, 'pl');
    await instance.changeLanguage('pl');
    expect(instance.t('header.signIn')).toBe('Zaloguj się');
    expect(instance.t('header.logout')).toBe('Log out');
  });

  it('keeps English when the pack cannot be fetched', async () => {
    const failing: PackSource = async () => {
      throw new Error('offline');
    };
    setPackSource(failing);
    const instance = createI18n();
    await loadLanguage(instance, 'ar');
    await instance.changeLanguage('ar');
    expect(instance.t('header.signIn')).toBe('Sign in');
  });

  it('asks the server for the pack by languagePackId', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 200, data: { header: { signIn: 'تسجيل الدخول' } }, message: '' })));
    vi.stubGlobal('fetch', fetchMock);
    setPackSource(serverPackSource);
    const instance = createI18n();
    await loadLanguage(instance, 'ar', { languagePackId: 'ar' });
    await instance.changeLanguage('ar');
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/certification/i18n/pack?languagePackId=ar');
    expect(instance.t('header.signIn')).toBe('تسجيل الدخول');
  });
});

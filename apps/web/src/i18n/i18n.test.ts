import { SERVER_NAMESPACES } from '@credo/i18n';
import { readPackFiles } from '@credo/i18n/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPackSource, flattenCatalogue, serverPackSource, setPackSource, sourceCatalogue, type PackSource } from './catalogues';
import { createI18n, loadLanguage, loadNamespaces } from './i18n';
import { withNamespaces } from './with-namespaces';

const diskSource = currentPackSource();
const sourceValue = (key: string) => flattenCatalogue(readPackFiles('en'))[key];
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
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/certification/i18n/pack?languagePackId=ar&ns=start');
    expect(instance.t('header.signIn')).toBe('تسجيل الدخول');
  });
});

describe('page namespaces (issue 19)', () => {
  it('leaves the page namespaces out of the bundled start pack', () => {
    expect(sourceCatalogue.certification).toBeUndefined();
    expect(sourceCatalogue.home).toBeUndefined();
    expect(sourceCatalogue.common).toBeTruthy();
  });

  it('loads an English page namespace from its chunk', async () => {
    const instance = createI18n();
    expect(instance.exists('certification.title')).toBe(false);
    await loadNamespaces(instance, ['certification']);
    expect(instance.t('certification.title')).toBe('Certification');
  });

  it('fetches the page namespaces of a language together, and a switch to another language loads them too', async () => {
    const asked: string[] = [];
    setPackSource(async (language, packId, part) => {
      asked.push(`${language} ${packId} ${part === 'start' ? 'start' : part.join(',')}`);
      return diskSource(language, packId, part);
    });
    const instance = createI18n();
    await loadLanguage(instance, 'ar', { languagePackId: 'ar' });
    await instance.changeLanguage('ar');
    await loadNamespaces(instance, ['certification', 'payment']);
    expect(asked).toEqual(['ar ar start', 'ar ar certification,payment']);
    expect(instance.t('certification.title')).not.toBe('Certification');
    expect(instance.t('certification.title')).toMatch(/[\u0600-\u06FF]/);
    // Switching to Polish brings its start pack and the namespaces the page asked for, before the switch.
    await loadLanguage(instance, 'pl', { languagePackId: 'pl' });
    expect(asked.slice(2)).toEqual(['pl pl start', 'pl pl certification,payment']);
    await instance.changeLanguage('pl');
    expect(instance.t('certification.title')).toBe(instance.getResource('pl', 'translation', 'certification.title'));
  });

  it('never shows a raw key when the server cannot give a page namespace: English instead', async () => {
    setPackSource(async (language, packId, part) => (part === 'start' ? diskSource(language, packId, part) : null));
    const instance = createI18n();
    await loadLanguage(instance, 'ar', { languagePackId: 'ar' });
    await instance.changeLanguage('ar');
    await loadNamespaces(instance, ['home']);
    expect(instance.t('home.heroSubtitle')).toBe(sourceValue('home.heroSubtitle'));
    expect(instance.t('home.heroSubtitle')).not.toBe('home.heroSubtitle');
  });

  it('a route loader starts the page chunk and its namespaces together and resolves only with both', async () => {
    const instance = createI18n();
    let resolvePage!: (page: string) => void;
    const page = new Promise<string>((resolve) => {
      resolvePage = resolve;
    });
    let texts!: () => void;
    const held = new Promise<void>((resolve) => {
      texts = resolve;
    });
    const started: string[] = [];
    setPackSource(async (language, packId, part) => {
      if (part !== 'start') {
        started.push('namespaces');
        await held;
      }
      return diskSource(language, packId, part);
    });
    await loadLanguage(instance, 'ar', { languagePackId: 'ar' });
    await instance.changeLanguage('ar');
    let done = false;
    const loading = withNamespaces(
      () => {
        started.push('page');
        return page;
      },
      ['home'],
      instance,
    )().then((value) => {
      done = true;
      return value;
    });
    await Promise.resolve();
    // Both asked for before either came back: in parallel, not one after the other.
    expect(started.sort()).toEqual(['namespaces', 'page']);
    resolvePage('page');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    texts();
    expect(await loading).toBe('page');
    expect(instance.exists('home.heroSubtitle', { lng: 'ar' })).toBe(true);
  });
});

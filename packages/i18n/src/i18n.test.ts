import { errorMessages } from '@credo/contracts/errors';
import { describe, expect, it } from 'vitest';
import { flattenCatalogue, isPageNamespace, PACK_LANGUAGES, PAGE_NAMESPACES, pickNamespaces, SERVER_NAMESPACES, SOURCE_PACK, startPart } from './index';
import { readPackFiles } from './node';

// Every file, the server-only namespaces (the identity provider's `idp`) too.
const source = flattenCatalogue(readPackFiles(SOURCE_PACK, 'all'));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * i18next plurals: `key_one`, `key_other` … with the CLDR forms of each language (Arabic zero to
 * many, Polish one/few/many, Korean other only), so a plural key of en is expected in each language
 * with exactly that language's forms (a missing form would fall back to English).
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL, '');
const expectedKeys = (language: string): string[] => {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of Object.keys(source)) {
    if (PLURAL.test(key)) for (const form of forms) keys.add(`${pluralBase(key)}_${form}`);
    else keys.add(key);
  }
  return [...keys];
};
/** The en text a key is compared with: the key itself, or for a plural form en's `_other`. */
const sourceOf = (key: string) => source[key] ?? source[`${pluralBase(key)}_other`] ?? '';
/**
 * A plural form whose category holds one number only (Arabic zero, one and two) may spell that
 * number as a word and leave out `{count}` ("دقيقة واحدة", "دقيقتين"), as the identity provider's
 * texts do; any other form keeps every placeholder of en.
 */
const spellsItsNumber = (language: string, key: string): boolean => {
  const form = PLURAL.exec(key)?.[1];
  if (!form) return false;
  const rules = new Intl.PluralRules(language);
  return Array.from({ length: 1001 }, (_, n) => rules.select(n)).filter((c) => c === form).length === 1;
};

// A key missing from a pack would fall back to English on screen; this is where it is reported.
describe('language packs', () => {
  it.each(PACK_LANGUAGES.filter((l) => l !== SOURCE_PACK))('%s has every key of en, and no other', (language) => {
    const flat = flattenCatalogue(readPackFiles(language, 'all'));
    const expected = expectedKeys(language);
    const missing = expected.filter((k) => !(k in flat));
    const extra = Object.keys(flat).filter((k) => !expected.includes(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(PACK_LANGUAGES)('%s has no empty text and keeps the placeholders of en', (language) => {
    const flat = flattenCatalogue(readPackFiles(language, 'all'));
    for (const [key, text] of Object.entries(flat)) {
      expect(text.trim(), key).not.toBe('');
      const optional = spellsItsNumber(language, key) ? ['count'] : [];
      const required = (list: string[]) => list.filter((p) => !optional.includes(p));
      expect(required(placeholders(text)), key).toEqual(required(placeholders(sourceOf(key))));
    }
  });

  it('lets only a form of one number spell it (Arabic one and two; not French one, which holds 0 and 1)', () => {
    expect([spellsItsNumber('ar', 'idp.minutes_one'), spellsItsNumber('ar', 'idp.minutes_two'), spellsItsNumber('en', 'idp.minutes_one')]).toEqual([
      true,
      true,
      true,
    ]);
    expect([spellsItsNumber('fr', 'idp.minutes_one'), spellsItsNumber('ar', 'idp.minutes_few'), spellsItsNumber('ar', 'idp.signInTitle')]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('gives en its own plural forms (one, other) for every plural key', () => {
    for (const key of Object.keys(source).filter((k) => PLURAL.test(k))) {
      expect(expectedKeys('en'), key).toContain(key);
      expect(source[`${pluralBase(key)}_one`] && source[`${pluralBase(key)}_other`], key).toBeTruthy();
    }
  });

  it('has an en message for every code of the contracts catalogue, word for word', () => {
    for (const [code, message] of Object.entries(errorMessages)) {
      expect(source[`errorCode.${code}`], code).toBe(message);
    }
  });
});

describe("the web's bundled English catalogue (vite.ts)", () => {
  const literal = (module: string) => JSON.parse(module.replace(/^export default /, '').replace(/;\s*$/, '')) as Record<string, unknown>;

  it('holds every namespace but SERVER_NAMESPACES and PAGE_NAMESPACES in the start pack, each page namespace in a module of its own', async () => {
    const { sourceCatalogueModule, sourceNamespaceModule, sourceNamespacesModule, SOURCE_NAMESPACE_PREFIX } = await import('./vite');
    const bundled = literal(sourceCatalogueModule());
    const all = readPackFiles(SOURCE_PACK, 'all');
    const web = Object.keys(all).filter((ns) => !SERVER_NAMESPACES.includes(ns));
    expect(Object.keys(bundled).sort()).toEqual(web.filter((ns) => !isPageNamespace(ns)).sort());
    expect(SERVER_NAMESPACES.every((ns) => ns in all && !(ns in bundled))).toBe(true);
    const loaders = sourceNamespacesModule();
    for (const ns of PAGE_NAMESPACES) {
      expect(literal(sourceNamespaceModule(ns)), ns).toEqual(all[ns]);
      expect(loaders, ns).toContain(`"${ns}": () => import("${SOURCE_NAMESPACE_PREFIX}${ns}")`);
    }
  });
});

describe('page namespaces (issue 19)', () => {
  it('are web namespaces of every pack, and the start part is the rest', () => {
    for (const language of PACK_LANGUAGES) {
      const pack = readPackFiles(language);
      for (const ns of PAGE_NAMESPACES) {
        expect(pack[ns], `${language}/${ns}`).toBeTruthy();
        expect(SERVER_NAMESPACES, ns).not.toContain(ns);
      }
      const start = startPart(pack);
      expect(Object.keys(start).sort()).toEqual(
        Object.keys(pack)
          .filter((ns) => !isPageNamespace(ns))
          .sort(),
      );
      expect(pickNamespaces(pack, ['home', 'payment'])).toEqual({ home: pack.home, payment: pack.payment });
    }
  });
});

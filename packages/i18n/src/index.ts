/**
 * The message catalogues of the web app and the error messages of both spec documents, one
 * folder per language pack (`locales/<languagePackId>/`), one JSON file per top-level key
 * (namespace) so that features add their texts without touching each other's files.
 * `en` is the source: every other pack has exactly its keys (checked by i18n.test.ts).
 * The server serves a pack per languagePackId; the web bundles only `en`, as the fallback.
 */

/** A message catalogue: nested objects of strings. */
export type Catalogue = { [key: string]: string | Catalogue };

/** Every language pack shipped, in the order of the seeded language ids. */
export const PACK_LANGUAGES = ['en', 'ar', 'pl', 'es', 'fr', 'de', 'tr', 'pt', 'vi', 'id', 'ko', 'th'] as const;
export type PackLanguage = (typeof PACK_LANGUAGES)[number];
export const SOURCE_PACK: PackLanguage = 'en';

/**
 * Namespaces only the server uses: the identity provider's own pages and mails (`idp`), the notification mails (`mail`). They live
 * here so the completeness test covers them, but no pack serves them and the web does not bundle them.
 */
export const SERVER_NAMESPACES: readonly string[] = ['idp', 'mail'];

/**
 * Namespaces the web loads with the pages that show them rather than at start (issue 19: a page
 * must not pay for texts it does not show). Every other web namespace is the start pack: the shell,
 * its dialogs, error pages and messages, so a new namespace is loaded at start until a page claims
 * it. Which page loads which is in apps/web/src/app/routes.tsx (`namespaces`), checked against the
 * code each page reaches by apps/web/src/i18n/route-namespaces.test.ts.
 */
export const PAGE_NAMESPACES = [
  'catalogue',
  'certification',
  // The shell's personal information dialog and training suggestion form load these with themselves.
  'classroom',
  'companySearch',
  'course',
  'evaluation',
  // The exam page's; the shell's Log out shows exam.logoutOnExam only while that page runs an exam.
  'exam',
  'faq',
  'home',
  'hub',
  'invitation',
  'myLearning',
  'news',
  'payment',
  'player',
  'practicalExam',
  'profile',
  'search',
  'share',
  'smartTry',
  'trainer',
  'trainerApplication',
  'training',
  'verify',
] as const;
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];
export const isPageNamespace = (value: string): value is PageNamespace => (PAGE_NAMESPACES as readonly string[]).includes(value);

/** The part of a pack holding `namespaces` (top-level keys) only. */
export const pickNamespaces = (catalogue: Catalogue, namespaces: readonly string[]): Catalogue =>
  Object.fromEntries(namespaces.filter((ns) => ns in catalogue).map((ns) => [ns, catalogue[ns]]));

/** The start pack of a web catalogue: every namespace but the page namespaces. */
export const startPart = (catalogue: Catalogue): Catalogue =>
  pickNamespaces(
    catalogue,
    Object.keys(catalogue).filter((ns) => !isPageNamespace(ns)),
  );

export const isPackLanguage = (value: string): value is PackLanguage => (PACK_LANGUAGES as readonly string[]).includes(value);

/** Builds a catalogue from namespace files: `{ '<ns>': content }` from each `<ns>.json`. */
export const fromNamespaces = (files: Record<string, unknown>): Catalogue => {
  const catalogue: Catalogue = {};
  for (const [file, content] of Object.entries(files)) {
    const ns = file
      .split('/')
      .pop()!
      .replace(/\.json$/, '');
    const value = (content as { default?: unknown }).default ?? content;
    catalogue[ns] = value as Catalogue;
  }
  return catalogue;
};

/** Flattens a catalogue to "a.b.c" keys, for comparisons and completeness checks. */
export const flattenCatalogue = (catalogue: Catalogue, prefix = ''): Record<string, string> => {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flattenCatalogue(value, path));
  }
  return flat;
};

/** `over` laid on `base`, key by key: a pack missing a key keeps the source text, never a raw key. */
export const mergeCatalogues = (base: Catalogue, over: Catalogue): Catalogue => {
  const merged: Catalogue = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = merged[key];
    merged[key] = typeof value === 'object' && typeof under === 'object' ? mergeCatalogues(under, value) : value;
  }
  return merged;
};

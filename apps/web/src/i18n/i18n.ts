import type { PageNamespace } from '@credo/i18n';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentPackSource, sourceCatalogue, sourceNamespace, type Catalogue, type PackPart } from './catalogues';
import { APP_LANGUAGES, SOURCE_LANGUAGE, toAppLanguage, type AppLanguage } from './languages';

const NAMESPACE = 'translation';

/**
 * What an instance holds beyond English's start pack: per language and part ('start' or a page
 * namespace), the load in flight or done; the page namespaces pages asked for (a language switch
 * loads them too); the languagePackId each language was fetched by.
 */
type PackState = { parts: Map<string, Promise<void>>; wanted: Set<PageNamespace>; packIds: Map<AppLanguage, string> };
const states = new WeakMap<I18n, PackState>();
const stateOf = (instance: I18n): PackState => {
  let state = states.get(instance);
  if (!state) {
    state = { parts: new Map(), wanted: new Set(), packIds: new Map() };
    states.set(instance, state);
  }
  return state;
};

/**
 * The app's i18next instance. Placeholders use single braces ({email}, {site}) like the spec's
 * texts and the contracts' messages, so server packs and catalogues share one syntax.
 * A key a pack lacks falls back to English (fallbackLng), never to the raw key.
 */
export const createI18n = (): I18n => {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // A copy: i18next merges loaded namespaces into the object it holds, which must not change the
    // bundled catalogue every other instance starts from.
    resources: { [SOURCE_LANGUAGE]: { [NAMESPACE]: structuredClone(sourceCatalogue) } },
    lng: SOURCE_LANGUAGE,
    fallbackLng: SOURCE_LANGUAGE,
    supportedLngs: [...APP_LANGUAGES],
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
    react: { useSuspense: false },
  });
  return instance;
};

export const i18n = createI18n();

const add = (instance: I18n, language: AppLanguage, catalogue: Catalogue) => instance.addResourceBundle(language, NAMESPACE, catalogue, true, true);

/** English page namespaces from their chunks; a chunk that cannot load leaves the load to fail (the route shows its error). */
const loadSourceNamespaces = async (instance: I18n, namespaces: readonly PageNamespace[]): Promise<void> => {
  const catalogues = await Promise.all(namespaces.map(async (ns) => [ns, await sourceNamespace(ns)] as const));
  add(instance, SOURCE_LANGUAGE, Object.fromEntries(catalogues));
};

/** Fetches a part of a non-English pack into the instance. */
const fetchPart = async (instance: I18n, language: AppLanguage, part: PackPart): Promise<void> => {
  const packId = stateOf(instance).packIds.get(language) ?? language;
  const pack = await currentPackSource()(language, packId, part).catch(() => null);
  if (pack) add(instance, language, pack);
  // The server laid English under its texts; without them English is the fallback, so it must be there.
  else if (part !== 'start') await loadSourceNamespaces(instance, part);
};

/**
 * One part of `language` in `instance`, once (loads in flight are shared, page namespaces asked
 * together are fetched together). English's start pack is bundled. A part the server cannot give
 * leaves English on screen: for page namespaces, English's are loaded instead, so a key never
 * shows raw.
 */
const loadPart = (instance: I18n, language: AppLanguage, part: PackPart): Promise<void> => {
  const { parts } = stateOf(instance);
  const keyOf = (name: string) => `${language}|${name}`;
  const names: readonly string[] = part === 'start' ? (language === SOURCE_LANGUAGE ? [] : ['start']) : part;
  const missing = names.filter((name) => !parts.has(keyOf(name)));
  if (missing.length > 0) {
    const load =
      language === SOURCE_LANGUAGE
        ? loadSourceNamespaces(instance, missing as PageNamespace[])
        : fetchPart(instance, language, part === 'start' ? 'start' : (missing as PageNamespace[]));
    for (const name of missing) parts.set(keyOf(name), load);
    // A chunk that failed (a deploy, a network blip) may load on the next try: forget the failure.
    load.catch(() => {
      for (const name of missing) if (parts.get(keyOf(name)) === load) parts.delete(keyOf(name));
    });
  }
  return Promise.all(names.map((name) => parts.get(keyOf(name)))).then(() => undefined);
};

/**
 * Makes `language` ready in `instance`: its start pack and the page namespaces pages asked for so
 * far (once per page load each). When the pack cannot be fetched the texts stay English rather
 * than showing keys.
 */
export const loadLanguage = async (instance: I18n, language: AppLanguage, options: { languagePackId?: string } = {}): Promise<void> => {
  const state = stateOf(instance);
  if (options.languagePackId) state.packIds.set(language, options.languagePackId);
  const wanted = [...state.wanted];
  await Promise.all([loadPart(instance, language, 'start'), wanted.length > 0 ? loadPart(instance, language, wanted) : undefined]);
};

/**
 * Loads page namespaces in the instance's language (a route's, with its chunk: app/routes.tsx) and
 * remembers them, so a later language switch loads them as well. Resolves when the texts are there:
 * the page renders with them, never with raw keys. If the language changed meanwhile, the new one
 * is loaded too.
 */
export const loadNamespaces = async (instance: I18n, namespaces: readonly PageNamespace[]): Promise<void> => {
  if (namespaces.length === 0) return;
  const { wanted } = stateOf(instance);
  for (const ns of namespaces) wanted.add(ns);
  let language: AppLanguage;
  do {
    language = toAppLanguage(instance.language);
    await loadPart(instance, language, namespaces);
  } while (toAppLanguage(instance.language) !== language);
};

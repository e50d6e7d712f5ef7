import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadBundledCatalogue, sourceCatalogue, type PackSource } from './catalogues';
import { APP_LANGUAGES, SOURCE_LANGUAGE, type AppLanguage } from './languages';

const NAMESPACE = 'translation';

/**
 * The app's i18next instance. Placeholders use single braces ({email}, {site}) like the spec's
 * texts and the contracts' messages, so server packs and catalogues share one syntax.
 */
export const createI18n = (): I18n => {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { [SOURCE_LANGUAGE]: { [NAMESPACE]: sourceCatalogue } },
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

/**
 * Makes `language` ready in `instance`: the bundled catalogue first, then (when given) a pack
 * from another source such as the server merged over it. Failures of the extra source keep the
 * bundled texts.
 */
export const loadLanguage = async (
  instance: I18n,
  language: AppLanguage,
  options: { languagePackId?: string; extraSource?: PackSource } = {},
): Promise<void> => {
  if (!instance.hasResourceBundle(language, NAMESPACE)) {
    instance.addResourceBundle(language, NAMESPACE, await loadBundledCatalogue(language), true, true);
  }
  if (options.extraSource) {
    const pack = await options.extraSource(language, options.languagePackId ?? language).catch(() => null);
    if (pack) instance.addResourceBundle(language, NAMESPACE, pack, true, true);
  }
};

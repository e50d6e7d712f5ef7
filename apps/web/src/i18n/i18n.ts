import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentPackSource, sourceCatalogue } from './catalogues';
import { APP_LANGUAGES, SOURCE_LANGUAGE, type AppLanguage } from './languages';

const NAMESPACE = 'translation';

/**
 * The app's i18next instance. Placeholders use single braces ({email}, {site}) like the spec's
 * texts and the contracts' messages, so server packs and catalogues share one syntax.
 * A key a pack lacks falls back to English (fallbackLng), never to the raw key.
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
 * Makes `language` ready in `instance`: its pack from the server (once per page load). When the
 * pack cannot be fetched the texts stay English rather than showing keys.
 */
export const loadLanguage = async (instance: I18n, language: AppLanguage, options: { languagePackId?: string } = {}): Promise<void> => {
  if (language === SOURCE_LANGUAGE || instance.hasResourceBundle(language, NAMESPACE)) return;
  const pack = await currentPackSource()(language, options.languagePackId ?? language).catch(() => null);
  if (pack) instance.addResourceBundle(language, NAMESPACE, pack, true, true);
};

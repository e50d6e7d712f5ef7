import type { Language } from '@credo/contracts';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { i18n, loadLanguage } from '@/i18n/i18n';
import { toAppLanguage, type AppLanguage } from '@/i18n/languages';

export type Direction = 'ltr' | 'rtl';

export type LocaleState = {
  language: AppLanguage;
  direction: Direction;
  antdLocale: Locale;
};

/** CommonJS locale modules arrive as `{ default }` or `{ default: { default } }` depending on the bundler. */
const unwrap = <T>(module: unknown): T => {
  const first = (module as { default?: unknown }).default ?? module;
  return ((first as { default?: unknown }).default ?? first) as T;
};

const antdLocales: Record<AppLanguage, () => Promise<unknown>> = {
  en: () => import('antd/locale/en_US'),
  ar: () => import('antd/locale/ar_EG'),
  pl: () => import('antd/locale/pl_PL'),
  es: () => import('antd/locale/es_ES'),
  fr: () => import('antd/locale/fr_FR'),
  de: () => import('antd/locale/de_DE'),
  tr: () => import('antd/locale/tr_TR'),
  pt: () => import('antd/locale/pt_PT'),
  vi: () => import('antd/locale/vi_VN'),
  id: () => import('antd/locale/id_ID'),
  ko: () => import('antd/locale/ko_KR'),
  th: () => import('antd/locale/th_TH'),
};

const dayjsLocales: Record<AppLanguage, (() => Promise<unknown>) | null> = {
  en: null,
  ar: () => import('dayjs/locale/ar'),
  pl: () => import('dayjs/locale/pl'),
  es: () => import('dayjs/locale/es'),
  fr: () => import('dayjs/locale/fr'),
  de: () => import('dayjs/locale/de'),
  tr: () => import('dayjs/locale/tr'),
  pt: () => import('dayjs/locale/pt'),
  vi: () => import('dayjs/locale/vi'),
  id: () => import('dayjs/locale/id'),
  ko: () => import('dayjs/locale/ko'),
  th: () => import('dayjs/locale/th'),
};

const loadDayjsLocale = async (language: AppLanguage): Promise<void> => {
  const load = dayjsLocales[language];
  if (!load) {
    dayjs.locale('en');
    return;
  }
  // Registering the locale object itself works whichever dayjs copy the module attached to.
  dayjs.locale(unwrap<ILocale>(await load()));
};

export const directionOf = (language: Pick<Language, 'rtlStatus'> | undefined): Direction =>
  language?.rtlStatus === '1' ? 'rtl' : 'ltr';

/**
 * Switches the whole UI to `language`: catalogue, antd locale, dayjs locale, `<html lang dir>`.
 * Without a server language (list unavailable) the source language is used.
 */
export const applyLanguage = async (language: Language | undefined): Promise<LocaleState> => {
  const appLanguage = toAppLanguage(language?.languagePackId, language?.languageSimple);
  const [antdModule] = await Promise.all([
    antdLocales[appLanguage](),
    loadLanguage(i18n, appLanguage, { languagePackId: language?.languagePackId }),
    loadDayjsLocale(appLanguage),
  ]);
  await i18n.changeLanguage(appLanguage);
  const direction = directionOf(language);
  const root = document.documentElement;
  root.lang = language?.languageSimple || appLanguage;
  root.dir = direction;
  return { language: appLanguage, direction, antdLocale: unwrap<Locale>(antdModule) };
};

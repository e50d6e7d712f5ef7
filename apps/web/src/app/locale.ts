import type { Language } from '@credo/contracts';
import dayjs from 'dayjs';
import { i18n, loadLanguage } from '@/i18n/i18n';
import { toAppLanguage, type AppLanguage } from '@/i18n/languages';
import { unwrapModule } from '@/shared/antd/antd-locales';

export type Direction = 'ltr' | 'rtl';

export type LocaleState = {
  language: AppLanguage;
  direction: Direction;
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
  dayjs.locale(unwrapModule<ILocale>(await load()));
};

export const directionOf = (language: Pick<Language, 'rtlStatus'> | undefined): Direction => (language?.rtlStatus === '1' ? 'rtl' : 'ltr');

/**
 * Switches the whole UI to `language`: catalogue, dayjs locale (antd's comes with the first antd part, shared/antd), `<html lang dir>`.
 * Without a server language (list unavailable) the source language is used.
 */
export const applyLanguage = async (language: Language | undefined): Promise<LocaleState> => {
  const appLanguage = toAppLanguage(language?.languagePackId, language?.languageSimple);
  await Promise.all([loadLanguage(i18n, appLanguage, { languagePackId: language?.languagePackId }), loadDayjsLocale(appLanguage)]);
  await i18n.changeLanguage(appLanguage);
  const direction = directionOf(language);
  const root = document.documentElement;
  root.lang = language?.languageSimple || appLanguage;
  root.dir = direction;
  return { language: appLanguage, direction };
};

import type { Locale } from 'antd/es/locale';
import { toAppLanguage, type AppLanguage } from '@/i18n/languages';

/** CommonJS locale modules arrive as `{ default }` or `{ default: { default } }` depending on the bundler. */
export const unwrapModule = <T>(module: unknown): T => {
  const first = (module as { default?: unknown }).default ?? module;
  return ((first as { default?: unknown }).default ?? first) as T;
};

const loaders: Record<AppLanguage, () => Promise<unknown>> = {
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

const loaded = new Map<AppLanguage, Locale>();
const listeners = new Set<() => void>();

/** The antd locale of an app language once loaded (texts of pickers, pagination, empty states). */
export const antdLocaleOf = (language: string): Locale | undefined => loaded.get(appLanguageOf(language));

const appLanguageOf = (language: string): AppLanguage => toAppLanguage(language);

/** Loads the antd locale of `language` (once); components wait for it with `subscribeAntdLocales`. */
export const loadAntdLocale = async (language: string): Promise<void> => {
  const app = appLanguageOf(language);
  if (loaded.has(app)) return;
  const locale = unwrapModule<Locale>(await loaders[app]());
  loaded.set(app, locale);
  listeners.forEach((listener) => listener());
};

export const subscribeAntdLocales = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The languages the web app ships catalogues for; en is the source and the fallback. */
export const APP_LANGUAGES = ['en', 'ar', 'pl', 'es', 'fr', 'de', 'tr', 'pt', 'vi', 'id', 'ko', 'th'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

export const SOURCE_LANGUAGE: AppLanguage = 'en';

const isAppLanguage = (value: string): value is AppLanguage => (APP_LANGUAGES as readonly string[]).includes(value);

/**
 * Maps a server language (languagePackId such as 'en' or 'pt_BR', or languageSimple) to the
 * catalogue that serves it; anything unknown falls back to the source language.
 */
export const toAppLanguage = (...candidates: Array<string | null | undefined>): AppLanguage => {
  for (const candidate of candidates) {
    const base = candidate?.trim().toLowerCase().split(/[-_]/)[0];
    if (base && isAppLanguage(base)) return base;
  }
  return SOURCE_LANGUAGE;
};

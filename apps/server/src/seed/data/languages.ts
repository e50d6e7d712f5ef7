/** Language ids are stable: other data and the web's cookies refer to them (en must be 1). */
export const LANG = {
  en: 1,
  ar: 2,
  pl: 3,
  es: 4,
  fr: 5,
  de: 6,
  tr: 7,
  pt: 8,
  vi: 9,
  id: 10,
  ko: 11,
  th: 12,
} as const;
export type LangCode = keyof typeof LANG;

export const languages: {
  id: number;
  languagePackId: string;
  languageComplete: string;
  languageSimple: string;
  rtl: boolean;
}[] = [
  { id: LANG.en, languagePackId: 'en', languageComplete: 'English', languageSimple: 'en', rtl: false },
  { id: LANG.ar, languagePackId: 'ar', languageComplete: 'العربية', languageSimple: 'ar', rtl: true },
  { id: LANG.pl, languagePackId: 'pl', languageComplete: 'Polski', languageSimple: 'pl', rtl: false },
  { id: LANG.es, languagePackId: 'es', languageComplete: 'Español', languageSimple: 'es', rtl: false },
  { id: LANG.fr, languagePackId: 'fr', languageComplete: 'Français', languageSimple: 'fr', rtl: false },
  { id: LANG.de, languagePackId: 'de', languageComplete: 'Deutsch', languageSimple: 'de', rtl: false },
  { id: LANG.tr, languagePackId: 'tr', languageComplete: 'Türkçe', languageSimple: 'tr', rtl: false },
  { id: LANG.pt, languagePackId: 'pt', languageComplete: 'Português', languageSimple: 'pt', rtl: false },
  { id: LANG.vi, languagePackId: 'vi', languageComplete: 'Tiếng Việt', languageSimple: 'vi', rtl: false },
  { id: LANG.id, languagePackId: 'id', languageComplete: 'Bahasa Indonesia', languageSimple: 'id', rtl: false },
  { id: LANG.ko, languagePackId: 'ko', languageComplete: '한국어', languageSimple: 'ko', rtl: false },
  { id: LANG.th, languagePackId: 'th', languageComplete: 'ไทย', languageSimple: 'th', rtl: false },
];

export function langCodeOf(id: number): LangCode {
  const entry = Object.entries(LANG).find(([, v]) => v === id);
  if (!entry) throw new Error(`Unknown language id ${id}`);
  return entry[0] as LangCode;
}

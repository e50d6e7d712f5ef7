import { isPackLanguage, mergeCatalogues, SOURCE_PACK, type PackLanguage } from '@credo/i18n';
import { readNamespace } from '@credo/i18n/node';
import type sourceTexts from '@credo/i18n/locales/en/mail.json';

/**
 * The mail texts: the server-only `mail` namespace of packages/i18n (covered by its completeness
 * test, not bundled by the web), read once per language and laid over English.
 */
export type MailKey = keyof typeof sourceTexts;
export type Vars = Record<string, string | number>;
export type Translate = (key: MailKey, vars?: Vars) => string;

const loaded = new Map<PackLanguage, Record<MailKey, string>>();

function messagesOf(lang: PackLanguage): Record<MailKey, string> {
  let messages = loaded.get(lang);
  if (!messages) {
    const source = readNamespace(SOURCE_PACK, 'mail');
    messages = (lang === SOURCE_PACK ? source : mergeCatalogues(source, readNamespace(lang, 'mail'))) as Record<MailKey, string>;
    loaded.set(lang, messages);
  }
  return messages;
}

export const toPackLanguage = (id: string | null | undefined): PackLanguage => (id && isPackLanguage(id) ? id : SOURCE_PACK);

/** Placeholders are filled with the values as given; escaping is the layout's job (HTML only). */
export function mailTranslator(lang: PackLanguage): Translate {
  const messages = messagesOf(lang);
  return (key, vars) => messages[key].replace(/\{(\w+)\}/g, (m, name: string) => (vars && name in vars ? String(vars[name]) : m));
}

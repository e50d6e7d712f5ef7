import { ErrorCode, isErrorCode, SERVER_MESSAGE_CODES } from '@credo/contracts/errors';
import type { i18n as I18n } from 'i18next';

/** Values a code's message may name, taken from the error context (`data`) of the envelope. */
const placeholderValues = (data: unknown): Record<string, string> => {
  if (!data || typeof data !== 'object') return {};
  const context = data as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(context)) {
    if (typeof value === 'string' || typeof value === 'number') values[key] = String(value);
  }
  const site = context.site ?? context.codeValidWithSite ?? context.siteName;
  if (typeof site === 'string') values.site = site;
  return values;
};

/**
 * The text of the Tips dialog for an envelope code (both spec documents, section 8), in the
 * current language: the catalogue message of a known code, then the server message, then
 * System Error. For 501 the server message itself comes first. This is the contracts'
 * `messageFor` rule with translated catalogue texts.
 */
export const describeErrorCode = (i18n: I18n, code: number, serverMessage: string | undefined, data: unknown): string => {
  const server = serverMessage?.trim() ? serverMessage : undefined;
  if (isErrorCode(code) && SERVER_MESSAGE_CODES.includes(code) && server) return server;
  const values = placeholderValues(data);
  // 10018 names a site; without it in the context the server's own sentence is the better text.
  const missingSite = code === ErrorCode.INVITATION_WRONG_SITE && !values.site;
  const key = `errorCode.${code}`;
  if (isErrorCode(code) && i18n.exists(key) && !(missingSite && server)) {
    return i18n.t(key, values);
  }
  return server ?? i18n.t('common.systemError');
};

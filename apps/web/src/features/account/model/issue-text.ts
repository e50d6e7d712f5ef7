import { REQUIRED_INFO_FIELDS, requiredMessage, VALIDATION_MESSAGES, type FieldIssue } from '@credo/contracts/user';
import type { TFunction } from 'i18next';

const TOO_LONG = /at most (\d+) characters/;

/**
 * The text of a server (or contract) issue in the current language: the contract's rule
 * messages are English sentences, so known ones are matched back to their catalogue keys;
 * anything else is shown as the server wrote it.
 */
export const issueText = (t: TFunction, issue: FieldIssue): string => {
  const { message } = issue;
  const required = REQUIRED_INFO_FIELDS.find((field) => requiredMessage(field) === message);
  if (required) return t(`profile.required.${required}`);
  if (message === 'Please input phone code') return t('profile.required.phoneCode');
  if (message === VALIDATION_MESSAGES.vat) return t('profile.validation.vat');
  if (message === VALIDATION_MESSAGES.phone) return t('profile.validation.phone');
  if (message === VALIDATION_MESSAGES.phonePair) return t('profile.validation.phonePair');
  if (message === VALIDATION_MESSAGES.polishPostcode) return t('profile.validation.polishPostcode');
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) return t('profile.validation.tooLong', { max: tooLong[1], count: Number(tooLong[1]) });
  return message;
};

import { z } from 'zod';
import { inputText } from './fields';
import { siteParams } from './site';

/** GET /api/certification/i18n/pack: a language pack by its languagePackId (spec section 7, "i18n pack by languagePackId"). */
export const languagePackQuery = siteParams.extend({
  languagePackId: inputText
    .trim()
    .min(2)
    .max(10)
    .regex(/^[A-Za-z]{2,3}([_-][A-Za-z]{2,4})?$/),
});

/** Nested message catalogue: namespaces of keys to texts (placeholders in single braces). */
export const languagePack = z.record(z.string(), z.unknown());

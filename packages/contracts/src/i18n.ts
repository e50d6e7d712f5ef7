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
  /**
   * This project's extension (issue 19; the spec names the call by languagePackId only): a part of
   * the pack, `start` (what the site shell shows) or page namespaces joined by commas, each a
   * PAGE_NAMESPACES name of @credo/i18n. Without it the whole pack is served, as the spec's call.
   */
  ns: inputText
    .max(400)
    .regex(/^[A-Za-z]+(,[A-Za-z]+)*$/)
    .optional(),
});

/** Nested message catalogue: namespaces of keys to texts (placeholders in single braces). */
export const languagePack = z.record(z.string(), z.unknown());

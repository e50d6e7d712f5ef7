import { sql, type Column, type SQL } from 'drizzle-orm';
import { certificationTypes } from './schema/index';

/**
 * The programme's display name in a language (issue 14): its translation, else its key (the
 * English name the hub URLs are built from, which never changes with the language). Shared by
 * the modules that name programmes (certification, catalogue) so they cannot disagree.
 * `languageId` is the request's language or a column (a certification's own language).
 */
export const programmeNameIn = (languageId: number | Column): SQL<string> =>
  sql<string>`coalesce((select ctn.name from certification_type_names ctn
    where ctn.type_id = ${certificationTypes.id} and ctn.language_id = ${languageId}), ${certificationTypes.name})`;

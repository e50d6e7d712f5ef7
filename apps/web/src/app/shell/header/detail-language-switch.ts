import { matchPath } from 'react-router';
import { getCertificationsByCountryLanguage, type RelatedQuery } from '@/features/certification/api/get-by-country-language';

/** The certification or course a detail page shows, or null on any other page (cert §2). */
export const detailPageOf = (path: string): Pick<RelatedQuery, 'id' | 'courseId'> | null => {
  const number = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);
  const certification = number(matchPath('/certification/detail/:id', path)?.params.id);
  if (certification) return { id: certification };
  const course = number(matchPath('/course/detail/:id', path)?.params.id);
  return course ? { courseId: course } : null;
};

/**
 * Where a language change on a detail page goes (cert §2): the related certification in the new
 * language when exactly one matches, else home. Null when `path` is not a detail page (stay).
 */
export const detailTargetAfterLanguageChange = async (path: string, languageId: number, countryCode: string | undefined): Promise<string | null> => {
  const page = detailPageOf(path);
  if (!page) return null;
  const related = await getCertificationsByCountryLanguage({ languageId, ...(countryCode ? { countryCode } : {}), ...page });
  return related.length === 1 ? `/certification/detail/${related[0].id}` : '/';
};

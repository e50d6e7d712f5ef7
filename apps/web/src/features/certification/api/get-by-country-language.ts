import type { RelatedCertification } from '@credo/contracts/certification';
import { api, dataOr } from '@/shared/api/api-client';

export type RelatedQuery = {
  /** The language just chosen: sent as the call's languageId. */
  languageId: number;
  countryCode?: string;
  /** The certification of /certification/detail/{id}, or the course of /course/detail/{id}. */
  id?: number;
  courseId?: number;
};

/**
 * GET /certification/release/certification/getByCountryLanguage: the related certifications in
 * the new language; empty on any failure (the caller then goes home). Silent: a language change
 * never ends in an error dialog.
 */
export const getCertificationsByCountryLanguage = async (query: RelatedQuery): Promise<RelatedCertification[]> =>
  dataOr(await api.get<RelatedCertification[]>('/certification/release/certification/getByCountryLanguage', { ...query }, { silent: true }), []);

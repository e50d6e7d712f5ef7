import { CATALOGUE_KEYWORD_MAX, CATALOGUE_MAX_PAGE_NUM } from '@credo/contracts/catalogue';
import { VENDOR_HUB_PREFIXES } from '@credo/contracts/certification';
import type { CertificationKindValue } from '@credo/contracts/enums-site';

/** Query parameters of the list call (the contract coerces them from strings). */
export type ListQuery = Record<string, string | number | undefined>;
import { VideoType, type RequirementValue, type VideoTypeValue } from '@credo/contracts/enums-learning';

/** Filters of the course list as they stand in its URL (?q=&typeId=&subtypeId=&requirement=&language=&version=&page=). */
export type CourseFilters = {
  keyword: string;
  typeId: number | null;
  subtypeId: number | null;
  requirement: RequirementValue | null;
  language: string;
  version: string;
  page: number;
};

/** Filters of the video list as they stand in its URL (?q=&line=&videoType=&language=&page=). */
export type VideoFilters = {
  keyword: string;
  productLineId: number | null;
  videoType: VideoTypeValue;
  language: string;
  page: number;
};

/**
 * The language filter in the URL: absent means the visitor's language (the list would otherwise
 * mix every language of the site), `all` means no language filter, anything else is a language's
 * full name.
 */
export const LANGUAGE_ALL = 'all';

/** The languageComplete to send: the URL's choice, else the visitor's language when the list has it. */
export const resolveLanguage = (urlLanguage: string, visitorLanguage: string): string | undefined => {
  if (urlLanguage === LANGUAGE_ALL) return undefined;
  return urlLanguage || visitorLanguage || undefined;
};

const positiveInt = (raw: string | null): number | null => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);
const text = (raw: string | null, max: number): string => (raw ?? '').trim().slice(0, max);
const page = (raw: string | null): number => {
  const n = positiveInt(raw);
  return n && n <= CATALOGUE_MAX_PAGE_NUM ? n : 1;
};

export const readCourseFilters = (params: URLSearchParams): CourseFilters => {
  const requirement = params.get('requirement');
  return {
    keyword: text(params.get('q'), CATALOGUE_KEYWORD_MAX),
    typeId: positiveInt(params.get('typeId')),
    subtypeId: positiveInt(params.get('subtypeId')),
    requirement: requirement === '0' || requirement === '1' ? (Number(requirement) as RequirementValue) : null,
    language: text(params.get('language'), 100),
    version: text(params.get('version'), 50),
    page: page(params.get('page')),
  };
};

export const readVideoFilters = (params: URLSearchParams): VideoFilters => {
  const type = params.get('videoType');
  return {
    keyword: text(params.get('q'), CATALOGUE_KEYWORD_MAX),
    productLineId: positiveInt(params.get('line')),
    videoType: type === '1' || type === '2' || type === '3' ? (Number(type) as VideoTypeValue) : VideoType.ALL,
    language: text(params.get('language'), 100),
    page: page(params.get('page')),
  };
};

/** Sets or removes one parameter: empty values and defaults stay out of the URL. */
const put = (next: URLSearchParams, key: string, value: string | number | null, fallback: string | number | null = null) => {
  if (value === null || value === '' || value === fallback) next.delete(key);
  else next.set(key, String(value));
};

/** The query for the course list's filters, other parameters kept; page 1 is left out. */
export const writeCourseFilters = (params: URLSearchParams, f: CourseFilters): URLSearchParams => {
  const next = new URLSearchParams(params);
  put(next, 'q', f.keyword);
  put(next, 'typeId', f.typeId);
  put(next, 'subtypeId', f.subtypeId);
  put(next, 'requirement', f.requirement);
  put(next, 'language', f.language);
  put(next, 'version', f.version);
  put(next, 'page', f.page, 1);
  return next;
};

export const writeVideoFilters = (params: URLSearchParams, f: VideoFilters): URLSearchParams => {
  const next = new URLSearchParams(params);
  put(next, 'q', f.keyword);
  put(next, 'line', f.productLineId);
  put(next, 'videoType', f.videoType, VideoType.ALL);
  put(next, 'language', f.language);
  put(next, 'page', f.page, 1);
  return next;
};

/**
 * The programme kind a course list's path names: fixed on the vendor tenant's hubs, null on
 * /online-video-courses/{kind name}, where the list's answer tells it.
 */
export const fixedKind = (pathname: string): CertificationKindValue | null => {
  if (pathname.includes(`${VENDOR_HUB_PREFIXES[1]}/`)) return 1;
  if (pathname.includes(`${VENDOR_HUB_PREFIXES[0]}/`)) return 0;
  return null;
};

/** The server query of a course list page (commerce §3, course list query). */
export const courseListQuery = (f: CourseFilters, kind: 0 | 1, pageSize: number, visitorLanguage = ''): ListQuery => ({
  courseType: 0,
  type: kind,
  keyword: f.keyword || undefined,
  certificationTypeId: f.typeId ?? undefined,
  certificationSubtypeId: f.subtypeId ?? undefined,
  requirement: f.requirement ?? undefined,
  languageComplete: resolveLanguage(f.language, visitorLanguage),
  versionLabel: f.version || undefined,
  pageNum: f.page,
  pageSize,
});

/** The server query of a video list page (commerce §3, video list query). */
export const videoListQuery = (f: VideoFilters, pageSize: number, visitorLanguage = ''): ListQuery => ({
  courseType: 1,
  keyword: f.keyword || undefined,
  productLineId: f.productLineId ?? undefined,
  videoTypeId: f.videoType,
  languageComplete: resolveLanguage(f.language, visitorLanguage),
  pageNum: f.page,
  pageSize,
});

import { z } from 'zod';
import { inputText, positiveId } from './fields';
import { DEFAULT_FILTER_TYPE, LIST_PAGE_SIZE } from './constants';
import { CourseType, courseTypeSchema, requirementSchema, VideoType, videoTypeSchema } from './enums-learning';
import { certificationKindSchema } from './enums-site';
import { banner } from './site';

/**
 * GET /api/certification/release/course/page/list (commerce document sections 2, 3, 7, 9): the
 * course list (courseType 0) and the video list (courseType 1) of the request's site, published
 * items only, with the filter options and the banner above the list in one answer.
 */

/** Largest page a caller may ask for; more answers HTTP 400, code 400. */
export const CATALOGUE_MAX_PAGE_SIZE = 50;
/** Deepest page; further pages of any real catalogue are empty anyway. */
export const CATALOGUE_MAX_PAGE_NUM = 10_000;
export const CATALOGUE_KEYWORD_MAX = 100;
const text = (max: number) =>
  inputText
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

export const catalogueListQuery = z.object({
  /** 0 course list, 1 video list. */
  courseType: z.coerce.number().pipe(courseTypeSchema).default(CourseType.COURSE),
  /** Certification kind of the hub hosting the list (0 general, 1 vendor): picks the banner, and for courses the programme. */
  type: z.coerce
    .number()
    .pipe(certificationKindSchema)
    .default(DEFAULT_FILTER_TYPE as 0),
  /** Contained in the name or description, case-insensitively and literally (% and _ are not wildcards). */
  keyword: text(CATALOGUE_KEYWORD_MAX),
  certificationTypeId: positiveId.optional(),
  certificationTypeName: text(200),
  certificationSubtypeId: positiveId.optional(),
  certificationSubtypeName: text(200),
  /** 1 compulsory, 0 elective. */
  requirement: z.coerce.number().pipe(requirementSchema).optional(),
  /** The language's full name, as listed in `languages` (e.g. "English"). */
  languageComplete: text(100),
  versionLabel: text(50),
  productLineId: positiveId.optional(),
  /** 0 all, 1 topic, 2 course, 3 webinar. */
  videoTypeId: z.coerce.number().pipe(videoTypeSchema).default(VideoType.ALL),
  pageNum: z.coerce.number().int().min(1).max(CATALOGUE_MAX_PAGE_NUM).default(1),
  pageSize: z.coerce.number().int().min(1).max(CATALOGUE_MAX_PAGE_SIZE).default(LIST_PAGE_SIZE.desktop),
});
export type CatalogueListFilters = z.output<typeof catalogueListQuery>;

const catalogueRow = z.object({
  id: z.number().int(),
  /** 0 course, 1 video: the detail link is /course/detail/{id}?courseType= */
  courseType: courseTypeSchema,
  name: z.string(),
  description: z.string(),
  coverUrl: z.string().nullable(),
  credits: z.number().int(),
  requirement: requirementSchema,
  videoType: videoTypeSchema,
  languageId: z.number().int(),
  languageComplete: z.string(),
  certificationId: z.number().int().nullable(),
  certificationName: z.string().nullable(),
  certificationTypeName: z.string().nullable(),
  certificationSubtypeName: z.string().nullable(),
  versionLabel: z.string().nullable(),
  productLineId: z.number().int().nullable(),
  productLineName: z.string().nullable(),
});
export type CatalogueRow = z.infer<typeof catalogueRow>;

export const catalogueList = z.object({
  rows: z.array(catalogueRow),
  /** Matches over every page (also when the asked page is past the end). */
  total: z.number().int(),
  /** name: the programme's key (hub URL); title: its display name in the request's language. */
  certificationTypes: z.array(z.object({ id: z.number().int(), kind: certificationKindSchema, name: z.string(), title: z.string() })),
  subTypes: z.array(z.object({ id: z.number().int(), typeId: z.number().int(), name: z.string() })),
  versionLabels: z.array(z.string()),
  languages: z.array(z.object({ id: z.number().int(), languageComplete: z.string(), languagePackId: z.string() })),
  productLines: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The first banner of the list's type code (commerce §9: 4 for kind 0, 3 for kind 1), or null. */
  banner: banner.nullable(),
});
export type CatalogueList = z.infer<typeof catalogueList>;

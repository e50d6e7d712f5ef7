import { z } from 'zod';
import { inputText } from './fields';
import { certificationKindSchema, certificationLevelSchema } from './enums-site';
import { courseTypeSchema, videoTypeSchema } from './enums-learning';

/**
 * GET /api/certification/search?keyword= (certification document section 2: /search?keyword=;
 * the call's path is not shown in the spec, so it is ours, in /api/docs). One answer holds every
 * group of the site and language: certifications, release courses (course type 0 course, 1 video),
 * news and FAQ, each with at most SEARCH_GROUP_LIMIT rows and the group's total.
 */

/** Keyword length after trimming (the header's search box stops at the same 100). */
export const SEARCH_KEYWORD_MAX = 100;
/** Rows per group in one answer; `total` says how many matched. */
export const SEARCH_GROUP_LIMIT = 8;
/** Length of a snippet around the first match of a longer text. */
export const SEARCH_SNIPPET_LENGTH = 180;

export const searchQuery = z.object({
  /** Trimmed, 1 to 100 characters; matched case-insensitively as plain text (% and _ are literal). */
  keyword: inputText.trim().min(1).max(SEARCH_KEYWORD_MAX),
});

/** A longer text cut around the keyword's first match; starts or ends with … when cut. */
const snippet = z.string();

const searchCertification = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: certificationKindSchema,
  level: certificationLevelSchema,
  coverUrl: z.string().nullable(),
  snippet,
});
export type SearchCertification = z.infer<typeof searchCertification>;

const searchCourse = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 0 course, 1 video: the detail link is /course/detail/{id}?courseType= (/topic/detail/{id} for a topic) */
  courseType: courseTypeSchema,
  /** 1 topic, 2 course, 3 webinar. */
  videoType: videoTypeSchema,
  credits: z.number().int(),
  coverUrl: z.string().nullable(),
  certificationName: z.string().nullable(),
  snippet,
});
export type SearchCourse = z.infer<typeof searchCourse>;

export const searchNews = z.object({
  id: z.number().int(),
  title: z.string(),
  coverUrl: z.string().nullable(),
  publishedAt: z.iso.datetime({ offset: true }),
  snippet,
});
export type SearchNews = z.infer<typeof searchNews>;

const searchFaq = z.object({
  id: z.number().int(),
  question: z.string(),
  snippet,
});
export type SearchFaq = z.infer<typeof searchFaq>;

const group = <T extends z.ZodTypeAny>(row: T) => z.object({ total: z.number().int(), rows: z.array(row) });
export type SearchGroup<T> = { total: number; rows: T[] };

export const searchResult = z.object({
  /** The keyword as searched (trimmed). */
  keyword: z.string(),
  /** Matches over every group. */
  total: z.number().int(),
  certifications: group(searchCertification),
  courses: group(searchCourse),
  news: group(searchNews),
  faqs: group(searchFaq),
});
export type SearchResult = z.infer<typeof searchResult>;

export const SEARCH_GROUPS = ['certifications', 'courses', 'news', 'faqs'] as const;
export type SearchGroupKey = (typeof SEARCH_GROUPS)[number];

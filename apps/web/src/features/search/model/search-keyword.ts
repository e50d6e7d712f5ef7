import { SEARCH_KEYWORD_MAX } from '@credo/contracts/search';
import { releaseCourseHref } from '@/shared/lib/detail-links';

export type KeywordState = { keyword: string; status: 'empty' | 'tooLong' | 'ok' };

/** The keyword of /search?keyword= as the server will see it: trimmed, 1 to 100 characters. */
export const readKeyword = (params: URLSearchParams): KeywordState => {
  const keyword = (params.get('keyword') ?? '').trim();
  if (!keyword) return { keyword, status: 'empty' };
  if (keyword.length > SEARCH_KEYWORD_MAX) return { keyword, status: 'tooLong' };
  return { keyword, status: 'ok' };
};

/** The search page of a keyword: /search?keyword={encoded} (cert §2). */
export const searchHref = (keyword: string): string => `/search?keyword=${encodeURIComponent(keyword.trim())}`;

/** Where a FAQ result leads: the FAQ page filtered by the keyword, that question opened. */
export const faqHref = (keyword: string, id: number): string => `/faq?keyword=${encodeURIComponent(keyword.trim())}#faq-${id}`;

/** Where a course result leads: /course/detail/{id}?courseType= (0 course, 1 video), /topic/detail/{id} for a topic. */
export const courseHref = (id: number, courseType: number, videoType?: number): string => releaseCourseHref({ id, courseType, videoType });

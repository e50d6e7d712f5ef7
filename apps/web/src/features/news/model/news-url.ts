import { isNewsPageSize, NEWS_DEFAULT_PAGE_SIZE, NEWS_MAX_PAGE_NUM, type NewsPageSize } from '@credo/contracts/news';

export type NewsListParams = { page: number; size: NewsPageSize };

const positiveInt = (raw: string | null): number | null => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);

/** Page and page size of /news from its query (?page=2&size=20); anything else falls back to page 1, size 10. */
export const readNewsParams = (params: URLSearchParams): NewsListParams => {
  const page = positiveInt(params.get('page'));
  const size = positiveInt(params.get('size'));
  return {
    page: page && page <= NEWS_MAX_PAGE_NUM ? page : 1,
    size: size && isNewsPageSize(size) ? size : NEWS_DEFAULT_PAGE_SIZE,
  };
};

/** The query for a page: defaults are left out, so page 1 of size 10 is plain /news. */
export const writeNewsParams = (params: URLSearchParams, { page, size }: NewsListParams): URLSearchParams => {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  if (size !== NEWS_DEFAULT_PAGE_SIZE) next.set('size', String(size));
  else next.delete('size');
  return next;
};

/** A /news/detail/{id} id: digits only, as the server's ids are; anything else is not found. */
export const parseNewsId = (raw: string | undefined): number | null => positiveInt(raw ?? null);

/** Paragraphs of a plain-text body: blank lines separate them, single line breaks stay inside. */
export const bodyParagraphs = (body: string): string[][] =>
  body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);

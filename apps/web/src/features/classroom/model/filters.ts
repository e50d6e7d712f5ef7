import { CLASSROOM_PAGE_SIZES } from '@credo/contracts/constants';

/**
 * The instructor-led list's state, all of it in the address (issue 17: URL-addressable filters),
 * so a filtered list or a calendar month can be shared and reloaded. Anything malformed in the
 * address falls back to the default rather than failing the page.
 */
export type ListView = 'list' | 'cards' | 'calendar';
export type CalendarMode = 'month' | 'week';

export type ClassroomQuery = {
  view: ListView;
  cal: CalendarMode;
  /** The calendar's anchor day, YYYY-MM-DD (the month or week shown). */
  date: string | null;
  /** Training method: 0 onsite, 1 online. */
  method: 0 | 1 | null;
  country: string | null;
  /** The session's language id. */
  lang: number | null;
  /** 0 theory and practical, 1 practical only. */
  type: 0 | 1 | null;
  page: number;
  size: number;
};

const VIEWS: readonly ListView[] = ['list', 'cards', 'calendar'];
export const sizesOf = (view: ListView): readonly number[] => (view === 'cards' ? CLASSROOM_PAGE_SIZES.cards : CLASSROOM_PAGE_SIZES.rows);
export const defaultSize = (view: ListView): number => sizesOf(view)[0];

const binary = (raw: string | null): 0 | 1 | null => (raw === '0' ? 0 : raw === '1' ? 1 : null);
const positiveInt = (raw: string | null): number | null => (raw !== null && /^[1-9]\d{0,6}$/.test(raw) ? Number(raw) : null);
const isDay = (raw: string | null): raw is string => raw !== null && /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(`${raw}T00:00:00Z`));

export const parseQuery = (params: URLSearchParams): ClassroomQuery => {
  const rawView = params.get('view') as ListView | null;
  const view = rawView && VIEWS.includes(rawView) ? rawView : 'list';
  const size = positiveInt(params.get('size'));
  const country = params.get('country');
  return {
    view,
    cal: params.get('cal') === 'week' ? 'week' : 'month',
    date: isDay(params.get('date')) ? params.get('date') : null,
    method: binary(params.get('method')),
    country: country && /^[A-Z]{2}$/.test(country) ? country : null,
    lang: positiveInt(params.get('lang')),
    type: binary(params.get('type')),
    page: positiveInt(params.get('page')) ?? 1,
    size: size !== null && sizesOf(view).includes(size) ? size : defaultSize(view),
  };
};

/** The address of a state: defaults are left out, so the plain list has a plain address. */
export const toParams = (q: ClassroomQuery): URLSearchParams => {
  const p = new URLSearchParams();
  if (q.view !== 'list') p.set('view', q.view);
  if (q.view === 'calendar') {
    if (q.cal !== 'month') p.set('cal', q.cal);
    if (q.date) p.set('date', q.date);
  }
  if (q.method !== null) p.set('method', String(q.method));
  if (q.country) p.set('country', q.country);
  if (q.lang !== null) p.set('lang', String(q.lang));
  if (q.type !== null) p.set('type', String(q.type));
  if (q.view !== 'calendar') {
    if (q.page > 1) p.set('page', String(q.page));
    if (q.size !== defaultSize(q.view)) p.set('size', String(q.size));
  }
  return p;
};

/** A filter change goes back to page 1; a view change takes that view's default page size. */
export const withFilter = (q: ClassroomQuery, patch: Partial<Pick<ClassroomQuery, 'method' | 'country' | 'lang' | 'type'>>): ClassroomQuery => ({
  ...q,
  ...patch,
  page: 1,
});
export const withView = (q: ClassroomQuery, view: ListView): ClassroomQuery => ({
  ...q,
  view,
  page: 1,
  size: sizesOf(view).includes(q.size) ? q.size : defaultSize(view),
});

/** The request body's filters (names of the server's contract). */
export const filtersBody = (q: ClassroomQuery) => ({
  ...(q.method !== null && { method: q.method }),
  ...(q.country && { countryCode: q.country }),
  ...(q.lang !== null && { sessionLanguageId: q.lang }),
  ...(q.type !== null && { trainingType: q.type }),
});

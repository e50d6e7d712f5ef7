import { matchPath } from 'react-router';

/** The spec route of a router path: /mobile twins follow the rules of their desktop page. */
const specPath = (pathname: string): string => pathname.replace(/^\/mobile(?=\/|$)/, '') || '/';

const matchesAny = (patterns: readonly string[], pathname: string) => {
  const path = specPath(pathname);
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null);
};

/** Home, My Learning and the certification overview pages (cert §2, "FAQ icon"). */
const FAQ_PAGES = ['/', '/my-learning', '/general-security-certification/overview', '/hikvision-security-certification/overview', '/overview/:type'] as const;

/** The FAQ button's pages; it also needs a non-empty FAQ list. */
export const showsFaqButton = (pathname: string): boolean => matchesAny(FAQ_PAGES, pathname);

/** Exam and practical-exam pages (cert §2, "Feedback icon: everywhere except …"). */
const NO_FEEDBACK_PAGES = ['/exam', '/practical-exam', '/practical-exam/*', '/practical-exam-task/*'] as const;

/** The feedback (evaluation survey) button's pages; it also needs the survey's activeState 1. */
export const showsFeedbackButton = (pathname: string): boolean => !matchesAny(NO_FEEDBACK_PAGES, pathname);

/** Classroom list pages (by type and the two hubs' classroom pages) and the workshop-seminar list. */
const SUGGESTION_PAGES = [
  '/classroom/:type',
  '/general-security-certification/classroom',
  '/hikvision-security-certification/classroom',
  '/workshop-seminar/list',
] as const;

/**
 * The training suggestion pop-up's pages (cert §2): classroom lists, not a classroom's detail or
 * reschedule page (`/classroom/detail/:id` has its own route; a bare `/classroom/detail` is no list).
 */
export const showsSuggestion = (pathname: string): boolean => {
  const path = specPath(pathname);
  if (/^\/classroom\/(detail|reschedule)(\/|$)/.test(path)) return false;
  return matchesAny(SUGGESTION_PAGES, pathname);
};

/**
 * The web's page routes (section 2 of both spec documents), without site prefix or /mobile: the
 * one list the web's router is built from and the server answers HTTP 404 by (issue 14: a path
 * no route matches, or a detail page whose id does not exist, is not a page). `:name` is one path
 * segment; a trailing `?` makes it optional.
 */
export type PageVariants = 'both' | 'desktop' | 'mobile';
export type PageRouteSpec = { path: string; variants?: PageVariants };

export const PAGE_ROUTES = [
  { path: '/' },
  { path: '/certification/detail/:id' },
  { path: '/course/detail/:id' },
  { path: '/topic/detail/:id' },
  { path: '/classroom/detail/:id' },
  { path: '/classroom/reschedule/:id' },
  { path: '/classroom/:type' },
  { path: '/online-video-courses/:type' },
  { path: '/overview/:type' },
  { path: '/general-security-certification/overview' },
  { path: '/general-security-certification/online-video-courses' },
  { path: '/general-security-certification/classroom' },
  { path: '/hikvision-security-certification/overview' },
  { path: '/hikvision-security-certification/online-video-courses' },
  { path: '/hikvision-security-certification/classroom' },
  { path: '/exam' },
  { path: '/practical-exam' },
  { path: '/practical-exam/detail/:id' },
  { path: '/practical-exam-task/:id' },
  { path: '/my-learning' },
  { path: '/my-learning/edit' },
  { path: '/invitation' },
  { path: '/invitation/practical-exam' },
  { path: '/educational-video/list' },
  { path: '/workshop-seminar/list' },
  { path: '/news' },
  { path: '/news/detail/:id' },
  { path: '/trainer-team' },
  { path: '/trainer' },
  { path: '/join-us-as-a-trainer' },
  { path: '/faq' },
  { path: '/search' },
  { path: '/cookies-preferences' },
  { path: '/smart-try' },
  { path: '/smart-try/detail', variants: 'mobile' },
  { path: '/vat', variants: 'desktop' },
  { path: '/payment' },
  { path: '/verify/:number?' },
  /** Ours (issue 17 item 7): the learner's QR check-in landing page and the trainer's screen. */
  { path: '/training/check-in' },
  { path: '/training/qr/:id' },
  { path: '/exception/notFound' },
] as const satisfies readonly PageRouteSpec[];

export type PagePath = (typeof PAGE_ROUTES)[number]['path'];

const patternCache = new Map<string, RegExp>();
const regexOf = (pattern: string): RegExp => {
  let re = patternCache.get(pattern);
  if (!re) {
    const body = pattern
      .split('/')
      .filter(Boolean)
      .map((segment) => {
        if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/([^/]+))?' : '/([^/]+)';
        return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      })
      .join('');
    re = new RegExp(`^${body || '/'}/?$`, 'i');
    patternCache.set(pattern, re);
  }
  return re;
};

/** The route a page path (no prefix, no /mobile, no query) belongs to, with its parameters in order; null when none. */
export const matchPageRoute = (path: string): { route: PageRouteSpec; params: string[] } | null => {
  for (const route of PAGE_ROUTES as readonly PageRouteSpec[]) {
    const m = regexOf(route.path).exec(path);
    if (m) return { route, params: m.slice(1).filter((p): p is string => p !== undefined) };
  }
  return null;
};

/** Whether the route exists in the desktop or the /mobile variant. */
export const inPageVariant = (route: PageRouteSpec, mobile: boolean): boolean => {
  const variants = route.variants ?? 'both';
  return variants === 'both' || variants === (mobile ? 'mobile' : 'desktop');
};

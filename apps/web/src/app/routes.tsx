import { inPageVariant, PAGE_ROUTES, type PagePath, type PageVariants } from '@credo/contracts/page-routes';
import type { PageNamespace } from '@credo/i18n';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchPath, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { NotFoundPage } from '@/features/exception/pages/not-found-page';
import { withNamespaces } from '@/i18n/with-namespaces';
import { loadAntdScope } from '@/shared/antd/lazy-with-antd';
import { withChunkReload } from '@/shared/lib/chunk-reload';
import { MOBILE_SEGMENT } from '@/shared/lib/location';
import type { SiteSession } from '@/shared/site/site-context';

type LazyPage = () => Promise<{ Component: ComponentType }>;

export type PageRoute = {
  /** The spec's route (react-router pattern), without site prefix or /mobile. */
  path: string;
  /** The page. A route whose issue is still open has none and shows the not-found page. */
  lazy?: LazyPage;
  Component?: ComponentType;
  /** A different page for the /mobile twin, when the design needs one. */
  mobileLazy?: LazyPage;
  /** Spec section 2: every route has a /mobile twin unless noted. */
  variants?: PageVariants;
  /**
   * False for a page built without antd (decision 0012: the course list and detail, whose first
   * load has a budget); other pages load antd's scope (theme, locale, direction) with themselves.
   */
  antd?: boolean;
  /**
   * The catalogue namespaces the page shows beyond the start pack (PAGE_NAMESPACES of @credo/i18n),
   * loaded with its chunk (issue 19); src/i18n/route-namespaces.test.ts checks them against its code.
   */
  namespaces?: readonly PageNamespace[];
  /**
   * Starts the page's first data call when the route is entered, together with the page's module
   * (which the server preloads: build/route-preloads.ts), instead of after the module has loaded,
   * run and rendered (issue 19). It must ask for the very query the page's first render asks for.
   */
  prefetch?: (page: PagePrefetch) => void;
};

/** What a route's `prefetch` is given: the app's query client, the visit's site, the address entered and its variant. */
export type PagePrefetch = { queryClient: QueryClient; site: SiteSession; url: URL; mobile: boolean };

/** Where the routes find the query client and the visit's current site (the bootstrap's state), for `prefetch`. */
export type PrefetchContext = { queryClient: QueryClient; site: () => SiteSession | undefined };

/** The course list: built without antd (decision 0012). */
const courseListLazy: LazyPage = () => import('@/features/catalogue/pages/course-list-page').then((m) => ({ Component: m.CourseListPage }));
/**
 * The list's first call, started as soon as the page's module is there (the server preloads it with
 * the page: build/route-preloads.ts), not after the route has also loaded its texts and rendered the
 * page. Taken from the page's module, so the entry carries none of the list's code; a module that
 * cannot load is the route's own error (withChunkReload).
 */
const prefetchCourseList = (page: PagePrefetch) =>
  void import('@/features/catalogue/pages/course-list-page').then((m) => m.prefetchCourseList(page)).catch(() => undefined);
const hubOverviewLazy: LazyPage = () => import('@/features/hub/pages/hub-overview-page').then((m) => ({ Component: m.HubOverviewPage }));
type PageOf = Omit<PageRoute, 'path' | 'variants'>;
/** The hub pages: the overview, the programme's course list and its instructor-led list (issue 17). */
const hubOverview: PageOf = { lazy: hubOverviewLazy, namespaces: ['exam', 'hub'] };
const hubCourses: PageOf = { lazy: courseListLazy, antd: false, namespaces: ['catalogue'], prefetch: prefetchCourseList };
const classroomList: PageOf = {
  lazy: () => import('@/features/classroom/pages/classroom-list-page').then((m) => ({ Component: m.ClassroomListPage })),
  namespaces: ['classroom', 'practicalExam', 'training'],
};

/**
 * The page of each route of the shared list (`PAGE_ROUTES` in contracts, which the server also
 * answers 404 by). A route without an entry here is still an open issue and shows the not-found page.
 */
const PAGES: Partial<Record<PagePath, PageOf>> = {
  /** Home: built without antd (decision 0012), it is the page most first visits open. */
  '/': { lazy: () => import('@/features/home/pages/home-page').then((m) => ({ Component: m.HomePage })), namespaces: ['home'], antd: false },
  /** Certification detail: built without antd at start (decision 0012, issue 19); its dialogs bring antd when opened. */
  '/certification/detail/:id': {
    lazy: () => import('@/features/certification/pages/certification-detail-page').then((m) => ({ Component: m.CertificationDetailPage })),
    // The seat cards' payment and training texts come with the Classroom and Exam tabs (certification-tabs.tsx).
    namespaces: ['certification'],
    antd: false,
  },
  '/course/detail/:id': {
    lazy: () => import('@/features/course/pages/course-detail-page').then((m) => ({ Component: m.CourseDetailPage })),
    namespaces: ['catalogue', 'course', 'evaluation', 'player', 'share'],
    antd: false,
  },
  '/topic/detail/:id': {
    lazy: () => import('@/features/course/pages/topic-detail-page').then((m) => ({ Component: m.TopicDetailPage })),
    namespaces: ['catalogue', 'course', 'evaluation', 'player', 'share'],
  },
  '/online-video-courses/:type': hubCourses,
  '/overview/:type': hubOverview,
  '/general-security-certification/overview': hubOverview,
  '/general-security-certification/online-video-courses': hubCourses,
  '/hikvision-security-certification/overview': hubOverview,
  '/hikvision-security-certification/online-video-courses': hubCourses,
  '/exam': { lazy: () => import('@/features/exam/pages/exam-page').then((m) => ({ Component: m.ExamPage })), namespaces: ['exam'] },
  /** My Learning (issue 18): built without antd (decision 0012); its charts load with the tabs that draw them. */
  '/my-learning': {
    lazy: () => import('@/features/my-learning/pages/my-learning-page').then((m) => ({ Component: m.MyLearningPage })),
    namespaces: ['myLearning'],
    antd: false,
  },
  '/my-learning/edit': {
    lazy: () => import('@/features/account/pages/profile-edit-page').then((m) => ({ Component: m.ProfileEditPage })),
    namespaces: ['profile'],
  },
  '/invitation': {
    lazy: () => import('@/features/invitation/pages/invitation-page').then((m) => ({ Component: m.InvitationPage })),
    namespaces: ['invitation', 'training'],
  },
  '/invitation/practical-exam': {
    lazy: () => import('@/features/invitation/pages/practical-exam-invitation-page').then((m) => ({ Component: m.PracticalExamInvitationPage })),
    namespaces: ['invitation', 'training'],
  },
  '/educational-video/list': {
    lazy: () => import('@/features/catalogue/pages/video-list-page').then((m) => ({ Component: m.VideoListPage })),
    namespaces: ['catalogue'],
    antd: false,
  },
  '/news': { lazy: () => import('@/features/news/pages/news-list-page').then((m) => ({ Component: m.NewsListPage })), namespaces: ['news'] },
  '/news/detail/:id': { lazy: () => import('@/features/news/pages/news-detail-page').then((m) => ({ Component: m.NewsDetailPage })), namespaces: ['news'] },
  '/faq': { lazy: () => import('@/features/faq/pages/faq-page').then((m) => ({ Component: m.FaqPage })), namespaces: ['faq'] },
  '/search': { lazy: () => import('@/features/search/pages/search-page').then((m) => ({ Component: m.SearchPage })), namespaces: ['search'] },
  '/cookies-preferences': {
    lazy: () => import('@/features/consent/pages/cookies-preferences-page').then((m) => ({ Component: m.CookiesPreferencesPage })),
  },
  /** The company certificate search by VAT number (issue 21 item 4; desktop only, laid out down to 375 px). */
  '/vat': {
    lazy: () => import('@/features/company-search/pages/company-search-page').then((m) => ({ Component: m.CompanySearchPage })),
    namespaces: ['companySearch'],
  },
  /** Public certificate verification (issue 7), with or without a number to check. */
  '/verify/:number?': { lazy: () => import('@/features/verify/pages/verify-page').then((m) => ({ Component: m.VerifyPage })), namespaces: ['verify'] },
  /** Checkout of a paid classroom or practical exam (issue 16; decision 0017): built without antd (decision 0012, issue 19); its dialogs load antd when first opened. */
  '/payment': { lazy: () => import('@/features/payment/pages/payment-page').then((m) => ({ Component: m.PaymentPage })), namespaces: ['payment'], antd: false },
  /** Practical exams, reschedule and QR check-in (issue 17 items 6-8). */
  '/practical-exam': {
    lazy: () => import('@/features/practical-exam/pages/practical-exam-list-page').then((m) => ({ Component: m.PracticalExamListPage })),
    namespaces: ['practicalExam'],
  },
  '/practical-exam/detail/:id': {
    lazy: () => import('@/features/practical-exam/pages/practical-exam-detail-page').then((m) => ({ Component: m.PracticalExamDetailPage })),
    namespaces: ['practicalExam', 'training'],
  },
  '/practical-exam-task/:id': {
    lazy: () => import('@/features/practical-exam/pages/practical-task-page').then((m) => ({ Component: m.PracticalTaskPage })),
    namespaces: ['practicalExam', 'training'],
  },
  '/classroom/reschedule/:id': {
    lazy: () => import('@/features/practical-exam/pages/reschedule-page').then((m) => ({ Component: m.ReschedulePage })),
    namespaces: ['practicalExam'],
  },
  '/training/check-in': {
    lazy: () => import('@/features/practical-exam/pages/check-in-page').then((m) => ({ Component: m.CheckInPage })),
    namespaces: ['practicalExam'],
  },
  '/training/qr/:id': {
    lazy: () => import('@/features/practical-exam/pages/trainer-qr-page').then((m) => ({ Component: m.TrainerQrPage })),
    namespaces: ['practicalExam'],
  },
  /** Instructor-led lists with calendar, detail, workshops and seminars (issue 17 items 1-3). */
  '/classroom/:type': classroomList,
  '/general-security-certification/classroom': classroomList,
  '/hikvision-security-certification/classroom': classroomList,
  '/classroom/detail/:id': {
    lazy: () => import('@/features/classroom/pages/classroom-detail-page').then((m) => ({ Component: m.ClassroomDetailPage })),
    namespaces: ['classroom', 'practicalExam', 'training'],
  },
  '/workshop-seminar/list': {
    lazy: () => import('@/features/classroom/pages/workshop-seminar-page').then((m) => ({ Component: m.WorkshopSeminarPage })),
    namespaces: ['classroom', 'practicalExam', 'training'],
  },
  /** The trainer team and a trainer's page (issue 21 item 1): built without antd (decision 0012). */
  '/trainer-team': {
    lazy: () => import('@/features/trainer/pages/trainer-team-page').then((m) => ({ Component: m.TrainerTeamPage })),
    namespaces: ['trainer'],
    antd: false,
  },
  '/trainer': { lazy: () => import('@/features/trainer/pages/trainer-page').then((m) => ({ Component: m.TrainerPage })), namespaces: ['trainer'], antd: false },
  /** Join us as a trainer (issue 21 item 2): the application form, without antd. */
  '/join-us-as-a-trainer': {
    lazy: () => import('@/features/trainer/pages/join-trainer-page').then((m) => ({ Component: m.JoinTrainerPage })),
    namespaces: ['trainerApplication'],
    antd: false,
  },
  /** Smart Try (issue 21 item 3): the campaign, its /mobile twin, and the mobile-only request page. Built without antd. */
  '/smart-try': {
    lazy: () => import('@/features/smart-try/pages/smart-try-page').then((m) => ({ Component: m.SmartTryPage })),
    namespaces: ['smartTry'],
    mobileLazy: () => import('@/features/smart-try/pages/smart-try-mobile-page').then((m) => ({ Component: m.SmartTryMobilePage })),
    antd: false,
  },
  '/smart-try/detail': {
    lazy: () => import('@/features/smart-try/pages/smart-try-detail-page').then((m) => ({ Component: m.SmartTryDetailPage })),
    namespaces: ['smartTry'],
    antd: false,
  },
  '/exception/notFound': { Component: NotFoundPage },
};

/** Every route of section 2 of both spec documents, from the shared list. Plug a page in above as issues land. */
export const pageRoutes: readonly PageRoute[] = PAGE_ROUTES.map((spec) => ({ ...spec, ...PAGES[spec.path] }));

const inVariant = (route: PageRoute, mobile: boolean): boolean => inPageVariant(route, mobile);

/** A path's first segment, lower-cased (react-router matches case-insensitively). */
const firstSegment = (path: string): string => (path.split('/')[1] ?? '').toLowerCase();

/** Paths already matched against the route table, with the routes they match (bounded: paths come from content). */
const matchedPaths = new Map<string, readonly PageRoute[]>();
const MATCHED_PATHS_KEPT = 500;

/**
 * The routes `path` matches, remembered per path. react-router's matchPath compiles the pattern
 * into a RegExp at every call (about 20 µs each, for each of 41 routes), and AppLink classifies every
 * footer and banner link at every render: issue 19 measured this among the main thread's longest
 * work on a phone. The table never changes, so the answer for a path never does either.
 */
const routesMatching = (path: string): readonly PageRoute[] => {
  let matching = matchedPaths.get(path);
  if (!matching) {
    // Every route's first segment is literal ('' for home): only routes sharing it can match.
    const first = firstSegment(path);
    matching = pageRoutes.filter((route) => firstSegment(route.path) === first && matchPath({ path: route.path, end: true }, path) !== null);
    if (matchedPaths.size >= MATCHED_PATHS_KEPT) matchedPaths.clear();
    matchedPaths.set(path, matching);
  }
  return matching;
};

/** Whether `path` (a spec path) exists in the given variant; unknown paths exist everywhere (as not found). */
export const hasVariant = (path: string, mobile: boolean): boolean => {
  const matching = routesMatching(path);
  return matching.length === 0 || matching.some((route) => inVariant(route, mobile));
};

/** Whether `path` is one of the app's routes (so a same-host link can stay in the SPA). */
export const isPageRoute = (path: string): boolean => routesMatching(path).length > 0;

/** First path segments owned by routes, which therefore can never be a site prefix. */
export const reservedSegments = (): Set<string> => new Set([MOBILE_SEGMENT, 'user', 'api', ...pageRoutes.map((r) => r.path.split('/')[1]).filter(Boolean)]);

/** The page in antd's scope, both loaded before the route renders. */
const withAntdScope =
  (lazy: LazyPage): LazyPage =>
  async () => {
    const [{ Component: Page }, { AntdScope }] = await Promise.all([lazy(), loadAntdScope()]);
    return {
      Component: () => (
        <AntdScope>
          <Page />
        </AntdScope>
      ),
    };
  };

/**
 * A route's `prefetch` as its loader: react-router runs a route's loader together with its `lazy`
 * (the page's module), when the route is entered; the loader answers at once, the page's data
 * call goes on in the query client. Not run again while the route stays (a filter or page change
 * is the page's own call).
 */
const prefetchLoader = (
  prefetch: PageRoute['prefetch'],
  mobile: boolean,
  context: PrefetchContext | undefined,
): Pick<RouteObject, 'loader' | 'shouldRevalidate'> => {
  if (!prefetch || !context) return {};
  return {
    loader: ({ request }: LoaderFunctionArgs) => {
      const site = context.site();
      if (site) prefetch({ queryClient: context.queryClient, site, url: new URL(request.url), mobile });
      return null;
    },
    shouldRevalidate: () => false,
  };
};

const toRouteObject = (route: PageRoute, mobile: boolean, context: PrefetchContext | undefined): RouteObject => {
  const chosen = (mobile && route.mobileLazy) || route.lazy;
  // A tab opened before a deployment reloads once instead of showing the error page (issue 14).
  const pageLazy = chosen && withNamespaces(withChunkReload(chosen), route.namespaces);
  const lazy = pageLazy && route.antd !== false ? withAntdScope(pageLazy) : pageLazy;
  const page = lazy ? { lazy, ...prefetchLoader(route.prefetch, mobile, context) } : { Component: route.Component ?? NotFoundPage };
  return route.path === '/' ? { index: true, ...page } : { path: route.path.slice(1), ...page };
};

/** Page routes of one variant, ending with the not-found catch-all; with `context`, routes with a `prefetch` start their page's data with its module. */
export const variantRoutes = (mobile: boolean, context?: PrefetchContext): RouteObject[] => [
  ...pageRoutes.filter((route) => inVariant(route, mobile)).map((route) => toRouteObject(route, mobile, context)),
  { path: '*', Component: NotFoundPage },
];

import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from '@/features/exception/pages/error-page';
import { MOBILE_SEGMENT } from '@/shared/lib/location';
import { BootSpinner } from './bootstrap/boot-screens';
import { variantRoutes, type PrefetchContext } from './routes';
import { SiteShell } from './shell/site-shell';

/** The shell around every page; desktop routes and their /mobile twins, errors inside the shell. */
export const buildRouteObjects = (context?: PrefetchContext): RouteObject[] => [
  {
    path: '/',
    Component: SiteShell,
    ErrorBoundary: ErrorPage,
    // First load of a lazy page: the same spinner as the bootstrap, so the hand-over is seamless.
    HydrateFallback: BootSpinner,
    children: [
      {
        ErrorBoundary: ErrorPage,
        children: [...variantRoutes(false, context), { path: MOBILE_SEGMENT, children: variantRoutes(true, context) }],
      },
    ],
  },
];

/**
 * The site prefix (/eu, /asia …) is the router's basename: routes and links stay prefix-free.
 * `context` lets routes start their page's data with its module (routes.tsx `prefetch`).
 */
export const createAppRouter = (basename: string, context?: PrefetchContext) =>
  createBrowserRouter(buildRouteObjects(context), { basename: basename || undefined });

export type AppRouter = ReturnType<typeof createAppRouter>;

import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage } from '@/features/exception/pages/error-page';
import { MOBILE_SEGMENT } from '@/shared/lib/location';
import { BootSpinner } from './bootstrap/boot-screens';
import { variantRoutes } from './routes';
import { SiteShell } from './shell/site-shell';

/** The shell around every page; desktop routes and their /mobile twins, errors inside the shell. */
export const buildRouteObjects = (): RouteObject[] => [
  {
    path: '/',
    Component: SiteShell,
    ErrorBoundary: ErrorPage,
    // First load of a lazy page: the same spinner as the bootstrap, so the hand-over is seamless.
    HydrateFallback: BootSpinner,
    children: [
      {
        ErrorBoundary: ErrorPage,
        children: [...variantRoutes(false), { path: MOBILE_SEGMENT, children: variantRoutes(true) }],
      },
    ],
  },
];

/** The site prefix (/eu, /asia …) is the router's basename: routes and links stay prefix-free. */
export const createAppRouter = (basename: string) => createBrowserRouter(buildRouteObjects(), { basename: basename || undefined });

export type AppRouter = ReturnType<typeof createAppRouter>;

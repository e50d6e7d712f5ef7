import { Suspense } from 'react';
import { lazyWithAntd, preloadOnIntent, useOpenedOnce } from '@/shared/antd/lazy-with-antd';
import { usePanel } from './header-panels';
import type { Navigation } from './nav-model';

// The drawer opens on a tap: it loads with antd then, not with the header's first paint.
const LazyDrawerPanel = lazyWithAntd(() => import('./mobile-drawer-panel').then((module) => module.MobileDrawerPanel));

/** Props for the menu button: the drawer's code loads when the button is touched or focused. */
export const drawerIntent = preloadOnIntent(LazyDrawerPanel);

/** The mobile menu drawer, mounted once first opened and kept for its closing animation. */
export const MobileDrawer = ({ navigation }: { navigation: Navigation }) => {
  const opened = useOpenedOnce(usePanel('menu:drawer').open);
  return opened ? (
    <Suspense fallback={null}>
      <LazyDrawerPanel navigation={navigation} />
    </Suspense>
  ) : null;
};

import { useMobileVariant } from '@/shared/site/use-mobile-variant';
import { DesktopHeader } from './header/desktop-header';
import { HeaderPanelsProvider } from './header/header-panels';
import { MigrationNotice } from './header/migration-notice';
import { MobileHeader } from './header/mobile-header';

/**
 * The site header (cert §2): the desktop header on desktop routes, the mobile header on their
 * /mobile twins (the shell moves between them at 992 px), sharing one open-panel slot; plus the
 * EU/Asia URL-change notice for signed-in users.
 */
export const SiteHeader = () => {
  const mobile = useMobileVariant();
  return (
    <HeaderPanelsProvider>
      {mobile ? <MobileHeader /> : <DesktopHeader />}
      <MigrationNotice />
    </HeaderPanelsProvider>
  );
};

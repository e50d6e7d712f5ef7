import { MIGRATION_DATES } from '@credo/contracts/constants';
import type { SiteInfo } from '@credo/contracts';
import type { UserInfo } from '@credo/contracts/user';
import { Suspense, useState } from 'react';
import { dismissMigrationPop } from '@/features/account/api/dismiss-migration-pop';
import { lazyWithAntd } from '@/shared/antd/lazy-with-antd';
import { useDialogTurn } from '@/shared/dialogs/dialog-queue';
import { useSite } from '@/shared/site/site-context';
import { useCurrentUser, useUpdateCurrentUser } from '@/shared/user/use-current-user';

// The dialog is built with antd's Modal: it loads (with antd) only for the users who see it.
const LazyMigrationDialog = lazyWithAntd(() => import('./migration-notice-dialog').then((module) => module.MigrationDialog));

/** Which migration applies to the visit: the EU or Asia site (flags from the URL prefix), else none. */
export const migrationOf = (site: Pick<SiteInfo, 'isEU' | 'isAsia'>): keyof typeof MIGRATION_DATES | null => (site.isEU ? 'eu' : site.isAsia ? 'asia' : null);

/** Cert §4: EU or Asia users with migrationPopStatus '1' see the notice. */
export const shouldShowMigrationNotice = (site: Pick<SiteInfo, 'isEU' | 'isAsia'>, user: UserInfo | null | undefined): boolean =>
  migrationOf(site) !== null && user?.migrationPopStatus === '1';

/**
 * The URL-change (migration) announcement (cert §2, §4): once per user, dismissed on the server
 * (POST /user/migrationPop/dismiss), so it does not come back on any device.
 */
export const MigrationNotice = () => {
  const { siteInfo } = useSite();
  const { user } = useCurrentUser();
  const updateCurrentUser = useUpdateCurrentUser();
  const [closed, setClosed] = useState(false);
  const migration = migrationOf(siteInfo);
  // First in the shell's dialog queue: the personal information form waits until it is read.
  const turn = useDialogTurn('migration', !closed && shouldShowMigrationNotice(siteInfo, user));
  if (!migration || !turn) return null;

  const dismiss = () => {
    setClosed(true);
    // Closed for this page at once; the server records it so it does not show again.
    void dismissMigrationPop().then((result) => {
      if (result.ok) updateCurrentUser({ migrationPopStatus: '0' });
    });
  };
  return (
    <Suspense fallback={null}>
      <LazyMigrationDialog migration={migration} onDismiss={dismiss} />
    </Suspense>
  );
};

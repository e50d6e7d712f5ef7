import { configureApiClient } from '@/shared/api/api-client';
import { openPrerequisites, prerequisitesFrom } from '@/shared/dialogs/prerequisites';
import { goToNotFound, redirectToLogin } from './navigation';
import { getSiteParams } from './request-context';
import { showTipsDialog } from './tips-dialog';

/**
 * Wires the shared api client (`@/shared/api/api-client`: request building, envelope, result
 * types) to the app: the visit's siteId/languageId, the Tips dialog, not-found navigation, the
 * login redirect and the prerequisite list of code 10026. Features import the shared client;
 * only the app installs its policies.
 */
export const installApiClient = (): void => {
  configureApiClient({
    getSiteParams,
    showTips: showTipsDialog,
    onNotFound: goToNotFound,
    onUnauthorized: redirectToLogin,
    onPrerequisiteMissing: (data) => openPrerequisites(prerequisitesFrom(data)),
  });
};

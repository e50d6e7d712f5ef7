import { configureApiClient } from '@/shared/api/api-client';
import { openPrerequisites, prerequisitesFrom } from '@/shared/dialogs/prerequisites';
import { openNotice } from './dialogs/notice-host';
import { goToNotFound, redirectToLogin } from './navigation';
import { getSiteParams } from './request-context';

/**
 * Wires the shared api client (`@/shared/api/api-client`: request building, envelope, result
 * types) to the app: the visit's siteId/languageId, the Tips dialog, not-found navigation, the
 * login redirect and the prerequisite list of code 10026. Features import the shared client;
 * only the app installs its policies.
 */
export const installApiClient = (): void => {
  configureApiClient({
    getSiteParams,
    // Section 8's Tips dialog: title Tips, one Ok button; the same message is not shown twice at once.
    showTips: (message) => openNotice({ message }),
    onNotFound: goToNotFound,
    onUnauthorized: redirectToLogin,
    onPrerequisiteMissing: (data) => openPrerequisites(prerequisitesFrom(data)),
  });
};

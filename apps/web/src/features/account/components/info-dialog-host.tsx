import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { withNamespaces } from '@/i18n/with-namespaces';
import { lazyWithAntd } from '@/shared/antd/lazy-with-antd';
import { useDialogTurn } from '@/shared/dialogs/dialog-queue';
import { useInfoDialogDismissed } from '@/shared/session/info-dialog';
import { useCurrentUser } from '@/shared/user/use-current-user';
import { isProfileEditPath } from '../model/paths';

// The dialog (antd's Modal and Form, the contract rules) loads only for users who need it, with its
// texts (the profile namespace is not in the start pack, issue 19).
const InfoDialog = lazyWithAntd(withNamespaces(() => import('./info-dialog').then((m) => m.InfoDialog), ['profile']));

/**
 * Shows the personal information dialog when the user is signed in and gatherInfo is '1' (section 2),
 * except on the edit page itself, whose form asks for the same fields. It takes its turn in the
 * shell's dialog queue (after the URL-change notice), never on top of another dialog.
 */
export const InfoDialogHost = () => {
  const { user } = useCurrentUser();
  const dismissed = useInfoDialogDismissed();
  const { pathname } = useLocation();
  const wanted = Boolean(user) && user?.gatherInfo === '1' && !dismissed && !isProfileEditPath(pathname);
  const turn = useDialogTurn('personal-info', wanted);
  if (!user || !turn) return null;
  return (
    <Suspense fallback={null}>
      <InfoDialog user={user} />
    </Suspense>
  );
};

import { lazy, Suspense } from 'react';
import { useInfoDialogDismissed } from '@/shared/session/info-dialog';
import { useCurrentUser } from '@/shared/user/use-current-user';

// The dialog (with the form and the contract rules) loads only for users who need it.
const InfoDialog = lazy(() => import('./info-dialog').then((m) => ({ default: m.InfoDialog })));

/** Shows the personal information dialog when the user is signed in and gatherInfo is '1' (section 2). */
export const InfoDialogHost = () => {
  const { user } = useCurrentUser();
  const dismissed = useInfoDialogDismissed();
  if (!user || user.gatherInfo !== '1' || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <InfoDialog user={user} />
    </Suspense>
  );
};

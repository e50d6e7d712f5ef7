import { Suspense } from 'react';
import { lazyWithAntd, useOpenedOnce } from '@/shared/antd/lazy-with-antd';
import { useLoginTipOpen } from '@/shared/dialogs/login-tip';

// antd's Modal comes with the first opening, not with the shell every page loads.
const LoginTipDialog = lazyWithAntd(() => import('./login-tip-dialog').then((m) => m.LoginTipDialog));

/** Renders the global login tip once `openLoginTip()` has been called (commerce §6, §8). */
export const LoginTipHost = () => {
  const open = useLoginTipOpen();
  const opened = useOpenedOnce(open);
  return opened ? (
    <Suspense fallback={null}>
      <LoginTipDialog open={open} />
    </Suspense>
  ) : null;
};

import { Suspense, useState } from 'react';
import { i18n } from '@/i18n/i18n';
import { loadAntdScope, lazyWithAntd } from '@/shared/antd/lazy-with-antd';
import { queueNotice, useNotices, type Notice } from '@/shared/dialogs/notice';
import { toast } from '@/shared/ui/toast';

const loadDialog = () => import('./notice-dialog').then((m) => m.NoticeDialog);

// antd's Modal comes with the first notice, not with the shell every page loads.
const NoticeDialog = lazyWithAntd(loadDialog);

/**
 * Shows a notice once its dialog's code is here; if that code cannot be fetched (offline), the
 * message is said in a toast rather than not at all. Title and button default to Tips and Ok.
 */
export const openNotice = (notice: Partial<Notice> & Pick<Notice, 'message'>): void => {
  const full: Notice = {
    title: notice.title ?? i18n.t('common.tips'),
    okLabel: notice.okLabel ?? i18n.t('common.ok'),
    tone: notice.tone ?? 'info',
    message: notice.message,
  };
  Promise.all([loadDialog(), loadAntdScope()]).then(
    () => queueNotice(full),
    () => toast.error(full.message),
  );
};

/** The shell's notice dialog: the first queued notice, kept on screen while it closes. */
export const NoticeHost = () => {
  const [current] = useNotices();
  // The last notice stays rendered (closed) so antd can play the closing animation.
  const [shown, setShown] = useState<Notice | undefined>(current);
  if (current && current !== shown) setShown(current);
  return shown ? (
    <Suspense fallback={null}>
      <NoticeDialog notice={current ?? shown} open={Boolean(current)} />
    </Suspense>
  ) : null;
};

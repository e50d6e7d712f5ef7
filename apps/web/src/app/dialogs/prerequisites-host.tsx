import { Suspense } from 'react';
import { lazyWithAntd, useOpenedOnce } from '@/shared/antd/lazy-with-antd';
import { usePrerequisites } from '@/shared/dialogs/prerequisites';

// antd's Modal comes with the first 10026 answer, not with the shell every page loads.
const PrerequisitesDialog = lazyWithAntd(() => import('./prerequisites-dialog').then((m) => m.PrerequisitesDialog));

/** Renders the prerequisite certification modal once a 10026 answer has opened it (cert §8). */
export const PrerequisitesHost = () => {
  const items = usePrerequisites();
  const opened = useOpenedOnce(items !== null);
  return opened ? (
    <Suspense fallback={null}>
      <PrerequisitesDialog items={items} />
    </Suspense>
  ) : null;
};

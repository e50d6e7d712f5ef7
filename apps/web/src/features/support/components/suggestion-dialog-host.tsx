import { Suspense } from 'react';
import { lazyWithAntd, preloadOnIntent, useOpenedOnce } from '@/shared/antd/lazy-with-antd';
import type { useSuggestionPopup } from '../model/suggestion-popup';
import type { SuggestionFormComponent } from './suggestion-form';

// The dialog (antd's Modal and Result) loads the first time it opens, not with the shell.
const SuggestionDialog = lazyWithAntd(() => import('./suggestion-dialog').then((m) => m.SuggestionDialog));

/** Props for the button that opens the pop-up: its code loads when the button is approached. */
export const suggestionIntent = preloadOnIntent(SuggestionDialog);

type SuggestionDialogHostProps = {
  popup: ReturnType<typeof useSuggestionPopup>;
  Form: SuggestionFormComponent;
};

/** Mounts the training suggestion pop-up once first opened, then keeps it for its closing animation. */
export const SuggestionDialogHost = ({ popup, Form }: SuggestionDialogHostProps) => {
  const opened = useOpenedOnce(popup.state !== 'closed');
  return opened ? (
    <Suspense fallback={null}>
      <SuggestionDialog popup={popup} Form={Form} />
    </Suspense>
  ) : null;
};

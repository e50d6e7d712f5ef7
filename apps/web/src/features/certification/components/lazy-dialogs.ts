import { lazyWithAntd } from '@/shared/antd/lazy-with-antd';

/*
 * The certification page's dialogs are built with antd and load with it when first opened, so the
 * page's first load carries no antd (decision 0012, issue 19); the buttons that open them start the
 * load on intent (preloadOnIntent).
 */

/** Enrol in the certification (code or invitation, notifications). */
export const LazyEnrolDialog = lazyWithAntd(() => import('./enrol-dialog').then((module) => module.EnrolDialog));

/** The certificate congratulation reminder. */
export const LazyCongratulationDialog = lazyWithAntd(() => import('./congratulation-dialog').then((module) => module.CongratulationDialog));

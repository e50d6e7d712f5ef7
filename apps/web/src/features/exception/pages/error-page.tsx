import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { Button } from '@/shared/ui/button';
import { ExceptionResult } from './exception-result';
import styles from './exception-page.module.css';
import { NotFoundPage } from './not-found-page';

/**
 * The router's error boundary: a page that crashed while rendering or whose code failed to load
 * (e.g. after a deploy). Spec section 8 "Page": 'Sorry, there was an error on the page.', with
 * a reload (which also fetches a new build's code) and a way home. A 404 route answer shows the
 * not-found page instead.
 */
export const ErrorPage = () => {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <PageError />;
};

const PageError = () => {
  const { t } = useTranslation();
  const variantPath = useVariantPath();
  return (
    <ExceptionResult visual={<ErrorMark />} title={t('page.error')} description={t('exception.errorDescription')}>
      <Button variant="primary" size="large" onClick={() => window.location.reload()}>
        {t('page.reload')}
      </Button>
      <Link to={variantPath('/')} className={styles.linkButton}>
        {t('common.backHome')}
      </Link>
    </ExceptionResult>
  );
};

/** A filled circle with a cross (the error mark of the site's result pages). Decorative. */
const ErrorMark = () => (
  <svg className={styles.errorMark} viewBox="64 64 896 896" width="72" height="72" aria-hidden focusable="false">
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M512 64c247.4 0 448 200.6 448 448S759.4 960 512 960 64 759.4 64 512 264.6 64 512 64zm127.98 274.82h-.04l-.08.06L512 466.75 384.14 338.88c-.04-.05-.06-.06-.08-.06a.12.12 0 00-.07 0c-.03 0-.05.01-.09.05l-45.02 45.02a.2.2 0 00-.05.09.12.12 0 000 .07v.02a.27.27 0 00.06.06L466.75 512 338.88 639.86c-.05.04-.06.06-.06.08a.12.12 0 000 .07c0 .03.01.05.05.09l45.02 45.02a.2.2 0 00.09.05.12.12 0 00.07 0c.02 0 .04-.01.08-.05L512 557.25l127.86 127.87c.04.04.06.05.08.05a.12.12 0 00.07 0c.03 0 .05-.01.09-.05l45.02-45.02a.2.2 0 00.05-.09.12.12 0 000-.07v-.02a.27.27 0 00-.05-.06L557.25 512l127.87-127.86c.04-.04.05-.06.05-.08a.12.12 0 000-.07c0-.03-.01-.05-.05-.09l-45.02-45.02a.2.2 0 00-.09-.05.12.12 0 00-.07 0z"
    />
  </svg>
);

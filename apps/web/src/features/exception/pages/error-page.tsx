import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
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
    <section className={styles.page}>
      <Result
        status="error"
        title={<h1 className={styles.title}>{t('page.error')}</h1>}
        subTitle={<p className={styles.description}>{t('exception.errorDescription')}</p>}
        extra={
          <div className={styles.actions}>
            <Button type="primary" size="large" onClick={() => window.location.reload()}>
              {t('page.reload')}
            </Button>
            <Link to={variantPath('/')} className={styles.linkButton}>
              {t('common.backHome')}
            </Link>
          </div>
        }
      />
    </section>
  );
};

import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { Button } from '@/shared/ui/button';
import { ExceptionResult } from './exception-result';
import styles from './exception-page.module.css';
import notFoundImage from './not-found.svg';

/** /exception/notFound and every unknown path (spec section 2): a way home, and back when there is history. */
export const NotFoundPage = () => {
  const { t } = useTranslation();
  const variantPath = useVariantPath();
  const navigate = useNavigate();
  // The router numbers the entries of this visit; above 0 there is a page of ours to go back to.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <ExceptionResult
      // A file, not inline markup: the picture stays out of the JavaScript every page loads.
      visual={<img className={styles.image} src={notFoundImage} alt="" width={252} height={294} />}
      title={t('notFound.title')}
      description={t('notFound.description')}
    >
      <Link to={variantPath('/')} className={`${styles.linkButton} ${styles.primary}`}>
        {t('common.backHome')}
      </Link>
      {canGoBack && (
        <Button size="large" onClick={() => void navigate(-1)}>
          {t('exception.goBack')}
        </Button>
      )}
    </ExceptionResult>
  );
};

import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import styles from './exception-page.module.css';

/** /exception/notFound and every unknown path (spec section 2): a way home, and back when there is history. */
export const NotFoundPage = () => {
  const { t } = useTranslation();
  const variantPath = useVariantPath();
  const navigate = useNavigate();
  // The router numbers the entries of this visit; above 0 there is a page of ours to go back to.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <section className={styles.page}>
      <Result
        status="404"
        title={<h1 className={styles.title}>{t('notFound.title')}</h1>}
        subTitle={<p className={styles.description}>{t('notFound.description')}</p>}
        extra={
          <div className={styles.actions}>
            <Link to={variantPath('/')} className={`${styles.linkButton} ${styles.primary}`}>
              {t('common.backHome')}
            </Link>
            {canGoBack && (
              <Button size="large" onClick={() => void navigate(-1)}>
                {t('exception.goBack')}
              </Button>
            )}
          </div>
        }
      />
    </section>
  );
};

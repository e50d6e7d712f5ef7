import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import styles from './exception-page.module.css';

/** /exception/notFound and every unknown path (spec section 2). */
export const NotFoundPage = () => {
  const { t } = useTranslation();
  const variantPath = useVariantPath();
  return (
    <section className={styles.page}>
      <Result
        status="404"
        title={<h1 className={styles.title}>{t('notFound.title')}</h1>}
        subTitle={t('notFound.description')}
        extra={
          <Link to={variantPath('/')}>
            <Button type="primary" size="large">
              {t('common.backHome')}
            </Button>
          </Link>
        }
      />
    </section>
  );
};

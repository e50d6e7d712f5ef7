import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './exception-page.module.css';

/** Shown when a page fails to render or load (spec section 8, "Page"). */
export const ErrorPage = () => {
  const { t } = useTranslation();
  return (
    <section className={styles.page}>
      <Result
        status="error"
        title={<h1 className={styles.title}>{t('page.error')}</h1>}
        extra={
          <Button type="primary" size="large" onClick={() => window.location.reload()}>
            {t('page.reload')}
          </Button>
        }
      />
    </section>
  );
};

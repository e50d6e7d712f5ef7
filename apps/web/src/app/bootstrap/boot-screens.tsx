import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './boot-screens.module.css';

export const BootSpinner = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.screen} role="status" aria-label={t('common.loading')}>
      <Spin size="large" />
    </div>
  );
};

export const BootError = ({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) => {
  const { t } = useTranslation();
  return (
    <div className={styles.screen}>
      <Result
        status="warning"
        title={t('bootstrap.failedTitle')}
        subTitle={t('bootstrap.failedDescription')}
        extra={
          <Button type="primary" size="large" loading={retrying} onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    </div>
  );
};

import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import styles from './boot-screens.module.css';

export const BootSpinner = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.screen}>
      <Spinner size="large" label={t('common.loading')} />
    </div>
  );
};

type ProblemProps = { tone: 'warning' | 'error'; title: string; description: string; action: string; onAction: () => void; busy?: boolean };

/** A whole-window problem (the site could not load, the app crashed): what happened and one way on. */
export const BootProblem = ({ tone, title, description, action, onAction, busy = false }: ProblemProps) => (
  <div className={styles.screen}>
    <div className={styles.problem} role="alert">
      <span className={`${styles.mark} ${styles[tone]}`} aria-hidden>
        !
      </span>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.description}>{description}</p>
      <Button variant="primary" size="large" loading={busy} onClick={onAction}>
        {action}
      </Button>
    </div>
  </div>
);

export const BootError = ({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) => {
  const { t } = useTranslation();
  return (
    <BootProblem
      tone="warning"
      title={t('bootstrap.failedTitle')}
      description={t('bootstrap.failedDescription')}
      action={t('common.retry')}
      onAction={onRetry}
      busy={retrying}
    />
  );
};

import type { CertificationListItem } from '@credo/contracts/certification-journey';
import { Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/shared/ui/app-link';
import { RosetteIcon } from '@/shared/ui/content-icons';
import { StatePanel } from '@/shared/ui/state-panel';
import { levelName } from '@/shared/lib/level-name';
import { sortByLevel } from '../model/hub-programme';
import styles from './hub-overview.module.css';

type CertificationPathProps = {
  items: CertificationListItem[] | undefined;
  pending: boolean;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
};

const LEVEL_TONES: Record<number, string | undefined> = { 1: styles.bronze, 2: styles.silver, 3: styles.gold };

const PathCard = ({ item }: { item: CertificationListItem }) => {
  const { t } = useTranslation();
  const level = levelName(t, item.level);
  return (
    <li className={styles.pathItem}>
      <article className={styles.card}>
        <div className={styles.cardHead}>
          <span className={`${styles.levelChip} ${LEVEL_TONES[item.level] ?? ''}`}>
            <RosetteIcon size={16} />
            {level}
          </span>
          <span className={styles.version} dir="ltr">
            {item.versionLabel}
          </span>
        </div>
        <h3 className={styles.cardTitle}>
          <AppLink href={`/certification/detail/${item.id}`} className={styles.cardLink}>
            {item.name}
          </AppLink>
        </h3>
        {item.description && <p className={styles.cardText}>{item.description}</p>}
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('hub.courses')}</dt>
            <dd>{item.courseCount}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('hub.requiredCredits')}</dt>
            <dd>{item.requiredCredits}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('hub.practicalExam')}</dt>
            <dd>{item.practicalExam === '1' ? t('hub.yes') : t('hub.no')}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('hub.enrolment')}</dt>
            <dd>
              <span className={`${styles.mode} ${styles[`mode-${item.enrolmentMode}`] ?? ''}`}>{t(`hub.enrolmentMode.${item.enrolmentMode}`)}</span>
            </dd>
          </div>
        </dl>
        <span className={styles.cardMore} aria-hidden="true">
          {t('hub.viewCertification')}
        </span>
      </article>
    </li>
  );
};

/** The programme's certifications in level order, each leading to its detail page (cert §1, §2). */
export const CertificationPath = ({ items, pending, failed, retrying, onRetry }: CertificationPathProps) => {
  const { t } = useTranslation();
  if (pending) {
    return (
      <div className={styles.pathGrid} aria-busy="true">
        {[0, 1, 2].map((n) => (
          <div key={n} className={styles.card}>
            <Skeleton active paragraph={{ rows: 5 }} />
          </div>
        ))}
      </div>
    );
  }
  if (failed) {
    return (
      <StatePanel
        tone="error"
        icon={<RosetteIcon size={32} />}
        title={t('hub.loadError')}
        description={t('hub.loadErrorHint')}
        actions={
          <Button type="primary" onClick={onRetry} loading={retrying}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (!items?.length) return <StatePanel icon={<RosetteIcon size={32} />} title={t('hub.empty')} description={t('hub.emptyHint')} />;
  return (
    <ol className={styles.pathGrid}>
      {sortByLevel(items).map((item) => (
        <PathCard key={item.id} item={item} />
      ))}
    </ol>
  );
};

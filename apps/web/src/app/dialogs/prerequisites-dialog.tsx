import { DIALOG_WIDTHS } from '@credo/contracts/constants';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { closePrerequisites, type PrerequisiteCertification } from '@/shared/dialogs/prerequisites';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import styles from './global-dialogs.module.css';

/**
 * The prerequisite certification modal (cert §2, §8 code 10026; commerce §8): the certifications
 * the 10026 context lists, each linking to its detail page, and one Ok button. Loaded with antd by
 * PrerequisitesHost the first time a 10026 answer opens it; `items` is null while closed.
 */
export const PrerequisitesDialog = ({ items }: { items: PrerequisiteCertification[] | null }) => {
  const { t } = useTranslation();
  const variantPath = useVariantPath();
  return (
    <Modal
      open={items !== null}
      title={t('dialogs.prerequisite.title')}
      width={DIALOG_WIDTHS.confirm}
      centered
      onCancel={closePrerequisites}
      footer={
        <Button type="primary" onClick={closePrerequisites}>
          {t('common.ok')}
        </Button>
      }
    >
      <p className={styles.message}>{t(items?.length ? 'dialogs.prerequisite.message' : 'errorCode.10026')}</p>
      {items && items.length > 0 && (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.certificationReleaseId}>
              <Link className={styles.certification} to={variantPath(`/certification/detail/${item.certificationReleaseId}`)} onClick={closePrerequisites}>
                <span className={styles.certificationName}>{item.certificationName}</span>
                {item.versionLabel && <span className={styles.version}>{item.versionLabel}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
};

import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Cert §2 "Mobile: hands-on practice and practical exam are not available on mobile; a notice
 * tells the user to log in to the web portal" (and §8's unavailable-on-mobile notices). Shown on
 * the /mobile twins in place of the practical-exam actions.
 */
export const PracticalExamWebOnlyNotice = () => {
  const { t } = useTranslation();
  return <Alert type="info" showIcon title={t('training.mobile.title')} description={t('training.mobile.text')} data-testid="practical-mobile-notice" />;
};

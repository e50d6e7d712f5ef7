import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';

/**
 * Cert §2 "Mobile: hands-on practice and practical exam are not available on mobile; a notice
 * tells the user to log in to the web portal" (and §8's unavailable-on-mobile notices). Shown on
 * the /mobile twins in place of the practical-exam actions. Without antd: the certification page
 * shows it at first paint (decision 0012).
 */
export const PracticalExamWebOnlyNotice = () => {
  const { t } = useTranslation();
  return <Alert type="info" showIcon title={t('training.mobile.title')} description={t('training.mobile.text')} data-testid="practical-mobile-notice" />;
};

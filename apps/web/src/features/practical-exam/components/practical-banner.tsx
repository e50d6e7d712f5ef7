import { useTranslation } from 'react-i18next';
import { PageBanner, type Crumb } from '@/shared/ui/page-banner';

/** The heading band of the practical-exam, reschedule and check-in pages. */
export const PracticalBanner = ({ title, subtitle, crumbs = [] }: { title: string; subtitle?: string; crumbs?: Crumb[] }) => {
  const { t } = useTranslation();
  return (
    <PageBanner
      title={title}
      subtitle={subtitle}
      crumbs={[{ label: t('practicalExam.home'), href: '/' }, ...crumbs, { label: title }]}
      crumbsLabel={t('practicalExam.breadcrumb')}
    />
  );
};

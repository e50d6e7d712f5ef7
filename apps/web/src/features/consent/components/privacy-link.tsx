import { useTranslation } from 'react-i18next';
import { AppLink } from '@/shared/ui/app-link';

/** The tenant's privacy-policy link (commerce §6: the tenant chooses it); nothing when the tenant has none. */
export const PrivacyLink = ({ url, className }: { url: string; className?: string }) => {
  const { t } = useTranslation();
  if (!url.trim()) return null;
  return (
    <AppLink href={url} className={className}>
      {t('consent.privacyPolicy')}
    </AppLink>
  );
};

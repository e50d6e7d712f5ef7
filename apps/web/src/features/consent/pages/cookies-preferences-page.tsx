import { Alert, App, Button, Switch } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveCookiePolicy, useConsent } from '@/shared/consent/consent-store';
import type { CookiePolicy, OptionalCategory } from '@/shared/consent/cookie-policy';
import { usePageTitle } from '@/shared/site/page-title';
import { useSite } from '@/shared/site/site-context';
import { CookieIcon, ShieldIcon } from '@/shared/ui/overlay-icons';
import { PrivacyLink } from '../components/privacy-link';
import styles from './cookies-preferences-page.module.css';

type Draft = Pick<CookiePolicy, OptionalCategory>;

/**
 * /cookies-preferences and its /mobile twin (commerce §2, §3): necessary cookies always on, a
 * switch each for functionality and analytics, Save. The switches start from the saved choice,
 * else from the region's default (opt-in regions: off; elsewhere: on).
 */
export const CookiesPreferencesPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('consent.preferencesTitle'));
  const { message } = App.useApp();
  const { siteInfo } = useSite();
  const { policy, stored, region } = useConsent();
  // Until the user touches a switch, the switches follow the applied policy (the region may
  // still be settling on first load); after that they are the user's draft.
  const [draft, setDraft] = useState<Draft | null>(null);
  const shown: Draft = draft ?? { functionality: policy.functionality, analytics: policy.analytics };

  const toggle = (category: OptionalCategory) => (on: boolean) => setDraft({ ...shown, [category]: on });
  const save = () => {
    saveCookiePolicy({ necessary: true, ...shown });
    setDraft(null);
    void message.success(t('consent.saved'));
  };

  return (
    <section className={styles.page}>
      <header className={styles.head}>
        <span className={styles.headIcon}>
          <CookieIcon size={30} />
        </span>
        <div>
          <h1 className={styles.title}>{t('consent.preferencesTitle')}</h1>
          <p className={styles.intro}>
            {t('consent.preferencesIntro')} <PrivacyLink url={siteInfo.tenant.privacyPolicyUrl} className={styles.privacy} />
          </p>
        </div>
      </header>

      {!stored && region !== 'pending' && (
        <Alert className={styles.note} type="info" showIcon title={t(region === 'optIn' ? 'consent.defaultOff' : 'consent.defaultOn')} />
      )}

      <ul className={styles.list}>
        <Category
          icon={<ShieldIcon />}
          title={t('consent.categories.necessary.title')}
          description={t('consent.categories.necessary.description')}
          control={(labelId) => (
            <span className={styles.always}>
              <span className={styles.alwaysText}>{t('consent.alwaysOn')}</span>
              <Switch checked disabled aria-labelledby={labelId} />
            </span>
          )}
        />
        {(['functionality', 'analytics'] as const).map((category) => (
          <Category
            key={category}
            title={t(`consent.categories.${category}.title`)}
            description={t(`consent.categories.${category}.description`)}
            control={(labelId) => (
              <Switch checked={shown[category]} onChange={toggle(category)} aria-labelledby={labelId} data-testid={`consent-${category}`} />
            )}
          />
        ))}
      </ul>

      <div className={styles.footer}>
        <Button type="primary" size="large" className={styles.save} onClick={save}>
          {t('consent.save')}
        </Button>
      </div>
    </section>
  );
};

type CategoryProps = {
  icon?: ReactNode;
  title: string;
  description: string;
  control: (labelId: string) => ReactNode;
};

const Category = ({ icon, title, description, control }: CategoryProps) => {
  const labelId = useId();
  return (
    <li className={styles.item}>
      <div className={styles.itemText}>
        <h2 id={labelId} className={styles.itemTitle}>
          {icon && <span className={styles.itemIcon}>{icon}</span>}
          {title}
        </h2>
        <p className={styles.itemDescription}>{description}</p>
      </div>
      <div className={styles.control}>{control(labelId)}</div>
    </li>
  );
};

import { hubPath, type CertificationTypeInfo } from '@credo/contracts/certification';
import type { SmartTryPage } from '@credo/contracts/smart-try';
import { useTranslation } from 'react-i18next';
import { goTo, loginUrl } from '@/shared/session/sso-links';
import { useSite } from '@/shared/site/site-context';
import { AppLink } from '@/shared/ui/app-link';
import { Button } from '@/shared/ui/button';
import { useProgrammes } from '../api/smart-try-calls';
import { RequestForm } from './request-form';
import { CheckCircleIcon, GiftIcon } from './smart-try-icons';
import styles from './smart-try.module.css';

type Props = { page: SmartTryPage; onChanged: () => void };

/**
 * What the viewer can do, by eligibility: a visitor signs in (returning here), a learner without a
 * valid certificate is told why and where to get one, a certified learner fills the form, and one
 * who requested sees their request.
 */
export const RequestPanel = ({ page, onChanged }: Props) => {
  const { t, i18n } = useTranslation();
  const dateOf = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  const campaign = page.campaign!;

  if (page.eligibility === 'visitor') {
    return (
      <div className={styles.panel} data-testid="smart-try-sign-in">
        <span className={styles.panelIcon}>
          <GiftIcon />
        </span>
        <h2 className={styles.panelTitle}>{t('smartTry.signInTitle')}</h2>
        <p className={styles.muted}>{t('smartTry.signInText')}</p>
        <Button variant="primary" size="large" block onClick={() => goTo(loginUrl())}>
          {t('smartTry.signIn')}
        </Button>
      </div>
    );
  }
  if (page.eligibility === 'notCertified') return <NotCertified />;
  if (page.eligibility === 'requested' && page.request) {
    const r = page.request;
    return (
      <div className={styles.panel} data-testid="smart-try-requested" role="status">
        <span className={`${styles.panelIcon} ${styles.done}`}>
          <CheckCircleIcon />
        </span>
        <h2 className={styles.panelTitle}>{t(`smartTry.requestedTitle.${r.state}`)}</h2>
        <p className={styles.muted}>{t(`smartTry.requestedText.${r.state}`)}</p>
        <dl className={styles.facts}>
          <dt>{t('smartTry.labelStatus')}</dt>
          <dd>
            <span className={`${styles.badge} ${styles[r.state]}`}>{t(`smartTry.state.${r.state}`)}</span>
          </dd>
          <dt>{t('smartTry.productLabel')}</dt>
          <dd>{r.productName}</dd>
          <dt>{t('smartTry.distributorLabel')}</dt>
          <dd>{r.distributorName}</dd>
          <dt>{t('smartTry.certificateLabel')}</dt>
          <dd>{r.certificationName}</dd>
          <dt>{t('smartTry.requestedOn')}</dt>
          <dd>{dateOf(r.createdAt)}</dd>
        </dl>
        <p className={styles.small}>{t('smartTry.oneRequest')}</p>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <RequestForm campaign={campaign} certificates={page.certificates} onDone={onChanged} />
    </div>
  );
};

const linkOf = (tenantCode: string, programme: CertificationTypeInfo) => hubPath(tenantCode, programme, 'overview');

/** Why a signed-in learner cannot request yet, and the way there: the programmes' overviews and My Learning. */
const NotCertified = () => {
  const { t } = useTranslation();
  const { siteInfo } = useSite();
  const programmes = useProgrammes().data ?? [];
  return (
    <div className={styles.panel} data-testid="smart-try-not-certified" role="status">
      <span className={`${styles.panelIcon} ${styles.warn}`}>
        <GiftIcon />
      </span>
      <h2 className={styles.panelTitle}>{t('smartTry.notCertifiedTitle')}</h2>
      <p className={styles.muted}>{t('smartTry.notCertifiedText')}</p>
      <p className={styles.nextTitle}>{t('smartTry.notCertifiedNext')}</p>
      <ul className={styles.nextLinks}>
        {programmes.map((p) => (
          <li key={`${p.kind}-${p.name}`}>
            <AppLink href={linkOf(siteInfo.tenant.code, p)} className={styles.nextLink}>
              {p.title}
            </AppLink>
          </li>
        ))}
        <li>
          <AppLink href="/my-learning" className={styles.nextLink}>
            {t('smartTry.myCertificates')}
          </AppLink>
        </li>
      </ul>
    </div>
  );
};

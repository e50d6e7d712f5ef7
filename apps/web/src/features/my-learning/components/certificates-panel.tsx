import type { MyLearningCertificate } from '@credo/contracts/my-learning';
import { CERTIFICATE_SUB_TABS } from '@credo/contracts/my-learning';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@/shared/api/api-client';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast';
import { closeReminder, renewCertificate, useCertificates } from '../api/my-learning-api';
import { Empty, Loading, LoadError, PageLink, useDate } from './panel-states';
import styles from './my-learning.module.css';

/** The verify page's QR code, drawn in the browser (qrcode loads with this tab only). */
const VerifyQr = ({ url, label }: { url: string; label: string }) => {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ default: QRCode }) => QRCode.toDataURL(url, { margin: 1, width: 192 })).then((data) => live && setSrc(data));
    return () => {
      live = false;
    };
  }, [url]);
  return src ? <img className={styles.qr} src={src} alt={label} /> : <span className={styles.qr} />;
};

const TONE: Record<string, string> = { valid: styles.good, aboutToExpire: styles.warn, expired: styles.bad, renewing: '' };

const CertificateCard = ({ c }: { c: MyLearningCertificate }) => {
  const { t } = useTranslation();
  const { date } = useDate();
  const navigate = useNavigate();
  const variantPath = useVariantPath();
  const client = useQueryClient();
  const [renewing, setRenewing] = useState(false);
  const verifyPath = `/verify/${c.number}`;
  const renew = async () => {
    setRenewing(true);
    try {
      const r = await renewCertificate(c.id);
      await client.invalidateQueries({ queryKey: ['myLearning'] });
      void navigate(variantPath(`/certification/detail/${r.certificationId}`));
    } catch (e) {
      if (!(e instanceof ApiError)) toast.error(t('myLearning.loadError'));
    } finally {
      setRenewing(false);
    }
  };
  return (
    <article className={styles.card} data-testid="certificate">
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{c.certificationName}</h3>
        {c.group && <span className={`${styles.badge} ${TONE[c.group]}`}>{t(`myLearning.certificates.${c.group}`)}</span>}
      </div>
      <div className={styles.cardHead}>
        <dl className={styles.fields}>
          <dt>{t('myLearning.certificates.number')}</dt>
          <dd dir="ltr" style={{ textAlign: 'start' }}>
            {c.number}
          </dd>
          <dt>{t('myLearning.certificates.issued')}</dt>
          <dd>{date(c.issuedAt)}</dd>
          <dt>{t('myLearning.certificates.validUntil')}</dt>
          <dd>{date(c.expiresAt)}</dd>
        </dl>
        <VerifyQr url={`${window.location.origin}${verifyPath}`} label={t('myLearning.certificates.qr', { number: c.number })} />
      </div>
      <div className={styles.actions}>
        <a className={styles.linkButton} href={`/api/user/certificate/pdf?number=${encodeURIComponent(c.number)}`} download>
          {t('myLearning.certificates.download')}
        </a>
        <PageLink to={verifyPath}>{t('myLearning.certificates.verify')}</PageLink>
        {c.renewable && c.group !== 'renewing' && (
          <Button variant="primary" loading={renewing} onClick={() => void renew()}>
            {t('myLearning.certificates.renew')}
          </Button>
        )}
      </div>
    </article>
  );
};

/** The certificate reminder (cert §4: remindStatus '1'): shown until the learner closes it (updateWindowRemindStatus). */
const Reminder = ({ c }: { c: MyLearningCertificate }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const close = async () => {
    await closeReminder(c.id);
    await client.invalidateQueries({ queryKey: ['myLearning', 'certificates'] });
  };
  return (
    <div className={styles.reminder} role="status">
      <span>{t('myLearning.certificates.reminder', { name: c.certificationName, number: c.number })}</span>
      <Button onClick={() => void close()}>{t('myLearning.certificates.closeReminder')}</Button>
    </div>
  );
};

/** Tab 3: certificates by state (sub-tabs valid, about to expire, expired, renewing). */
export const CertificatesPanel = ({ subTab }: { subTab: number }) => {
  const { t } = useTranslation();
  const query = useCertificates();
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError retry={() => void query.refetch()} />;
  const group = CERTIFICATE_SUB_TABS[subTab];
  const list = query.data.certificates.filter((c) => c.group === group);
  const reminders = query.data.certificates.filter((c) => c.remindStatus === '1' && c.group !== null);
  return (
    <div className={styles.panel}>
      {reminders.map((c) => (
        <Reminder key={c.id} c={c} />
      ))}
      {list.length === 0 ? (
        <Empty
          title={t(`myLearning.certificates.empty.${group}`)}
          hint={t('myLearning.certificates.emptyHint')}
          to="/"
          action={t('myLearning.credits.browse')}
        />
      ) : (
        list.map((c) => <CertificateCard key={c.id} c={c} />)
      )}
    </div>
  );
};

/** How many certificates each sub-tab holds (the sub-tab labels show it). */
export const useCertificateCounts = (): number[] | null => {
  const query = useCertificates();
  if (!query.data) return null;
  return CERTIFICATE_SUB_TABS.map((g) => query.data.certificates.filter((c) => c.group === g).length);
};

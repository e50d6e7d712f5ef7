import { useQuery } from '@tanstack/react-query';
import { Result, Skeleton } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '@/shared/site/page-title';
import { useSite } from '@/shared/site/site-context';
import { getQrDetail } from '../api/practical-api';
import { PracticalBanner } from '../components/practical-banner';
import styles from '../components/practical.module.css';

/** The learner's landing address for a code, under the site's prefix. */
const checkInUrl = (sitePrefix: string, code: string) => `${window.location.origin}${sitePrefix}/training/check-in?code=${encodeURIComponent(code)}`;

/**
 * /training/qr/{classroomId} (issue 17 item 7), the trainer's screen: a QR of the check-in
 * address with the server's signed code, asked again when the code rotates (every 30 s), with
 * how many of the room have checked in. Staff only (the server answers 403 to anyone else).
 */
export const TrainerQrPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { siteInfo, sitePrefix } = useSite();
  const [now, setNow] = useState(Date.now());
  const [svg, setSvg] = useState<string | null>(null);
  usePageTitle(t('practicalExam.qr.title'));
  const query = useQuery({
    queryKey: ['checkInQr', siteInfo.siteId, id],
    // Stamped with this screen's clock: the server's clock may differ from it.
    queryFn: async () => ({ result: await getQrDetail(id), at: Date.now() }),
    enabled: id > 0,
    // Asked again when the code rotates, and the counts move with it.
    refetchInterval: (q) => {
      const data = q.state.data;
      return data?.result.ok ? Math.max(500, data.at + data.result.data.rotatesInMs - Date.now() + 200) : false;
    },
  });
  const result = query.data?.result;
  const detail = result?.ok ? result.data : null;
  const turnsAt = query.data && detail ? query.data.at + detail.rotatesInMs : 0;

  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  useEffect(() => {
    if (!detail) return;
    let live = true;
    void QRCode.toString(checkInUrl(sitePrefix, detail.code), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((s) => live && setSvg(s));
    return () => {
      live = false;
    };
  }, [detail, sitePrefix]);

  let body;
  if (result && !result.ok)
    body = (
      <Result status="warning" title={result.kind === 'business' && result.code === 403 ? t('practicalExam.qr.staffOnly') : t('practicalExam.qr.loadError')} />
    );
  else if (!detail || !svg) body = <Skeleton active />;
  else {
    const seconds = Math.max(0, Math.ceil((turnsAt - now) / 1000));
    body = (
      <section className={`${styles.panel} ${styles.qrBox}`}>
        <h2 className={styles.panelTitle}>{detail.title}</h2>
        <img
          className={styles.qr}
          src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
          alt={t('practicalExam.qr.alt')}
          data-testid="checkin-qr"
          data-code={detail.code}
        />
        <p className={styles.muted}>{t('practicalExam.qr.rotates', { seconds })}</p>
        <p data-testid="checkin-counts">{t('practicalExam.qr.counts', { checkedIn: detail.checkedIn, enrolled: detail.enrolled })}</p>
      </section>
    );
  }
  return (
    <div className={styles.page}>
      <PracticalBanner title={t('practicalExam.qr.title')} subtitle={t('practicalExam.qr.subtitle')} />
      <div className={styles.body}>{body}</div>
    </div>
  );
};

import type { CourseDetail } from '@credo/contracts/course';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/shared/lib/clipboard';
import { useSite } from '@/shared/site/site-context';
import { toast } from '@/shared/ui/toast';
import { coursePageUrl, shareLinks } from '../model/share-urls';
import { LinkIcon, NetworkIcon } from './share-icons';
import styles from './share-links.module.css';

type Props = {
  course: Pick<CourseDetail, 'id' | 'courseType' | 'videoType' | 'courseName'>;
  /** `dark` on the page's heading band, `light` on a white card. */
  tone?: 'dark' | 'light';
};

/**
 * Share links for three social networks (commerce §2) and Copy link ("Copied", 3 s, §8/§9).
 * Each network opens its own share dialog in a new tab, without this page as opener or referrer.
 */
export const ShareLinks = ({ course, tone = 'dark' }: Props) => {
  const { t } = useTranslation();
  const { sitePrefix } = useSite();
  const pageUrl = coursePageUrl(window.location.origin, sitePrefix, course);

  const copy = async () => {
    if (await copyText(pageUrl)) toast.success(t('share.copied'));
    else toast.error(t('share.copyFailed'));
  };

  return (
    <div className={`${styles.share} ${styles[tone]}`} role="group" aria-label={t('share.label')}>
      <span className={styles.title} aria-hidden="true">
        {t('share.title')}
      </span>
      <ul className={styles.networks}>
        {shareLinks(pageUrl, course.courseName).map((link) => {
          const label = t('share.on', { network: link.name });
          return (
            <li key={link.network}>
              <a
                className={`${styles.network} ${styles[link.network]}`}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${label} (${t('common.opensInNewTab')})`}
                title={label}
              >
                <NetworkIcon network={link.network} />
              </a>
            </li>
          );
        })}
      </ul>
      <button type="button" className={styles.copy} onClick={() => void copy()}>
        <LinkIcon />
        <span>{t('share.copy')}</span>
      </button>
    </div>
  );
};

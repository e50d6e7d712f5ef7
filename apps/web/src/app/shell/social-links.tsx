import type { FooterConfig } from '@credo/contracts';
import { Popover } from 'antd';
import { AppLink } from '@/shared/ui/app-link';
import styles from './site-footer.module.css';

type SocialEntry = FooterConfig['socialList'][number];
type FooterLink = FooterConfig['linkList'][number];

const Icon = ({ src, label }: { src: string | null; label: string }) =>
  src ? <img className={styles.socialIcon} src={src} alt="" loading="lazy" /> : <span>{label}</span>;

/** One link opens directly; several show a list in a popover (cert doc §2, footer). */
const SocialEntryLinks = ({ entry }: { entry: SocialEntry }) => {
  const [first, ...others] = entry.socialMediaList;
  if (!first) return null;
  if (others.length === 0) {
    return (
      <AppLink href={first.link} className={styles.socialLink} aria-label={first.title}>
        <Icon src={entry.linkImage} label={first.title} />
      </AppLink>
    );
  }
  const list = (
    <ul className={styles.socialList}>
      {entry.socialMediaList.map((item) => (
        <li key={`${item.link}-${item.title}`}>
          <AppLink href={item.link}>{item.title}</AppLink>
        </li>
      ))}
    </ul>
  );
  return (
    <Popover content={list} trigger={['hover', 'click']}>
      <button type="button" className={styles.socialLink} aria-label={entry.socialMediaList.map((i) => i.title).join(', ')}>
        <Icon src={entry.linkImage} label={first.title} />
      </button>
    </Popover>
  );
};

export const SocialLinks = ({ entries, links }: { entries: SocialEntry[]; links: FooterLink[] }) => (
  <div className={styles.social}>
    {links.map((link) => (
      <AppLink key={`link-${link.id}`} href={link.linkUrl} className={styles.socialLink} aria-label={link.linkTitle}>
        <Icon src={link.linkImage} label={link.linkTitle} />
      </AppLink>
    ))}
    {entries.map((entry) => (
      <SocialEntryLinks key={`entry-${entry.id}`} entry={entry} />
    ))}
  </div>
);

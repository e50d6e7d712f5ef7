import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { certificationTypesQueryOptions } from '@/features/site/api/list-certification-types';
import { useFooter } from '@/features/site/api/search-footer';
import { useSite } from '@/shared/site/site-context';
import { AppLink } from '@/shared/ui/app-link';
import { useNearViewport } from '@/shared/ui/use-near-viewport';
import { groupFooterLinks } from './footer-groups';
import { SocialLinks } from './social-links';
import styles from './site-footer.module.css';

const EMAIL_MARK = '\u0000';

export const SiteFooter = () => {
  const { t } = useTranslation();
  const { siteInfo, languageId } = useSite();
  // Its links render in a background pass React splits into short tasks, not in the task their
  // answer arrives in (issue 19: the phone's blocking time); the footer sits below the page.
  const footer = useDeferredValue(useFooter().data);
  // The same cached query as the header's menus: no extra request.
  const programmes = useDeferredValue(useQuery(certificationTypesQueryOptions(siteInfo.siteId, languageId)).data);
  const groups = groupFooterLinks(footer?.linkList ?? [], programmes);
  const legal = withPrivacyLink(groups.legal, siteInfo.tenant.privacyPolicyUrl, t('consent.privacyPolicy'));
  const email = footer?.email || siteInfo.contactEmail;
  const social = footer?.socialList ?? [];
  // The address is a mailto link placed where the translation puts {email}.
  const [contactBefore, contactAfter = ''] = t('footer.contact', { email: EMAIL_MARK }).split(EMAIL_MARK);
  // The logos and icons load when the footer comes near the screen, not with every first load.
  const [footerRef, showImages] = useNearViewport<HTMLElement>();

  return (
    <footer ref={footerRef} className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          {groups.columns.map((column) => (
            <nav key={column.area} className={styles.column} aria-label={column.title ?? t(column.titleKey)}>
              <h2 className={styles.heading}>{column.title ?? t(column.titleKey)}</h2>
              <LinkList links={column.links} className={styles.links} />
            </nav>
          ))}
        </div>
        <div className={styles.aside}>
          {email && (
            <p className={styles.contact}>
              {contactBefore}
              {/* An address is left-to-right text even in Arabic; isolate it so it is not reordered. */}
              <a href={`mailto:${email}`} className={`${styles.link} ${styles.email}`} dir="ltr">
                {email}
              </a>
              {contactAfter}
            </p>
          )}
          {(groups.social.length > 0 || social.length > 0) && (
            <>
              <h2 className={styles.heading}>{t('footer.followUs')}</h2>
              <SocialLinks entries={social} links={groups.social} showImages={showImages} />
            </>
          )}
        </div>
      </div>
      {groups.partners.length > 0 && (
        <div className={styles.partners}>
          {groups.partners.map((partner) => (
            <AppLink key={partner.id} href={partner.linkUrl} aria-label={partner.linkTitle}>
              {showImages ? (
                <img className={styles.partnerLogo} src={partner.linkImage ?? ''} alt={partner.linkTitle} width={90} height={28} />
              ) : (
                // The logo's box until it loads (the link is named by its aria-label).
                <span className={styles.partnerLogo} style={{ display: 'inline-block', width: 90 }} />
              )}
            </AppLink>
          ))}
        </div>
      )}
      <div className={styles.bottom}>
        <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear(), name: siteInfo.tenant.name })}</p>
        {legal.length > 0 && (
          <nav aria-label={t('footer.legal')}>
            <LinkList links={legal} className={styles.legal} />
          </nav>
        )}
      </div>
    </footer>
  );
};

type FooterLink = { id: number; linkUrl: string; linkTitle: string };

/**
 * The legal links beside the copyright, with the tenant's privacy policy (commerce §6: the tenant
 * chooses the link) added when the site's footer configuration does not already carry it.
 */
export const withPrivacyLink = (legal: FooterLink[], privacyUrl: string, title: string): FooterLink[] => {
  const url = privacyUrl.trim();
  if (!url || legal.some((link) => link.linkUrl.trim() === url)) return legal;
  return [...legal, { id: -1, linkUrl: url, linkTitle: title }];
};

/** A list of footer links; same-host links stay in the tab, others open a new one (AppLink decides). */
const LinkList = ({ links, className }: { links: FooterLink[]; className: string }) => (
  <ul className={className}>
    {links.map((link) => (
      <li key={link.id}>
        <AppLink href={link.linkUrl} className={styles.link}>
          {link.linkTitle}
        </AppLink>
      </li>
    ))}
  </ul>
);

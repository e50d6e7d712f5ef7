import type { FooterConfig } from '@credo/contracts';
import { CertificationKind, FooterArea } from '@credo/contracts/enums-site';

type FooterLink = FooterConfig['linkList'][number];

export type FooterGroups = {
  /**
   * Link columns with their heading, in the spec's order, only those with links. `title` is the
   * tenant's own programme name (as in the header) where there is one, else `titleKey` is shown.
   */
  columns: Array<{ area: number; titleKey: string; title?: string; links: FooterLink[] }>;
  partners: FooterLink[];
  legal: FooterLink[];
  social: FooterLink[];
};

const COLUMNS: ReadonlyArray<{ area: number; titleKey: string; kind?: number }> = [
  { area: FooterArea.GENERAL_PROGRAMME, titleKey: 'footer.generalProgramme', kind: CertificationKind.GENERAL },
  { area: FooterArea.VENDOR_PROGRAMME, titleKey: 'footer.vendorProgramme', kind: CertificationKind.VENDOR },
  { area: FooterArea.QUICK_LINKS, titleKey: 'footer.quickLinks' },
  { area: FooterArea.RELATED_LINKS, titleKey: 'footer.relatedLinks' },
];

/**
 * Splits the footer links by areaKind (cert doc §2), keeping the server's order inside each. The
 * programme columns carry the tenant's programme names (getCertificationTypeInfo, the header's
 * source), so a micro brand's footer does not name the main brand's programmes.
 */
export const groupFooterLinks = (links: readonly FooterLink[], programmes: ReadonlyArray<{ kind: number; title: string }> = []): FooterGroups => {
  const byArea = (area: number) => links.filter((link) => link.areaKind === area);
  const programmeTitle = (kind?: number) => (kind === undefined ? undefined : programmes.find((p) => p.kind === kind)?.title || undefined);
  return {
    columns: COLUMNS.map(({ area, titleKey, kind }) => ({ area, titleKey, title: programmeTitle(kind), links: byArea(area) })).filter(
      (c) => c.links.length > 0,
    ),
    partners: byArea(FooterArea.PARTNER_LOGOS).filter((link) => link.linkImage),
    legal: byArea(FooterArea.LEGAL_LINKS),
    social: byArea(FooterArea.SOCIAL_LINKS),
  };
};

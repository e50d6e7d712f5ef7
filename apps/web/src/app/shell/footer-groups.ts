import type { FooterConfig } from '@credo/contracts';
import { FooterArea } from '@credo/contracts/enums-site';

type FooterLink = FooterConfig['linkList'][number];

export type FooterGroups = {
  /** Link columns with their heading key, in the spec's order, only those with links. */
  columns: Array<{ area: number; titleKey: string; links: FooterLink[] }>;
  partners: FooterLink[];
  legal: FooterLink[];
  social: FooterLink[];
};

const COLUMNS = [
  { area: FooterArea.GENERAL_PROGRAMME, titleKey: 'footer.generalProgramme' },
  { area: FooterArea.VENDOR_PROGRAMME, titleKey: 'footer.vendorProgramme' },
  { area: FooterArea.QUICK_LINKS, titleKey: 'footer.quickLinks' },
  { area: FooterArea.RELATED_LINKS, titleKey: 'footer.relatedLinks' },
] as const;

/** Splits the footer links by areaKind (cert doc §2), keeping the server's order inside each. */
export const groupFooterLinks = (links: readonly FooterLink[]): FooterGroups => {
  const byArea = (area: number) => links.filter((link) => link.areaKind === area);
  return {
    columns: COLUMNS.map((column) => ({ ...column, links: byArea(column.area) })).filter((c) => c.links.length > 0),
    partners: byArea(FooterArea.PARTNER_LOGOS).filter((link) => link.linkImage),
    legal: byArea(FooterArea.LEGAL_LINKS),
    social: byArea(FooterArea.SOCIAL_LINKS),
  };
};

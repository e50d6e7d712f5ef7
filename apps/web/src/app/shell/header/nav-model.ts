import { HUB_PAGES, hubPath, VENDOR_TENANT_CODE, type CertificationTypeInfo, type HubPage } from '@credo/contracts/certification';
import { GENERAL_PROGRAMME_HIDDEN_COUNTRIES, PATHS } from '@credo/contracts/constants';
import { CertificationKind } from '@credo/contracts/enums-site';

/** A link of a menu: an i18n key for our own labels, or a title the server gave. */
export type NavItem = { id: string; to: string; labelKey?: string; title?: string };

/** A titled block of links inside a dropdown (one programme, or the non-certification entries). */
export type NavSection = { id: string; titleKey?: string; title?: string; items: NavItem[] };

export type NavEntry =
  { type: 'dropdown'; id: string; labelKey?: string; label?: string; sections: NavSection[] } | { type: 'link'; id: string; labelKey: string; to: string };

export type Navigation = {
  /** 'nonCertification': Certification, Non-certification, My Learning; 'certification': one dropdown per programme, My Learning. */
  variant: 'nonCertification' | 'certification';
  entries: NavEntry[];
};

export type NavInputs = {
  tenantCode: string;
  isEU: boolean;
  showNonCertiMenu: boolean;
  /** The tenant's programmes (getCertificationTypeInfo). */
  types: readonly CertificationTypeInfo[];
  /** The non-certification menu; empty when the call failed or the site has none. */
  nonCertificationMenu: readonly { title: string; linkUrl: string }[];
  /** The visitor's ISO country; null when unknown (nothing is hidden then). */
  visitorCountry: string | null;
  hiddenCountries?: readonly string[];
};

const PAGE_LABEL_KEYS: Record<HubPage, string> = {
  overview: 'nav.overview',
  'online-video-courses': 'nav.onlineVideoCourses',
  classroom: 'nav.classroom',
};

/**
 * The programmes the header offers (cert §2): the general programme is hidden for the listed
 * visitor countries; its instructor-led page is hidden for the first tenant (the main brand) in
 * the EU. Hub links follow the tenant rule of `hubPath`.
 */
export const programmeSections = (inputs: NavInputs): NavSection[] => {
  const hidden = (inputs.hiddenCountries ?? GENERAL_PROGRAMME_HIDDEN_COUNTRIES).map((c) => c.toUpperCase());
  const country = inputs.visitorCountry?.toUpperCase();
  const firstTenantInEu = inputs.tenantCode === VENDOR_TENANT_CODE && inputs.isEU;
  return [...inputs.types]
    .sort((a, b) => a.kind - b.kind)
    .filter((type) => !(type.kind === CertificationKind.GENERAL && country && hidden.includes(country)))
    .map((type) => {
      const id = type.kind === CertificationKind.GENERAL ? 'general' : 'vendor';
      const pages = HUB_PAGES.filter((page) => !(page === 'classroom' && type.kind === CertificationKind.GENERAL && firstTenantInEu));
      return {
        id,
        // The tenant's own programme name in the visit's language (the micro brand's, not the main brand's).
        title: type.title,
        items: pages.map((page) => ({ id: `${id}-${page}`, to: hubPath(inputs.tenantCode, type, page), labelKey: PAGE_LABEL_KEYS[page] })),
      };
    });
};

/**
 * The header's menus (cert §2). With the site flag showNonCertiMenu and a non-empty
 * non-certification menu: a Certification group (both programmes), a Non-certification group and
 * My Learning. Otherwise: one dropdown per programme, then My Learning.
 */
export const buildNavigation = (inputs: NavInputs): Navigation => {
  const programmes = programmeSections(inputs);
  const myLearning: NavEntry = { type: 'link', id: 'myLearning', labelKey: 'nav.myLearning', to: PATHS.myLearning };
  if (inputs.showNonCertiMenu && inputs.nonCertificationMenu.length > 0) {
    const nonCertification: NavSection = {
      id: 'nonCertification',
      items: inputs.nonCertificationMenu.map((entry, index) => ({ id: `nonCertification-${index}`, to: entry.linkUrl, title: entry.title })),
    };
    const entries: NavEntry[] = [];
    if (programmes.length) entries.push({ type: 'dropdown', id: 'certification', labelKey: 'nav.certification', sections: programmes });
    entries.push({ type: 'dropdown', id: 'nonCertification', labelKey: 'nav.nonCertification', sections: [nonCertification] });
    entries.push(myLearning);
    return { variant: 'nonCertification', entries };
  }
  return {
    variant: 'certification',
    entries: [
      ...programmes.map((section): NavEntry => ({
        type: 'dropdown',
        id: section.id,
        label: section.title,
        sections: [{ id: section.id, items: section.items }],
      })),
      myLearning,
    ],
  };
};

/** A label or title: the server's text (a programme's name), else our own i18n key. */
export const labelOf = (t: (key: string) => string, x: { label?: string; title?: string; labelKey?: string; titleKey?: string }): string =>
  x.label ?? x.title ?? (x.labelKey ? t(x.labelKey) : x.titleKey ? t(x.titleKey) : '');

/** Whether `path` (below the site prefix and /mobile) is one of the entry's pages. */
export const entryIsActive = (entry: NavEntry, path: string): boolean => {
  const same = (to: string) => {
    const target = to.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
    return path === target || (target !== '/' && path.startsWith(`${target}/`));
  };
  return entry.type === 'link' ? same(entry.to) : entry.sections.some((section) => section.items.some((item) => same(item.to)));
};

import { bannerDefs, bannerImage } from './banners';
import { MICRO_TYPES, ROBOT_TYPES } from './catalogue-brands';
import { GENERAL_PROGRAMME, VENDOR_PROGRAMME } from './catalogue-main';
import { contentText, type ContentText } from './content-text';
import { LANG, type LangCode } from './languages';
import { media, PAGE_IMAGES, PARTNERS } from './media';
import { siteLangs, type SiteDef } from './sites';
import { tenants, type TenantCode } from './tenants';
import { PROGRAMME_NAMES } from './programme-names';

const CORPORATE = 'https://www.credo-security.example';
const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

/** Hub paths of the two programmes: fixed prefixes on the vendor (main) tenant, /{page}/{kind-name} elsewhere. */
export function hubPaths(tenant: TenantCode): { general: string | null; vendor: string | null; names: [string, string | null] } {
  if (tenant === 'main') return { general: '/general-security-certification', vendor: '/hikvision-security-certification', names: [GENERAL_PROGRAMME, VENDOR_PROGRAMME] };
  const [g, v] = tenant === 'micro' ? [MICRO_TYPES.general, MICRO_TYPES.vendor] : tenant === 'robot' ? [ROBOT_TYPES.general, ROBOT_TYPES.vendor] : [GENERAL_PROGRAMME, null];
  return { general: `{page}/${slug(g)}`, vendor: v ? `{page}/${slug(v)}` : null, names: [g, v] };
}

/** '/x/overview' on the main tenant, '/overview/x' on the others. */
function hubLink(base: string, page: 'overview' | 'online-video-courses' | 'classroom'): string {
  return base.startsWith('{page}') ? base.replace('{page}', `/${page}`) : `${base}/${page}`;
}

type FooterRow = { siteId: number; languageId: number; areaKind: number; linkTitle: string; linkUrl: string; linkImage: string | null; sort: number };

function footerFor(site: SiteDef, tenant: TenantCode, lang: LangCode, t: ContentText): FooterRow[] {
  const rows: FooterRow[] = [];
  const add = (areaKind: number, linkTitle: string, linkUrl: string, linkImage: string | null = null) =>
    rows.push({ siteId: site.id, languageId: LANG[lang], areaKind, linkTitle, linkUrl, linkImage, sort: rows.filter((r) => r.areaKind === areaKind).length });
  const hubs = hubPaths(tenant);
  for (const [area, base] of [[1, hubs.general], [2, hubs.vendor]] as const) {
    if (!base) continue;
    add(area, t.overview, hubLink(base, 'overview'));
    add(area, t.videoCourses, hubLink(base, 'online-video-courses'));
    add(area, t.classroom, hubLink(base, 'classroom'));
    if (area === 2) add(area, t.practicalExam, '/practical-exam');
  }
  add(3, t.faq, '/faq');
  add(3, t.news, '/news');
  add(3, t.trainerTeam, '/trainer-team');
  add(3, t.joinTrainer, '/join-us-as-a-trainer');
  if (site.flags?.showNonCertiMenu) {
    add(3, t.educationalVideo, '/educational-video/list');
    add(3, t.workshops, '/workshop-seminar/list');
  }
  if (site.flags?.showCompanyCertificate) add(3, t.vat, '/vat');
  const corporate = tenant === 'neutral' ? 'https://security-academy.example' : CORPORATE;
  add(4, t.corporate, corporate);
  if (tenant !== 'neutral') add(4, t.productSelector, `${CORPORATE}/product-selector`);
  add(4, t.support, tenant === 'neutral' ? 'https://security-academy.example/support' : 'https://support.credo-security.example');
  if (tenant === 'main') add(4, t.downloads, `${CORPORATE}/downloads`);
  for (const p of tenant === 'main' ? PARTNERS : PARTNERS.slice(0, 2)) add(5, p.name, p.url, media.partner(p.file));
  add(6, t.privacy, tenants.find((x) => x.code === tenant)!.privacyPolicyUrl);
  add(6, t.terms, tenant === 'neutral' ? 'https://security-academy.example/terms' : `${CORPORATE}/legal/terms-of-use`);
  add(6, t.cookies, '/cookies-preferences');
  add(7, 'LinkedIn', 'https://www.linkedin.com/company/credo-security-example', media.social('linkedin'));
  add(7, 'YouTube', 'https://www.youtube.com/@credo-academy-example', media.social('youtube'));
  if (tenant === 'main') add(7, 'Facebook', 'https://www.facebook.com/credo.academy.example', media.social('facebook'));
  return rows;
}

function seoFor(site: SiteDef, tenant: TenantCode, lang: LangCode, t: ContentText) {
  const brand = tenants.find((x) => x.code === tenant)!.name;
  const hubs = hubPaths(tenant);
  // A programme is named in the page's language (issue 14); its key stays in the URL.
  const named = (key: string) => PROGRAMME_NAMES[key]?.[lang] ?? key;
  const fill = ([title, description]: [string, string], vendor = hubs.names[1] ?? '') =>
    ({ title: title.replace('{brand}', brand).replace('{vendor}', named(vendor)), description: description.replace('{brand}', brand) });
  const pages: [string, [string, string], string?][] = [['/', t.seo.home], ['/my-learning', t.seo.myLearning], ['/faq', t.seo.faq], ['/news', t.seo.news], ['/educational-video/list', t.seo.videos]];
  if (hubs.general) pages.push([hubLink(hubs.general, 'overview'), tenant === 'main' || tenant === 'neutral' ? t.seo.general : t.seo.vendor, hubs.names[0]]);
  if (hubs.vendor) pages.push([hubLink(hubs.vendor, 'overview'), t.seo.vendor, hubs.names[1] ?? undefined]);
  return pages.map(([url, text, vendor]) => ({ siteId: site.id, languageId: LANG[lang], url, ...fill(text, vendor) }));
}

function bannersFor(site: SiteDef, tenant: TenantCode, lang: LangCode) {
  const defs = bannerDefs.filter((b) => b.tenant === tenant);
  return defs.map((b) => {
    const text = b.texts[lang] ?? b.texts.en;
    return {
      siteId: site.id,
      languageId: LANG[lang],
      type: b.type,
      title: text.title,
      description: text.description,
      imageUrl: bannerImage(b, lang, 'desktop'),
      mobileImageUrl: bannerImage(b, lang, 'mobile'),
      linkUrl: b.link,
      sort: defs.filter((d) => d.type === b.type).indexOf(b),
    };
  });
}

function dictFor(site: SiteDef, tenant: TenantCode) {
  const base = { siteId: site.id, languageId: null };
  return [
    { ...base, dictType: 'front_logo', label: 'header', value: 'header', imageUrl: media.logo(tenant), sort: 0 },
    { ...base, dictType: 'front_logo', label: 'footer', value: 'footer', imageUrl: media.logoWhite(tenant), sort: 1 },
    { ...base, dictType: 'front_logo', label: 'mobile', value: 'mobile', imageUrl: media.favicon(tenant), sort: 2 },
    ...PAGE_IMAGES.map(([page], i) => ({ ...base, dictType: 'page_image', label: page, value: page, imageUrl: media.page(tenant, page), sort: i })),
  ];
}

/** Several accounts behind one icon show a tooltip list; a single one opens directly. */
function socialFor(site: SiteDef, tenant: TenantCode) {
  const one = (title: string, link: string) => [{ title, link }];
  if (tenant !== 'main') {
    return [
      { siteId: site.id, linkImage: media.social('linkedin'), socialMediaList: one('LinkedIn', 'https://www.linkedin.com/company/credo-security-example'), sort: 0 },
      { siteId: site.id, linkImage: media.social('youtube'), socialMediaList: one('YouTube', 'https://www.youtube.com/@credo-academy-example'), sort: 1 },
    ];
  }
  return [
    { siteId: site.id, linkImage: media.social('linkedin'), sort: 0, socialMediaList: [
      { title: 'Credo Academy Global', link: 'https://www.linkedin.com/company/credo-security-example' },
      { title: 'Credo Academy Europe', link: 'https://www.linkedin.com/company/credo-security-europe-example' },
      { title: 'Credo Academy Middle East', link: 'https://www.linkedin.com/company/credo-security-mea-example' },
    ] },
    { siteId: site.id, linkImage: media.social('youtube'), socialMediaList: one('YouTube', 'https://www.youtube.com/@credo-academy-example'), sort: 1 },
    { siteId: site.id, linkImage: media.social('facebook'), socialMediaList: one('Facebook', 'https://www.facebook.com/credo.academy.example'), sort: 2 },
    { siteId: site.id, linkImage: media.social('x'), socialMediaList: one('X', 'https://x.com/credo_academy_example'), sort: 3 },
  ];
}

/** Footer, SEO and banners for every language a site offers (English texts where none are written); dictionaries and social icons per site. */
export function contentRows(sites: SiteDef[], tenantOf: (s: SiteDef) => TenantCode) {
  const footer: FooterRow[] = [];
  const seo: ReturnType<typeof seoFor> = [];
  const banners: ReturnType<typeof bannersFor> = [];
  const dict: ReturnType<typeof dictFor> = [];
  const social: ReturnType<typeof socialFor> = [];
  for (const site of sites) {
    const tenant = tenantOf(site);
    for (const lang of siteLangs(site)) {
      const t = contentText(lang);
      footer.push(...footerFor(site, tenant, lang, t));
      seo.push(...seoFor(site, tenant, lang, t));
      banners.push(...bannersFor(site, tenant, lang));
    }
    dict.push(...dictFor(site, tenant));
    social.push(...socialFor(site, tenant));
  }
  return { footer, seo, banners, dict, social };
}

import { CURRENCY } from './countries';
import { LANG, type LangCode } from './languages';
import { TENANT } from './tenants';

/** The neutral tenant's site: an id the spec does not use. */
export const NEUTRAL_SITE_ID = 30;

type Flags = Partial<{
  orderFood: boolean;
  showCompanyCertificate: boolean;
  languageNavigation: boolean;
  isEu: boolean;
  isAsia: boolean;
  isArSite: boolean;
  showNonCertiMenu: boolean;
}>;

export type SiteDef = {
  id: number;
  tenantId: number;
  code: string;
  name: string;
  pathPrefix: string;
  base: LangCode;
  country: string;
  email: string;
  /** Language offers in selector order: language and the countries it is offered for. */
  offers: [LangCode, string[]][];
  currencies: number[];
  /** Countries served besides those of the offers (region list, type 0). */
  moreCountries?: string[];
  /** Multi-country regions (type 1): code, name, currency. */
  multiRegions?: [string, string, number | null][];
  flags?: Flags;
};

const { EUR, PLN, USD, GBP } = CURRENCY;
const m = TENANT.main;

export const siteDefs: SiteDef[] = [
  { id: 1, tenantId: m, code: 'EN', name: 'Global', pathPrefix: '', base: 'en', country: 'US', email: 'academy@credo-security.example',
    offers: [['en', ['US', 'GB']], ['ar', ['AE', 'SA']], ['es', ['ES']], ['fr', ['FR']], ['de', ['DE']], ['pt', ['BR']], ['tr', ['TR']]],
    currencies: [USD, EUR], moreCountries: ['CA', 'IN', 'SG'], flags: { showNonCertiMenu: true, showCompanyCertificate: true } },
  { id: 2, tenantId: m, code: 'UK', name: 'United Kingdom', pathPrefix: 'uk', base: 'en', country: 'GB', email: 'uk.academy@credo-security.example',
    offers: [['en', ['GB']]], currencies: [GBP], moreCountries: ['IE'], flags: { showCompanyCertificate: true } },
  { id: 3, tenantId: m, code: 'MENA', name: 'Middle East & North Africa', pathPrefix: 'mena', base: 'en', country: 'AE', email: 'mena.academy@credo-security.example',
    offers: [['en', ['AE', 'QA', 'KW']], ['ar', ['AE', 'SA', 'EG']]], currencies: [USD], moreCountries: ['BH', 'OM', 'JO', 'MA'],
    multiRegions: [['GCC', 'Gulf Cooperation Council', USD]], flags: { orderFood: true } },
  { id: 4, tenantId: m, code: 'ZA', name: 'South Africa', pathPrefix: 'za', base: 'en', country: 'ZA', email: 'za.academy@credo-security.example',
    offers: [['en', ['ZA']]], currencies: [USD] },
  { id: 5, tenantId: m, code: 'ES', name: 'España', pathPrefix: 'es', base: 'es', country: 'ES', email: 'es.academy@credo-security.example',
    offers: [['es', ['ES']], ['en', ['ES']]], currencies: [EUR] },
  { id: 6, tenantId: m, code: 'VN', name: 'Việt Nam', pathPrefix: 'vn', base: 'vi', country: 'VN', email: 'vn.academy@credo-security.example',
    offers: [['vi', ['VN']], ['en', ['VN']]], currencies: [USD] },
  { id: 7, tenantId: m, code: 'FR', name: 'France', pathPrefix: 'fr', base: 'fr', country: 'FR', email: 'fr.academy@credo-security.example',
    offers: [['fr', ['FR']]], currencies: [EUR], flags: { orderFood: true } },
  { id: 8, tenantId: m, code: 'CATC', name: 'Authorised Training Centres', pathPrefix: 'catc', base: 'en', country: 'SG', email: 'catc@credo-security.example',
    offers: [['en', ['SG', 'MY']]], currencies: [USD], flags: { languageNavigation: false } },
  { id: 9, tenantId: m, code: 'TR', name: 'Türkiye', pathPrefix: 'tr', base: 'tr', country: 'TR', email: 'tr.academy@credo-security.example',
    offers: [['tr', ['TR']], ['en', ['TR']]], currencies: [USD, EUR] },
  { id: 10, tenantId: m, code: 'ID', name: 'Indonesia', pathPrefix: 'id', base: 'id', country: 'ID', email: 'id.academy@credo-security.example',
    offers: [['id', ['ID']], ['en', ['ID']]], currencies: [USD] },
  { id: 11, tenantId: m, code: 'BR', name: 'Brasil', pathPrefix: 'br', base: 'pt', country: 'BR', email: 'br.academy@credo-security.example',
    offers: [['pt', ['BR']]], currencies: [USD] },
  { id: 12, tenantId: m, code: 'PT', name: 'Portugal', pathPrefix: 'pt', base: 'pt', country: 'PT', email: 'pt.academy@credo-security.example',
    offers: [['pt', ['PT']], ['en', ['PT']]], currencies: [EUR] },
  { id: 13, tenantId: m, code: 'KR', name: '대한민국', pathPrefix: 'kr', base: 'ko', country: 'KR', email: 'kr.academy@credo-security.example',
    offers: [['ko', ['KR']]], currencies: [USD] },
  { id: 14, tenantId: m, code: 'AMERICAS', name: 'Americas', pathPrefix: 'americas', base: 'en', country: 'US', email: 'americas.academy@credo-security.example',
    offers: [['en', ['US', 'CA']], ['es', ['MX', 'CO', 'CL', 'AR']], ['pt', ['BR']]], currencies: [USD], flags: { showNonCertiMenu: true } },
  { id: 15, tenantId: m, code: 'TH', name: 'ประเทศไทย', pathPrefix: 'th', base: 'th', country: 'TH', email: 'th.academy@credo-security.example',
    offers: [['th', ['TH']], ['en', ['TH']]], currencies: [USD] },
  { id: 16, tenantId: m, code: 'AU', name: 'Australia & New Zealand', pathPrefix: 'au', base: 'en', country: 'AU', email: 'anz.academy@credo-security.example',
    offers: [['en', ['AU', 'NZ']]], currencies: [USD] },
  { id: 17, tenantId: m, code: 'AR', name: 'العربية', pathPrefix: 'ar', base: 'ar', country: 'SA', email: 'arabic.academy@credo-security.example',
    offers: [['ar', ['SA', 'AE', 'EG', 'JO']], ['en', ['AE']]], currencies: [USD], moreCountries: ['QA', 'KW'],
    multiRegions: [['GCC', 'Gulf Cooperation Council', USD]], flags: { isArSite: true, orderFood: true, showCompanyCertificate: true } },
  { id: 18, tenantId: m, code: 'AF', name: 'Africa', pathPrefix: 'af', base: 'en', country: 'NG', email: 'africa.academy@credo-security.example',
    offers: [['en', ['NG', 'KE', 'GH']], ['fr', ['SN', 'MA']]], currencies: [USD] },
  { id: 19, tenantId: TENANT.micro, code: 'MICRO', name: 'Credo Thermal', pathPrefix: '', base: 'en', country: 'GB', email: 'thermal.academy@credo-security.example',
    offers: [['en', ['GB', 'US']], ['de', ['DE']]], currencies: [EUR, USD], moreCountries: ['NL', 'FR'] },
  { id: 21, tenantId: m, code: 'EU', name: 'Europe', pathPrefix: 'eu', base: 'en', country: 'DE', email: 'eu.academy@credo-security.example',
    offers: [
      ['en', ['IE', 'NL', 'SE', 'DK', 'FI', 'LT', 'EE', 'LV', 'HR', 'SI', 'BA', 'RS', 'MK', 'ME', 'IT', 'CZ']],
      ['pl', ['PL']], ['de', ['DE', 'AT', 'CH']], ['fr', ['FR', 'BE', 'LU']], ['es', ['ES']], ['pt', ['PT']], ['tr', ['TR']],
    ],
    currencies: [EUR, PLN], moreCountries: ['SK', 'HU', 'RO', 'GR', 'NO'],
    multiRegions: [
      ['BALTIC', 'Baltic States', EUR], ['DACH', 'Germany, Austria & Switzerland', EUR], ['BENELUX', 'Belgium & Luxembourg', EUR],
      ['WESTERN_BALKANS', 'Western Balkans', EUR], ['ADRIATIC', 'Adriatic', EUR], ['NORDICS', 'Nordics', EUR],
    ],
    flags: { isEu: true, showNonCertiMenu: true, showCompanyCertificate: true } },
  { id: 26, tenantId: m, code: 'LK', name: 'Sri Lanka', pathPrefix: 'lk', base: 'en', country: 'LK', email: 'lk.academy@credo-security.example',
    offers: [['en', ['LK']]], currencies: [USD] },
  { id: 27, tenantId: m, code: 'ASIA', name: 'Asia Pacific', pathPrefix: 'asia', base: 'en', country: 'SG', email: 'apac.academy@credo-security.example',
    offers: [['en', ['SG', 'MY', 'PH', 'IN']], ['vi', ['VN']], ['id', ['ID']], ['th', ['TH']], ['ko', ['KR']]],
    currencies: [USD], moreCountries: ['JP', 'LK'],
    multiRegions: [['SEA', 'Southeast Asia', USD], ['SOUTH_ASIA', 'South Asia', USD]],
    flags: { isAsia: true, showNonCertiMenu: true } },
  { id: 28, tenantId: TENANT.robot, code: 'ROBOTICS', name: 'Credo Robotics', pathPrefix: '', base: 'en', country: 'DE', email: 'robotics.academy@credo-security.example',
    offers: [['en', ['DE', 'GB', 'US']]], currencies: [EUR, USD] },
  { id: NEUTRAL_SITE_ID, tenantId: TENANT.neutral, code: 'NEUTRAL', name: 'Security Practitioner Academy', pathPrefix: '', base: 'en', country: 'GB',
    email: 'hello@security-academy.example', offers: [['en', ['GB', 'US']]], currencies: [USD, EUR] },
];

export function siteDef(id: number): SiteDef {
  const s = siteDefs.find((d) => d.id === id);
  if (!s) throw new Error(`No site ${id}`);
  return s;
}

/** Rows of sites, site_languages, site_currencies and regions, derived from siteDefs. */
export function siteRows() {
  const sites = siteDefs.map((d) => ({
    id: d.id,
    tenantId: d.tenantId,
    code: d.code,
    name: d.name,
    pathPrefix: d.pathPrefix,
    baseLanguageId: LANG[d.base],
    orderFood: d.flags?.orderFood ?? false,
    showCompanyCertificate: d.flags?.showCompanyCertificate ?? false,
    languageNavigation: d.flags?.languageNavigation ?? true,
    analyticsTestId: `G-TEST${String(d.id).padStart(4, '0')}`,
    analyticsProdId: `G-CR${d.code.slice(0, 4)}${String(d.id * 7919).padStart(6, '0')}`,
    contactEmail: d.email,
    defaultCountryCode: d.country,
    isEu: d.flags?.isEu ?? false,
    isAsia: d.flags?.isAsia ?? false,
    isArSite: d.flags?.isArSite ?? false,
    showNonCertiMenu: d.flags?.showNonCertiMenu ?? false,
  }));
  const siteLanguages = siteDefs.flatMap((d) => {
    let sort = 0;
    return d.offers.flatMap(([lang, codes]) => codes.map((countryCode) => ({ siteId: d.id, languageId: LANG[lang], countryCode, sort: sort++ })));
  });
  const siteCurrencies = siteDefs.flatMap((d) => d.currencies.map((currencyId) => ({ siteId: d.id, currencyId })));
  return { sites, siteLanguages, siteCurrencies };
}

/** The languages a site offers, in selector order, each once. */
export function siteLangs(d: SiteDef): LangCode[] {
  return [...new Set(d.offers.map(([l]) => l))];
}

import type { RequiredInfoField, RequiredInfoFlags } from '@credo/contracts/user';
import { REQUIRED_INFO_FIELDS } from '@credo/contracts/user';
import { businessTypeNames, businessTypes, provinceCities, regions, supplementConfigs } from '../../db/schema/index';
import type { Tx } from '../insert';
import { LANG } from './languages';
import { siteDefs } from './sites';
import { TENANT } from './tenants';

/** Business types (users.type), ids stable; names per language, English is the fallback. */
export const businessTypeDefs: { id: number; code: string; names: Partial<Record<keyof typeof LANG, string>> }[] = [
  { id: 1, code: 'installer', names: { en: 'Installer', ar: 'مُركِّب', pl: 'Instalator', de: 'Installateur', es: 'Instalador', fr: 'Installateur', tr: 'Kurulumcu' } },
  { id: 2, code: 'integrator', names: { en: 'System integrator', ar: 'مُكامِل أنظمة', pl: 'Integrator systemów', de: 'Systemintegrator', es: 'Integrador de sistemas', fr: 'Intégrateur', tr: 'Sistem entegratörü' } },
  { id: 3, code: 'distributor', names: { en: 'Distributor', ar: 'موزّع', pl: 'Dystrybutor', de: 'Distributor', es: 'Distribuidor', fr: 'Distributeur', tr: 'Distribütör' } },
  { id: 4, code: 'engineer', names: { en: 'Engineer', ar: 'مهندس', pl: 'Inżynier', de: 'Ingenieur', es: 'Ingeniero', fr: 'Ingénieur', tr: 'Mühendis' } },
  { id: 5, code: 'consultant', names: { en: 'Consultant', ar: 'مستشار', pl: 'Konsultant', de: 'Berater', es: 'Consultor', fr: 'Consultant', tr: 'Danışman' } },
  { id: 6, code: 'end-user', names: { en: 'End user', ar: 'مستخدم نهائي', pl: 'Użytkownik końcowy', de: 'Endanwender', es: 'Usuario final', fr: 'Utilisateur final', tr: 'Son kullanıcı' } },
  { id: 7, code: 'student', names: { en: 'Student', ar: 'طالب', pl: 'Student', de: 'Student', es: 'Estudiante', fr: 'Étudiant', tr: 'Öğrenci' } },
  { id: 8, code: 'other', names: { en: 'Other', ar: 'أخرى', pl: 'Inne', de: 'Sonstige', es: 'Otro', fr: 'Autre', tr: 'Diğer' } },
];

export function businessTypeRows() {
  const types = businessTypeDefs.map((t, i) => ({ id: t.id, code: t.code, sort: i }));
  const names = businessTypeDefs.flatMap((t) => Object.entries(t.names).map(([lang, name]) => ({
    typeId: t.id, languageId: LANG[lang as keyof typeof LANG], name: name!,
  })));
  return { types, names };
}

/** Provinces (first level) with a few cities each, per country, for the profile form's selects. */
export const provinceCityDefs: Record<string, [province: string, cities: string[]][]> = {
  PL: [
    ['Dolnośląskie', ['Wrocław', 'Wałbrzych', 'Legnica']],
    ['Kujawsko-Pomorskie', ['Bydgoszcz', 'Toruń', 'Włocławek']],
    ['Lubelskie', ['Lublin', 'Zamość', 'Chełm']],
    ['Lubuskie', ['Zielona Góra', 'Gorzów Wielkopolski']],
    ['Łódzkie', ['Łódź', 'Piotrków Trybunalski', 'Pabianice']],
    ['Małopolskie', ['Kraków', 'Tarnów', 'Nowy Sącz']],
    ['Mazowieckie', ['Warszawa', 'Radom', 'Płock']],
    ['Opolskie', ['Opole', 'Kędzierzyn-Koźle']],
    ['Podkarpackie', ['Rzeszów', 'Przemyśl', 'Krosno']],
    ['Podlaskie', ['Białystok', 'Suwałki', 'Łomża']],
    ['Pomorskie', ['Gdańsk', 'Gdynia', 'Słupsk']],
    ['Śląskie', ['Katowice', 'Częstochowa', 'Gliwice']],
    ['Świętokrzyskie', ['Kielce', 'Ostrowiec Świętokrzyski']],
    ['Warmińsko-Mazurskie', ['Olsztyn', 'Elbląg', 'Ełk']],
    ['Wielkopolskie', ['Poznań', 'Kalisz', 'Konin']],
    ['Zachodniopomorskie', ['Szczecin', 'Koszalin', 'Świnoujście']],
  ],
  DE: [
    ['Baden-Württemberg', ['Stuttgart', 'Mannheim', 'Karlsruhe']],
    ['Bayern', ['München', 'Nürnberg', 'Augsburg']],
    ['Berlin', ['Berlin']],
    ['Brandenburg', ['Potsdam', 'Cottbus']],
    ['Bremen', ['Bremen', 'Bremerhaven']],
    ['Hamburg', ['Hamburg']],
    ['Hessen', ['Frankfurt am Main', 'Wiesbaden', 'Kassel']],
    ['Mecklenburg-Vorpommern', ['Rostock', 'Schwerin']],
    ['Niedersachsen', ['Hannover', 'Braunschweig', 'Osnabrück']],
    ['Nordrhein-Westfalen', ['Köln', 'Düsseldorf', 'Dortmund']],
    ['Rheinland-Pfalz', ['Mainz', 'Ludwigshafen', 'Koblenz']],
    ['Saarland', ['Saarbrücken']],
    ['Sachsen', ['Dresden', 'Leipzig', 'Chemnitz']],
    ['Sachsen-Anhalt', ['Magdeburg', 'Halle (Saale)']],
    ['Schleswig-Holstein', ['Kiel', 'Lübeck']],
    ['Thüringen', ['Erfurt', 'Jena']],
  ],
  GB: [
    ['England', ['London', 'Manchester', 'Birmingham']],
    ['Scotland', ['Edinburgh', 'Glasgow', 'Aberdeen']],
    ['Wales', ['Cardiff', 'Swansea']],
    ['Northern Ireland', ['Belfast', 'Derry']],
  ],
  ES: [
    ['Andalucía', ['Sevilla', 'Málaga', 'Granada']],
    ['Cataluña', ['Barcelona', 'Girona', 'Tarragona']],
    ['Comunidad de Madrid', ['Madrid', 'Alcalá de Henares']],
    ['Comunitat Valenciana', ['Valencia', 'Alicante']],
    ['País Vasco', ['Bilbao', 'San Sebastián']],
  ],
  FR: [
    ['Île-de-France', ['Paris', 'Versailles', 'Boulogne-Billancourt']],
    ['Auvergne-Rhône-Alpes', ['Lyon', 'Grenoble']],
    ["Provence-Alpes-Côte d'Azur", ['Marseille', 'Nice']],
    ['Occitanie', ['Toulouse', 'Montpellier']],
    ['Hauts-de-France', ['Lille', 'Amiens']],
  ],
  TR: [
    ['İstanbul', ['Kadıköy', 'Beşiktaş', 'Üsküdar']],
    ['Ankara', ['Çankaya', 'Keçiören']],
    ['İzmir', ['Konak', 'Karşıyaka']],
    ['Bursa', ['Osmangazi', 'Nilüfer']],
    ['Antalya', ['Muratpaşa', 'Alanya']],
  ],
  AE: [
    ['Abu Dhabi', ['Abu Dhabi', 'Al Ain']],
    ['Dubai', ['Dubai', 'Hatta']],
    ['Sharjah', ['Sharjah', 'Khor Fakkan']],
    ['Ajman', ['Ajman']],
    ['Ras Al Khaimah', ['Ras Al Khaimah']],
  ],
};

const flags = (...required: RequiredInfoField[]): RequiredInfoFlags =>
  Object.fromEntries(REQUIRED_INFO_FIELDS.map((f) => [f, required.includes(f) ? '1' : '0'])) as RequiredInfoFlags;

const MAIN_REQUIRED: RequiredInfoField[] = ['firstName', 'lastName', 'country', 'company', 'phoneNumber'];
const EU_SITE_ID = 21;
const MICRO_SITE_ID = 19;

export type SupplementSeed = { siteId: number; regionCode: string | null; flags: RequiredInfoFlags; exemptRegionCodes: string[] };

/**
 * Required-information configs. Main-tenant sites ask for names, country, company and phone; the
 * EU site adds VAT (Norway and Switzerland, outside the EU VAT area, are exempt) and its Poland
 * region also the postal address for Polish invoices; the micro (thermal) site asks for the full set.
 * Robotics and the neutral tenant have no config: nothing is required there.
 */
export function supplementSeeds(): SupplementSeed[] {
  const main = siteDefs
    .filter((s) => s.tenantId === TENANT.main && s.id !== EU_SITE_ID)
    .map((s) => ({ siteId: s.id, regionCode: null, flags: flags(...MAIN_REQUIRED), exemptRegionCodes: [] }));
  return [
    ...main,
    { siteId: EU_SITE_ID, regionCode: null, flags: flags(...MAIN_REQUIRED, 'vatNumber'), exemptRegionCodes: ['NO', 'CH'] },
    { siteId: EU_SITE_ID, regionCode: 'PL', flags: flags(...MAIN_REQUIRED, 'vatNumber', 'address', 'postcode', 'city', 'province'), exemptRegionCodes: [] },
    { siteId: MICRO_SITE_ID, regionCode: null, flags: flags(...REQUIRED_INFO_FIELDS), exemptRegionCodes: [] },
  ];
}

/** Inserts business types, provinces and cities, and the required-information configs (after regions). */
export async function insertUserData(tx: Tx) {
  const { types, names } = businessTypeRows();
  await tx.insert(businessTypes).values(types);
  await tx.insert(businessTypeNames).values(names);

  for (const [countryCode, provinces] of Object.entries(provinceCityDefs)) {
    const parents = await tx.insert(provinceCities)
      .values(provinces.map(([name], sort) => ({ countryCode, parentId: null, name, sort })))
      .returning({ id: provinceCities.id });
    const cities = provinces.flatMap(([, list], i) => list.map((name, sort) => ({ countryCode, parentId: parents[i].id, name, sort })));
    await tx.insert(provinceCities).values(cities);
  }

  const regionRows = await tx.select({ id: regions.id, siteId: regions.siteId, code: regions.code }).from(regions);
  const regionId = (siteId: number, code: string) => {
    const row = regionRows.find((r) => r.siteId === siteId && r.code === code);
    if (!row) throw new Error(`Site ${siteId} has no region ${code}`);
    return row.id;
  };
  await tx.insert(supplementConfigs).values(supplementSeeds().map((s) => ({
    siteId: s.siteId,
    regionId: s.regionCode ? regionId(s.siteId, s.regionCode) : null,
    flags: s.flags,
    exemptRegionIds: s.exemptRegionCodes.map((c) => regionId(s.siteId, c)),
  })));
}

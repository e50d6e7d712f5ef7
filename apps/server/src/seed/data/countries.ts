/**
 * Countries (ISO 3166-1 alpha-2, English names). regionGroup holds the country-code groups of the
 * certification document's section 9; a country belongs to at most one group here.
 */
type CountryRow = { code: string; name: string; regionGroup: string | null; isEu: boolean };

const c = (code: string, name: string, regionGroup: string | null = null, isEu = false): CountryRow => ({ code, name, regionGroup, isEu });

export const countries: CountryRow[] = [
  // Baltic, DACH, Benelux, Western Balkans, Adriatic, Poland: the spec's groups.
  c('LT', 'Lithuania', 'BALTIC', true),
  c('EE', 'Estonia', 'BALTIC', true),
  c('LV', 'Latvia', 'BALTIC', true),
  c('AT', 'Austria', 'DACH', true),
  c('DE', 'Germany', 'DACH', true),
  c('CH', 'Switzerland', 'DACH'),
  c('BE', 'Belgium', 'BENELUX', true),
  c('LU', 'Luxembourg', 'BENELUX', true),
  c('RS', 'Serbia', 'WESTERN_BALKANS'),
  c('MK', 'North Macedonia', 'WESTERN_BALKANS'),
  c('ME', 'Montenegro', 'WESTERN_BALKANS'),
  c('HR', 'Croatia', 'ADRIATIC', true),
  c('SI', 'Slovenia', 'ADRIATIC', true),
  c('BA', 'Bosnia and Herzegovina', 'ADRIATIC'),
  c('PL', 'Poland', 'POLAND', true),
  // Rest of Europe.
  c('NL', 'Netherlands', null, true),
  c('FR', 'France', null, true),
  c('ES', 'Spain', null, true),
  c('PT', 'Portugal', null, true),
  c('IT', 'Italy', null, true),
  c('IE', 'Ireland', null, true),
  c('SE', 'Sweden', 'NORDICS', true),
  c('DK', 'Denmark', 'NORDICS', true),
  c('FI', 'Finland', 'NORDICS', true),
  c('NO', 'Norway', 'NORDICS'),
  c('CZ', 'Czechia', null, true),
  c('SK', 'Slovakia', null, true),
  c('HU', 'Hungary', null, true),
  c('RO', 'Romania', null, true),
  c('GR', 'Greece', null, true),
  c('GB', 'United Kingdom'),
  c('TR', 'Türkiye'),
  // Middle East and Africa.
  c('AE', 'United Arab Emirates', 'GCC'),
  c('SA', 'Saudi Arabia', 'GCC'),
  c('QA', 'Qatar', 'GCC'),
  c('KW', 'Kuwait', 'GCC'),
  c('BH', 'Bahrain', 'GCC'),
  c('OM', 'Oman', 'GCC'),
  c('JO', 'Jordan'),
  c('EG', 'Egypt'),
  c('MA', 'Morocco'),
  c('NG', 'Nigeria'),
  c('KE', 'Kenya'),
  c('GH', 'Ghana'),
  c('SN', 'Senegal'),
  c('ZA', 'South Africa'),
  // Americas.
  c('US', 'United States'),
  c('CA', 'Canada'),
  c('MX', 'Mexico'),
  c('BR', 'Brazil'),
  c('AR', 'Argentina'),
  c('CL', 'Chile'),
  c('CO', 'Colombia'),
  // Asia Pacific.
  c('VN', 'Vietnam', 'SEA'),
  c('ID', 'Indonesia', 'SEA'),
  c('TH', 'Thailand', 'SEA'),
  c('SG', 'Singapore', 'SEA'),
  c('MY', 'Malaysia', 'SEA'),
  c('PH', 'Philippines', 'SEA'),
  c('KR', 'South Korea'),
  c('JP', 'Japan'),
  c('IN', 'India', 'SOUTH_ASIA'),
  c('LK', 'Sri Lanka', 'SOUTH_ASIA'),
  c('AU', 'Australia'),
  c('NZ', 'New Zealand'),
];

export const CURRENCY = { EUR: 1, PLN: 2, USD: 3, GBP: 4 } as const;

export const currencies = [
  { id: CURRENCY.EUR, code: 'EUR', symbol: '€', name: 'Euro', minorUnits: 2 },
  { id: CURRENCY.PLN, code: 'PLN', symbol: 'zł', name: 'Polish złoty', minorUnits: 2 },
  { id: CURRENCY.USD, code: 'USD', symbol: '$', name: 'US dollar', minorUnits: 2 },
  { id: CURRENCY.GBP, code: 'GBP', symbol: '£', name: 'Pound sterling', minorUnits: 2 },
];

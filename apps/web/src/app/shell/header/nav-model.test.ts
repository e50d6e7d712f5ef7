import type { CertificationTypeInfo } from '@credo/contracts/certification';
import { GENERAL_PROGRAMME_HIDDEN_COUNTRIES } from '@credo/contracts/constants';
import { describe, expect, it } from 'vitest';
import { buildNavigation, entryIsActive, type NavEntry, type NavInputs } from './nav-model';

const mainTypes: CertificationTypeInfo[] = [
  { id: 2, kind: 1, name: 'Credo Security Certification', title: 'Credo Security Certification' },
  { id: 1, kind: 0, name: 'General Security Certification', title: 'General Security Certification' },
];
const menu = [
  { title: 'Educational videos', linkUrl: '/educational-video/list' },
  { title: 'Workshops & seminars', linkUrl: '/workshop-seminar/list' },
];
const inputs = (overrides: Partial<NavInputs> = {}): NavInputs => ({
  tenantCode: 'main',
  isEU: false,
  showNonCertiMenu: true,
  types: mainTypes,
  nonCertificationMenu: menu,
  visitorCountry: 'PL',
  ...overrides,
});
const ids = (entries: NavEntry[]) => entries.map((entry) => entry.id);
const links = (entry: NavEntry | undefined) => (entry?.type === 'dropdown' ? entry.sections.flatMap((section) => section.items.map((item) => item.to)) : []);

describe('header menus: the two variants (cert §2)', () => {
  it('with the site flag and a non-certification menu: Certification, Non-certification, My Learning', () => {
    const navigation = buildNavigation(inputs());
    expect(navigation.variant).toBe('nonCertification');
    expect(ids(navigation.entries)).toEqual(['certification', 'nonCertification', 'myLearning']);
    const [certification, nonCertification, myLearning] = navigation.entries;
    expect(certification.type === 'dropdown' && certification.sections.map((s) => s.id)).toEqual(['general', 'vendor']);
    expect(links(nonCertification)).toEqual(['/educational-video/list', '/workshop-seminar/list']);
    expect(myLearning).toMatchObject({ type: 'link', to: '/my-learning' });
  });

  it('without the flag, or when the menu is empty (a failed call): one dropdown per programme and My Learning', () => {
    for (const variant of [inputs({ showNonCertiMenu: false }), inputs({ nonCertificationMenu: [] })]) {
      const navigation = buildNavigation(variant);
      expect(navigation.variant).toBe('certification');
      expect(ids(navigation.entries)).toEqual(['general', 'vendor', 'myLearning']);
    }
  });

  it('links the vendor tenant to the fixed hub prefixes, general programme first', () => {
    const [general, vendor] = buildNavigation(inputs({ showNonCertiMenu: false })).entries;
    expect(links(general)).toEqual([
      '/general-security-certification/overview',
      '/general-security-certification/online-video-courses',
      '/general-security-certification/classroom',
    ]);
    expect(links(vendor)).toEqual([
      '/hikvision-security-certification/overview',
      '/hikvision-security-certification/online-video-courses',
      '/hikvision-security-certification/classroom',
    ]);
  });

  it('links other tenants to /{page}/{kind-name}, lower case with dashes', () => {
    const types: CertificationTypeInfo[] = [
      { id: 3, kind: 0, name: 'Thermography Fundamentals', title: 'Thermography Fundamentals' },
      { id: 4, kind: 1, name: 'Thermal Imaging Certification', title: 'Thermal Imaging Certification' },
    ];
    const [general, vendor] = buildNavigation(inputs({ tenantCode: 'micro', types, showNonCertiMenu: false })).entries;
    expect(links(general)[0]).toBe('/overview/thermography-fundamentals');
    expect(links(vendor)).toEqual([
      '/overview/thermal-imaging-certification',
      '/online-video-courses/thermal-imaging-certification',
      '/classroom/thermal-imaging-certification',
    ]);
  });

  it('offers only the programmes the tenant has (the neutral brand: general only)', () => {
    const navigation = buildNavigation(inputs({ tenantCode: 'neutral', types: [mainTypes[1]], showNonCertiMenu: false }));
    expect(ids(navigation.entries)).toEqual(['general', 'myLearning']);
  });
});

describe('header menus: hiding rules (cert §2)', () => {
  it('hides the general programme for the listed visitor countries, in both variants', () => {
    const country = GENERAL_PROGRAMME_HIDDEN_COUNTRIES[0];
    expect(ids(buildNavigation(inputs({ visitorCountry: country, showNonCertiMenu: false })).entries)).toEqual(['vendor', 'myLearning']);
    const grouped = buildNavigation(inputs({ visitorCountry: country.toLowerCase() })).entries[0];
    expect(grouped.type === 'dropdown' && grouped.sections.map((s) => s.id)).toEqual(['vendor']);
  });

  it('keeps it for other and unknown countries, and follows a given list', () => {
    expect(ids(buildNavigation(inputs({ visitorCountry: null, showNonCertiMenu: false })).entries)).toContain('general');
    expect(ids(buildNavigation(inputs({ visitorCountry: 'PL', hiddenCountries: ['PL'], showNonCertiMenu: false })).entries)).not.toContain('general');
  });

  it('drops the whole Certification group when no programme is left', () => {
    const navigation = buildNavigation(inputs({ types: [mainTypes[1]], visitorCountry: 'US', hiddenCountries: ['US'] }));
    expect(ids(navigation.entries)).toEqual(['nonCertification', 'myLearning']);
  });

  it('hides instructor-led under the general programme for the first tenant in the EU only', () => {
    const euMain = buildNavigation(inputs({ isEU: true, showNonCertiMenu: false })).entries;
    expect(links(euMain[0])).toEqual(['/general-security-certification/overview', '/general-security-certification/online-video-courses']);
    expect(links(euMain[1])).toContain('/hikvision-security-certification/classroom');
    expect(links(buildNavigation(inputs({ isEU: false, showNonCertiMenu: false })).entries[0])).toContain('/general-security-certification/classroom');
    const euMicro = buildNavigation(inputs({ isEU: true, tenantCode: 'micro', showNonCertiMenu: false })).entries[0];
    expect(links(euMicro)).toContain('/classroom/general-security-certification');
  });
});

describe('entryIsActive', () => {
  it('marks the group that holds the current page', () => {
    const [general, vendor, myLearning] = buildNavigation(inputs({ showNonCertiMenu: false })).entries;
    expect(entryIsActive(general, '/general-security-certification/classroom')).toBe(true);
    expect(entryIsActive(vendor, '/general-security-certification/classroom')).toBe(false);
    expect(entryIsActive(myLearning, '/my-learning/edit')).toBe(true);
    expect(entryIsActive(myLearning, '/my-learnings')).toBe(false);
  });
});

describe('programme names in the menus (issue 14 items 6 and 7)', () => {
  it('names each programme as its tenant does, in the visit’s language, and links by its key', () => {
    const micro: CertificationTypeInfo[] = [
      { id: 7, kind: 0, name: 'Thermography Fundamentals', title: 'Grundlagen der Thermografie' },
      { id: 8, kind: 1, name: 'Thermal Imaging Certification', title: 'Wärmebild-Zertifizierung' },
    ];
    const navigation = buildNavigation(inputs({ tenantCode: 'micro', showNonCertiMenu: false, types: micro }));
    const [general, vendor] = navigation.entries;
    expect(general).toMatchObject({ type: 'dropdown', label: 'Grundlagen der Thermografie' });
    expect(vendor).toMatchObject({ type: 'dropdown', label: 'Wärmebild-Zertifizierung' });
    expect(links(general)).toContain('/overview/thermography-fundamentals');
    const grouped = buildNavigation(inputs({ tenantCode: 'micro', types: micro })).entries[0];
    expect(grouped.type === 'dropdown' && grouped.sections.map((s) => s.title)).toEqual(['Grundlagen der Thermografie', 'Wärmebild-Zertifizierung']);
  });
});

import { describe, expect, it } from 'vitest';
import { certificationByCountryLanguageQuery, hubPath, kindNameSlug } from './certification';

describe('hub links (cert §2)', () => {
  it('uses the two fixed prefixes on the vendor tenant', () => {
    expect(hubPath('main', { kind: 1, name: 'Credo Security Certification' }, 'overview')).toBe('/hikvision-security-certification/overview');
    expect(hubPath('main', { kind: 0, name: 'General Security Certification' }, 'classroom')).toBe('/general-security-certification/classroom');
  });

  it('uses /{page}/{kind-name} elsewhere, lower case with spaces turned into dashes', () => {
    expect(hubPath('micro', { kind: 1, name: 'Thermal Imaging Certification' }, 'online-video-courses')).toBe(
      '/online-video-courses/thermal-imaging-certification',
    );
    expect(hubPath('neutral', { kind: 0, name: ' General  Security Certification ' }, 'overview')).toBe('/overview/general-security-certification');
    expect(kindNameSlug('Robot Safety Certification')).toBe('robot-safety-certification');
  });
});

describe('getByCountryLanguage query', () => {
  it('needs exactly one of id and courseId and upper-cases the country', () => {
    expect(certificationByCountryLanguageQuery.parse({ id: '12', countryCode: 'ae' })).toMatchObject({ id: 12, countryCode: 'AE' });
    expect(certificationByCountryLanguageQuery.safeParse({}).success).toBe(false);
    expect(certificationByCountryLanguageQuery.safeParse({ id: 1, courseId: 2 }).success).toBe(false);
  });
});

import type { CertificationTypeInfo } from '@credo/contracts/certification';
import type { CertificationListItem } from '@credo/contracts/certification-journey';
import { describe, expect, it } from 'vitest';
import { fixedHubKind, resolveHubProgramme, sortByLevel } from './hub-programme';

const types: CertificationTypeInfo[] = [
  { id: 5, kind: 0, name: 'Thermography Fundamentals', title: 'Thermography Fundamentals' },
  { id: 6, kind: 1, name: 'Thermal  Imaging Certification', title: 'Thermal  Imaging Certification' },
];

describe('hub path → programme', () => {
  it('takes the kind from the vendor tenant fixed prefixes, desktop and mobile', () => {
    expect(fixedHubKind('/general-security-certification/overview')).toBe(0);
    expect(fixedHubKind('/mobile/hikvision-security-certification/overview')).toBe(1);
    expect(fixedHubKind('/overview/thermography-fundamentals')).toBeNull();
    expect(fixedHubKind('/general-security-certification-x/overview')).toBeNull();
  });

  it('resolves a fixed hub without waiting for the type list, naming the programme once it is known', () => {
    expect(resolveHubProgramme('/hikvision-security-certification/overview', undefined, undefined)).toEqual({ state: 'found', kind: 1, programme: null });
    expect(resolveHubProgramme('/hikvision-security-certification/overview', undefined, types)).toEqual({ state: 'found', kind: 1, programme: types[1] });
  });

  it('matches /overview/{kind-name}: lower case, spaces (even several) turned into dashes', () => {
    expect(resolveHubProgramme('/overview/thermography-fundamentals', 'thermography-fundamentals', types)).toEqual({
      state: 'found',
      kind: 0,
      programme: types[0],
    });
    expect(resolveHubProgramme('/mobile/overview/thermal-imaging-certification', 'thermal-imaging-certification', types)).toMatchObject({
      state: 'found',
      kind: 1,
    });
    expect(resolveHubProgramme('/overview/Thermography-Fundamentals', 'Thermography-Fundamentals', types)).toMatchObject({ state: 'found', kind: 0 });
  });

  it('waits for the type list, then calls an unknown kind name not found', () => {
    expect(resolveHubProgramme('/overview/robot-safety', 'robot-safety', undefined)).toEqual({ state: 'pending' });
    expect(resolveHubProgramme('/overview/robot-safety', 'robot-safety', types)).toEqual({ state: 'notFound' });
    expect(resolveHubProgramme('/overview/thermography fundamentals', 'thermography fundamentals', types)).toMatchObject({ state: 'found', kind: 0 });
  });

  it('orders the path associate → professional → expert, newest version first', () => {
    const item = (id: number, level: number, versionLabel: string) => ({ id, level, versionLabel }) as CertificationListItem;
    const sorted = sortByLevel([item(1, 3, 'V1'), item(2, 1, 'V2'), item(3, 2, 'V1'), item(4, 1, 'V10')]);
    expect(sorted.map((i) => i.id)).toEqual([4, 2, 3, 1]);
  });
});

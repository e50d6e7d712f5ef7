import { describe, expect, it } from 'vitest';
import { resolveListProgramme } from './programme';

const types = [
  { id: 1, kind: 0 as const, name: 'General Security Certification', title: 'General Security' },
  { id: 2, kind: 1 as const, name: 'Vendor Certification', title: 'Vendor' },
];

describe('which programme an instructor-led list shows', () => {
  it('the vendor hubs fix the kind, also on /mobile', () => {
    expect(resolveListProgramme('/general-security-certification/classroom', undefined, undefined)).toEqual({ state: 'found', kind: 0, title: null });
    expect(resolveListProgramme('/mobile/hikvision-security-certification/classroom', undefined, types)).toEqual({ state: 'found', kind: 1, title: 'Vendor' });
  });
  it('/classroom/{kind-name} by the dashed lower-case name; a number is the kind', () => {
    expect(resolveListProgramme('/classroom/General-Security-Certification', 'General-Security-Certification', types)).toMatchObject({ kind: 0 });
    expect(resolveListProgramme('/classroom/1', '1', undefined)).toMatchObject({ kind: 1 });
    expect(resolveListProgramme('/classroom/x', 'x', undefined)).toEqual({ state: 'pending' });
    expect(resolveListProgramme('/classroom/nothing', 'nothing', types)).toEqual({ state: 'notFound' });
  });
});

import { describe, expect, it } from 'vitest';
import { groupFooterLinks } from './footer-groups';

const link = (id: number, areaKind: number, linkImage: string | null = null) => ({
  id,
  areaKind,
  linkTitle: `Link ${id}`,
  linkUrl: `/l/${id}`,
  linkImage,
});

describe('groupFooterLinks', () => {
  it('groups by areaKind in column order, keeping server order and skipping empty columns', () => {
    const groups = groupFooterLinks([link(1, 3), link(2, 1), link(3, 6), link(4, 3), link(5, 7, '/yt.png'), link(6, 5, '/p.png'), link(7, 5)]);
    expect(groups.columns.map((c) => [c.area, c.titleKey, c.links.map((l) => l.id)])).toEqual([
      [1, 'footer.generalProgramme', [2]],
      [3, 'footer.quickLinks', [1, 4]],
    ]);
    expect(groups.legal.map((l) => l.id)).toEqual([3]);
    expect(groups.social.map((l) => l.id)).toEqual([5]);
    expect(groups.partners.map((l) => l.id)).toEqual([6]);
  });

  it("titles the programme columns with the tenant's own programme names, falling back to the generic heading", () => {
    const links = [link(1, 1), link(2, 2), link(3, 3)];
    const micro = groupFooterLinks(links, [
      { kind: 0, title: 'Thermal Basics Programme' },
      { kind: 1, title: 'Thermal Expert Programme' },
    ]);
    expect(micro.columns.map((c) => [c.area, c.title])).toEqual([
      [1, 'Thermal Basics Programme'],
      [2, 'Thermal Expert Programme'],
      [3, undefined],
    ]);
    expect(groupFooterLinks(links, [{ kind: 1, title: '' }]).columns.map((c) => c.title)).toEqual([undefined, undefined, undefined]);
  });
});

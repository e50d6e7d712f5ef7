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
});

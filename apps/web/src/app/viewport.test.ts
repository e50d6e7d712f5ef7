import { describe, expect, it } from 'vitest';
import { firstVisitTwin, isMobileWidth, viewportSwitchTarget } from './viewport';

describe('isMobileWidth', () => {
  it('switches at 992 px', () => {
    expect(isMobileWidth(375)).toBe(true);
    expect(isMobileWidth(991)).toBe(true);
    expect(isMobileWidth(992)).toBe(false);
    expect(isMobileWidth(1280)).toBe(false);
  });
});

describe('viewportSwitchTarget', () => {
  const desktop = { sitePrefix: 'eu', mobile: false, path: '/course/detail/7' };
  const mobile = { ...desktop, mobile: true };

  it('goes to the mobile twin below the breakpoint, keeping prefix and path', () => {
    expect(viewportSwitchTarget(desktop, 375)).toEqual(mobile);
  });

  it('goes back to desktop at or above the breakpoint', () => {
    expect(viewportSwitchTarget(mobile, 992)).toEqual(desktop);
  });

  it('stays when the variant already matches the width', () => {
    expect(viewportSwitchTarget(desktop, 1280)).toBeNull();
    expect(viewportSwitchTarget(mobile, 500)).toBeNull();
  });

  it('stays when the route has no twin in the target variant', () => {
    const vat = { sitePrefix: '', mobile: false, path: '/vat' };
    expect(viewportSwitchTarget(vat, 375, (path, m) => !(path === '/vat' && m))).toBeNull();
  });
});

describe('firstVisitTwin', () => {
  const all = () => true;
  const url = (pathname: string) => ({ pathname, search: '?courseType=0', hash: '#chapters' });

  it('opens a desktop link on a phone at its mobile twin, keeping the site prefix, query and hash', () => {
    expect(firstVisitTwin(url('/eu/course/detail/7'), 'eu', 412, all)).toBe('/eu/mobile/course/detail/7?courseType=0#chapters');
    expect(firstVisitTwin(url('/'), '', 375, all)).toBe('/mobile?courseType=0#chapters');
  });

  it('opens a mobile link on a wide window at its desktop twin', () => {
    expect(firstVisitTwin(url('/asia/mobile/certification/detail/3'), 'asia', 1280, all)).toBe('/asia/certification/detail/3?courseType=0#chapters');
  });

  it('stays where the address already fits the window, or where the route has no twin', () => {
    expect(firstVisitTwin(url('/course/detail/7'), '', 1280, all)).toBeNull();
    expect(firstVisitTwin(url('/mobile/course/detail/7'), '', 375, all)).toBeNull();
    expect(firstVisitTwin(url('/vat'), '', 375, (path, mobile) => !(path === '/vat' && mobile))).toBeNull();
  });
});

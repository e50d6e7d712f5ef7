import { describe, expect, it } from 'vitest';
import { isMobileWidth, viewportSwitchTarget } from './viewport';

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

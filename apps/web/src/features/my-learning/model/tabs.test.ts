import { describe, expect, it } from 'vitest';
import { continueHref, formatMoney, tabStateOf, TAB_INDEX, withTab } from './tabs';

describe('My Learning tabs in the address', () => {
  it('the payment return /my-learning?tab=1&subTab=2 opens the training tab on its orders', () => {
    expect(tabStateOf(new URLSearchParams('tab=1&subTab=2'))).toEqual({ tab: TAB_INDEX.training, subTab: 2 });
  });

  it('falls back to the first tab or sub-tab for anything unknown', () => {
    expect(tabStateOf(new URLSearchParams(''))).toEqual({ tab: 0, subTab: 0 });
    expect(tabStateOf(new URLSearchParams('tab=99&subTab=1'))).toEqual({ tab: 0, subTab: 0 });
    expect(tabStateOf(new URLSearchParams('tab=-1'))).toEqual({ tab: 0, subTab: 0 });
    expect(tabStateOf(new URLSearchParams(`tab=${TAB_INDEX.certificates}&subTab=9`))).toEqual({ tab: TAB_INDEX.certificates, subTab: 0 });
    // A tab without sub-tabs ignores subTab.
    expect(tabStateOf(new URLSearchParams(`tab=${TAB_INDEX.exams}&subTab=2`))).toEqual({ tab: TAB_INDEX.exams, subTab: 0 });
  });

  it('writes tab and subTab, keeping other parameters', () => {
    expect(withTab(new URLSearchParams('x=1'), TAB_INDEX.certificates, 3).toString()).toBe('x=1&tab=3&subTab=3');
    expect(withTab(new URLSearchParams('tab=1&subTab=2'), TAB_INDEX.medals).toString()).toBe('tab=4');
  });

  it('continue leads to the step on the certification page', () => {
    expect(continueHref(7, 'takeExam')).toBe('/certification/detail/7#take-exam');
    expect(continueHref(7, 'learn')).toBe('/certification/detail/7#course-list-position');
    expect(continueHref(7, 'apply')).toBe('/certification/detail/7');
  });

  it('formats money from minor units', () => {
    expect(formatMoney(12345, 'EUR', 'en')).toBe('€123.45');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAfterInfoSaved, queueAfterInfoSaved, runAfterInfoSaved, storeInfoRedirect, takeInfoRedirect } from './after-info-saved';
import { isInExam, setInExam } from './in-exam';

afterEach(() => {
  clearAfterInfoSaved();
  setInExam(false);
  sessionStorage.clear();
});

describe('session stores', () => {
  it('runs the queued after-save actions once, in order, even when one fails', async () => {
    const order: string[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    queueAfterInfoSaved(() => void order.push('enrol'));
    queueAfterInfoSaved(() => Promise.reject(new Error('boom')));
    queueAfterInfoSaved(async () => void order.push('next'));
    await runAfterInfoSaved();
    await runAfterInfoSaved();
    expect(order).toEqual(['enrol', 'next']);
  });

  it('hands out a stored redirect once, and only a same-site path', () => {
    storeInfoRedirect('/eu/my-learning?tab=1');
    expect(takeInfoRedirect()).toBe('/eu/my-learning?tab=1');
    expect(takeInfoRedirect()).toBeNull();
    storeInfoRedirect('//evil.example/x');
    expect(takeInfoRedirect()).toBeNull();
  });

  it('keeps the in-exam flag', () => {
    expect(isInExam()).toBe(false);
    setInExam(true);
    expect(isInExam()).toBe(true);
  });
});

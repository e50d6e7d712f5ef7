import { describe, expect, it } from 'vitest';
import { checkDraft, emptyDraft, fieldOf, toBody } from './request-form';

describe('Smart Try request form (cert §5)', () => {
  it('requires certification type, product type and distributor', () => {
    expect(checkDraft(emptyDraft([]))).toEqual({ certificateNumber: 'required', productId: 'required', distributorId: 'required' });
    expect(checkDraft({ certificateNumber: 'CR-1', productId: '3', distributorId: '4', note: '' })).toEqual({});
  });

  it('preselects the only certificate, never one of several', () => {
    expect(emptyDraft([{ number: 'CR-1' }]).certificateNumber).toBe('CR-1');
    expect(emptyDraft([{ number: 'CR-1' }, { number: 'CR-2' }]).certificateNumber).toBe('');
  });

  it('limits the note to 200 characters and sends it trimmed, or not at all', () => {
    const d = { certificateNumber: 'CR-1', productId: '3', distributorId: '4', note: 'x'.repeat(201) };
    expect(checkDraft(d)).toEqual({ note: 'tooLong' });
    expect(toBody(9, { ...d, note: '  ' })).toEqual({ campaignId: 9, certificateNumber: 'CR-1', productId: 3, distributorId: 4 });
    expect(toBody(9, { ...d, note: ' hi ' }).note).toBe('hi');
  });

  it("reads the server's field from a 400", () => {
    expect(fieldOf({ field: 'productId' })).toBe('productId');
    expect(fieldOf({ field: 'other' })).toBeNull();
    expect(fieldOf(null)).toBeNull();
  });
});

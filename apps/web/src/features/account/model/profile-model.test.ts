import { i18n } from '@/i18n/i18n';
import { describe, expect, it } from 'vitest';
import { joinPostcode, splitPostcode } from '../components/postcode-input';
import { issueText } from './issue-text';
import { completePostcode, formFieldOfIssue, toUpdatePayload } from './profile-values';

const t = i18n.t.bind(i18n);

describe('profile model', () => {
  it('joins and splits the Polish postcode at the hyphen', () => {
    expect(joinPostcode('00', '950')).toBe('00-950');
    expect(joinPostcode('', '')).toBe('');
    expect(splitPostcode('00-950')).toEqual(['00', '950']);
    expect(splitPostcode(undefined)).toEqual(['', '']);
    expect(completePostcode('00-')).toBe('');
    expect(completePostcode('-950')).toBe('');
    expect(completePostcode('00-950')).toBe('00-950');
  });

  it('sends only the rows shown, trimmed, with the phone as code and number', () => {
    const payload = toUpdatePayload(7, { firstName: ' Ana ', phoneCode: '48', phoneNumber: '600', company: 'X' }, ['firstName', 'phone']);
    expect(payload).toEqual({ id: 7, firstName: 'Ana', phoneCode: '48', phoneNumber: '600' });
  });

  it('places server issues on form fields (country on its select)', () => {
    expect(formFieldOfIssue('country')).toBe('countryCode');
    expect(formFieldOfIssue('phoneCode')).toBe('phoneCode');
    expect(formFieldOfIssue('languageId')).toBeNull();
  });

  it("translates the contract's rule messages and keeps other server texts", () => {
    expect(issueText(t, { field: 'company', message: 'Please input company' })).toBe('Please input company');
    expect(issueText(t, { field: 'type', message: 'Please select type' })).toBe('Please select type');
    expect(issueText(t, { field: 'address', message: 'Address must be at most 200 characters.' })).toBe('At most 200 characters.');
    expect(issueText(t, { field: 'country', message: 'Unknown country XX' })).toBe('Unknown country XX');
  });
});

import { describe, expect, it } from 'vitest';
import { checkJoinValues, fieldOfRefusal, languageNames, toApplicationForm, type JoinValues } from './join-form';

const pdf = (name = 'cv.pdf', size = 1000) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const valid: JoinValues = {
  name: 'Ada Trainer',
  email: 'ada@example.test',
  phoneCode: '44',
  phoneNumber: '7700900123',
  country: 'United Kingdom',
  languages: ['en', 'pl'],
  otherLanguages: '',
  certificateNumbers: [],
  experience: 'Ten years.',
  cv: pdf(),
  validateCode: 'abcde',
};

describe('the join form model', () => {
  it('passes a complete form and sends languages by their English names, typed ones added once', () => {
    expect(checkJoinValues(valid)).toEqual({});
    expect(languageNames({ languages: ['en', 'pl'], otherLanguages: 'Czech, Polish ,  ' })).toEqual(['English', 'Polish', 'Czech']);
    expect(toApplicationForm(valid, 'k')).toMatchObject({ languages: ['English', 'Polish'], validateCodeKey: 'k', validateCode: 'abcde' });
  });

  it('names each problem: required fields, e-mail, digits-only phone, a language, the CV type and size', () => {
    const e = checkJoinValues({ ...valid, name: ' ', email: 'nope', phoneNumber: '12ab', languages: [], cv: pdf('cv.docx'), validateCode: '' });
    expect(e).toMatchObject({
      name: { key: 'required' },
      email: { key: 'invalidEmail' },
      phoneNumber: { key: 'invalidPhone' },
      languages: { key: 'languagesRequired' },
      cv: { key: 'cvType' },
      validateCode: { key: 'required' },
    });
    expect(checkJoinValues({ ...valid, cv: pdf('cv.pdf', 5_242_881) }).cv).toEqual({ key: 'cvSize', values: { mb: 5 } });
    expect(checkJoinValues({ ...valid, cv: null }).cv).toEqual({ key: 'cvRequired' });
  });

  it("maps the server's data.field to a field, the code key to the code", () => {
    expect(fieldOfRefusal({ field: 'validateCodeKey' })).toBe('validateCode');
    expect(fieldOfRefusal({ field: 'cv' })).toBe('cv');
    expect(fieldOfRefusal({ field: 'somethingElse' })).toBeNull();
    expect(fieldOfRefusal(null)).toBeNull();
  });
});

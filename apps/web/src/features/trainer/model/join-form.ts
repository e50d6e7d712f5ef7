import { PHONE_PATTERN } from '@credo/contracts/constants';
import { TRAINER_CV_MAX_BYTES, TRAINER_MAX_LANGUAGES, TRAINER_TEXT_LIMITS, type TrainerApplicationForm } from '@credo/contracts/trainer-application';

/** The languages offered as boxes (the academy's seeded ones), named in the visitor's language by Intl. */
export const TEACHING_LANGUAGES = ['en', 'ar', 'de', 'es', 'fr', 'id', 'ko', 'pl', 'pt', 'th', 'tr', 'vi'] as const;

export type JoinValues = {
  name: string;
  email: string;
  phoneCode: string;
  phoneNumber: string;
  country: string;
  /** Language codes ticked. */
  languages: string[];
  otherLanguages: string;
  certificateNumbers: string[];
  experience: string;
  cv: File | null;
  validateCode: string;
};

export type JoinField = keyof JoinValues;
/** Translation keys (trainerApplication namespace) of each field's problem, with values. */
export type JoinErrors = Partial<Record<JoinField, { key: string; values?: Record<string, unknown> }>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CV_MAX_MB = TRAINER_CV_MAX_BYTES / 1_048_576;

/** Language names for the server: the ticked ones in English (one spelling for staff) and the typed ones. */
export function languageNames(values: Pick<JoinValues, 'languages' | 'otherLanguages'>): string[] {
  const english = new Intl.DisplayNames(['en'], { type: 'language' });
  const ticked = values.languages.map((code) => english.of(code) ?? code);
  const typed = values.otherLanguages
    .split(/[,،、]/)
    .map((s) => s.trim())
    .filter(Boolean);
  return [...new Set([...ticked, ...typed])].slice(0, TRAINER_MAX_LANGUAGES);
}

/** The checks the server makes too, so most mistakes are shown before anything is sent. */
export function checkJoinValues(v: JoinValues): JoinErrors {
  const e: JoinErrors = {};
  const required = (field: JoinField, value: string) => {
    if (!value.trim()) e[field] = { key: 'required' };
  };
  required('name', v.name);
  required('country', v.country);
  required('experience', v.experience);
  required('validateCode', v.validateCode);
  if (!EMAIL.test(v.email.trim())) e.email = { key: v.email.trim() ? 'invalidEmail' : 'required' };
  if (!PHONE_PATTERN.test(v.phoneCode.trim())) e.phoneCode = { key: v.phoneCode.trim() ? 'invalidPhone' : 'required' };
  if (!PHONE_PATTERN.test(v.phoneNumber.trim()) || v.phoneNumber.trim().length < 4) e.phoneNumber = { key: v.phoneNumber.trim() ? 'invalidPhone' : 'required' };
  if (languageNames(v).length === 0) e.languages = { key: 'languagesRequired' };
  if (!v.cv) e.cv = { key: 'cvRequired' };
  else if (!/\.pdf$/i.test(v.cv.name)) e.cv = { key: 'cvType' };
  else if (v.cv.size > TRAINER_CV_MAX_BYTES) e.cv = { key: 'cvSize', values: { mb: CV_MAX_MB } };
  return e;
}

export function toApplicationForm(v: JoinValues, codeKey: string): TrainerApplicationForm {
  return {
    name: v.name.trim().slice(0, TRAINER_TEXT_LIMITS.name),
    email: v.email.trim(),
    phoneCode: v.phoneCode.trim(),
    phoneNumber: v.phoneNumber.trim(),
    country: v.country.trim(),
    languages: languageNames(v),
    certificateNumbers: v.certificateNumbers,
    experience: v.experience.trim(),
    validateCodeKey: codeKey,
    validateCode: v.validateCode.trim(),
  };
}

/** The field a server refusal names (data.field), when it is one of ours. */
export function fieldOfRefusal(data: unknown): JoinField | null {
  const field = (data as { field?: unknown } | null)?.field;
  const known: Record<string, JoinField> = {
    name: 'name',
    email: 'email',
    phoneCode: 'phoneCode',
    phoneNumber: 'phoneNumber',
    country: 'country',
    languages: 'languages',
    certificateNumbers: 'certificateNumbers',
    experience: 'experience',
    cv: 'cv',
    validateCode: 'validateCode',
    validateCodeKey: 'validateCode',
  };
  return typeof field === 'string' ? (known[field] ?? null) : null;
}

import { z } from 'zod';
import { FIELD_LIMITS, PHONE_PATTERN } from './constants';
import { inputText, positiveId } from './fields';

/**
 * Join us as a trainer (cert §1, §2 /join-us-as-a-trainer, §6, §9; issue 21 item 2; decision 0024).
 * The spec names a "verification code" among the trainer calls (§7, path not shown): the path
 * GET /api/certification/validateCode/getValidateCode is the brief's, the rest are ours (in /api/docs).
 */

/** Cert §6 / §9: "reviewed within 7 business days; if declined, personal data deleted within 3 business days". */
export const TRAINER_REVIEW_BUSINESS_DAYS = 7;
export const TRAINER_DECLINED_DELETE_BUSINESS_DAYS = 3;

/** The CV: a PDF (by its magic bytes, never the name or declared type), at most 5 MB like the payment proof. */
export const TRAINER_CV_MAX_BYTES = 5_242_880;
export const TRAINER_CV_FIELD = 'cv';
/** The multipart field carrying the form as JSON beside the file. */
export const TRAINER_FORM_FIELD = 'application';

/** Verification code: characters shown, lifetime, and how many images one address may ask for. */
export const VALIDATE_CODE_LENGTH = 5;
export const VALIDATE_CODE_TTL_MS = 5 * 60_000;
export const VALIDATE_CODE_PER_MINUTE = 10;
/** Applications one learner may send an hour (a wrong code counts too). */
export const TRAINER_APPLY_PER_HOUR = 10;

export const TRAINER_TEXT_LIMITS = { name: 60, email: 254, country: 60, language: 40, experience: 2_000, reason: 500 } as const;
export const TRAINER_MAX_LANGUAGES = 10;
export const TRAINER_MAX_CERTIFICATES = 20;

const text = (max: number) => inputText.trim().min(1).max(max);

/** The form's fields (the CV travels beside it as a file). */
export const trainerApplicationForm = z.object({
  name: text(TRAINER_TEXT_LIMITS.name),
  email: inputText.trim().max(TRAINER_TEXT_LIMITS.email).pipe(z.email()),
  phoneCode: inputText.trim().min(1).max(8).regex(PHONE_PATTERN),
  phoneNumber: inputText.trim().min(4).max(FIELD_LIMITS.phoneNumber).regex(PHONE_PATTERN),
  country: text(TRAINER_TEXT_LIMITS.country),
  languages: z.array(text(TRAINER_TEXT_LIMITS.language)).min(1).max(TRAINER_MAX_LANGUAGES),
  /** Numbers of the learner's own valid certificates; checked on the server. */
  certificateNumbers: z.array(inputText.trim().min(1).max(40)).max(TRAINER_MAX_CERTIFICATES).default([]),
  experience: text(TRAINER_TEXT_LIMITS.experience),
  validateCodeKey: z.uuid(),
  validateCode: inputText.trim().min(1).max(20),
});
export type TrainerApplicationForm = z.infer<typeof trainerApplicationForm>;

export const validateCodeImage = z.object({
  key: z.uuid(),
  /** A PNG as a data: URL (no text in markup for a script to read). */
  image: z.string(),
  expiresInMs: z.number().int(),
});

export const TRAINER_APPLICATION_STATES = ['pending', 'accepted', 'declined'] as const;
export type TrainerApplicationState = (typeof TRAINER_APPLICATION_STATES)[number];

/** What the join page shows a signed-in learner: their valid certificates to pick and their latest application. */
export const trainerApplicationContext = z.object({
  certificates: z.array(z.object({ number: z.string(), certificationName: z.string(), expiresAt: z.string() })),
  latest: z.object({ id: z.number().int(), state: z.enum(TRAINER_APPLICATION_STATES), createdAt: z.string() }).nullable(),
});

export const trainerApplicationSubmitted = z.object({ id: z.number().int(), state: z.enum(TRAINER_APPLICATION_STATES), reviewBy: z.string() });

// ---- staff ----

export const staffTrainerListQuery = z.object({ state: z.enum(TRAINER_APPLICATION_STATES).default('pending') });
export const staffTrainerIdQuery = z.object({ id: positiveId });
export const staffTrainerDecideBody = z.object({
  id: positiveId,
  decision: z.enum(['accept', 'decline']),
  reason: inputText.trim().max(TRAINER_TEXT_LIMITS.reason).optional(),
});

export const staffTrainerApplication = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  state: z.enum(TRAINER_APPLICATION_STATES),
  /** Null once a declined application's personal data is deleted. */
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  languages: z.array(z.string()),
  certificates: z.array(z.object({ number: z.string(), certificationName: z.string() })),
  experience: z.string().nullable(),
  hasCv: z.boolean(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  purgeAfter: z.string().nullable(),
});
export type StaffTrainerApplication = z.infer<typeof staffTrainerApplication>;

export const staffTrainerDecision = z.object({
  id: z.number().int(),
  state: z.enum(TRAINER_APPLICATION_STATES),
  decidedAt: z.string(),
  purgeAfter: z.string().nullable(),
});

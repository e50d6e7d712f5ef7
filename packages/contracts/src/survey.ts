import { z } from 'zod';
import { FIELD_LIMITS } from './constants';
import { inputText, positiveId } from './fields';

/**
 * Surveys (cert §3, §4, §5, §7; issue 18). Paths of the spec:
 * POST /api/user/survey/detail {releaseSurveyId, relationId, relationType}
 * POST /api/user/survey/save   {releaseSurveyId, content, relationName, trainingType, certificationTypeId, relationId, relationType}
 * Ours: GET /api/user/survey/pending   the survey info (showSurvey, surveyId, relationId, relationType) of the
 * first survey the learner owes (a completed course or an attended classroom with a survey not yet answered).
 */

/** What a survey is about: a release course (completed) or a classroom (attended). */
export const SurveyRelationType = { COURSE: 0, CLASSROOM: 1 } as const;
export const surveyRelationTypeSchema = z.union([z.literal(0), z.literal(1)]);

export const surveyDetailBody = z.object({
  releaseSurveyId: positiveId,
  relationId: positiveId,
  relationType: z.coerce.number().pipe(surveyRelationTypeSchema),
});
export type SurveyDetailBody = z.infer<typeof surveyDetailBody>;

export const surveyQuestion = z.object({
  id: z.number().int(),
  content: z.string(),
  /** 0 single choice, 1 multiple, 2 free text (cert §9). */
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** '1' required. */
  required: z.enum(['0', '1']),
  /** The options as a JSON list of values (cert §3). */
  option: z.string(),
});
export type SurveyQuestion = z.infer<typeof surveyQuestion>;

export const surveyDetail = z.object({
  id: z.number().int(),
  surveyName: z.string(),
  description: z.string(),
  relationName: z.string(),
  /** '0' classroom, '2' otherwise (as the suggestion form's trainingType). */
  trainingType: z.string(),
  certificationTypeId: z.number().int().nullable(),
  relationId: z.number().int(),
  relationType: z.number().int(),
  config: z.string(),
  popUp: z.enum(['0', '1']),
  /** True when the learner has answered it already (one submission per learner and survey). */
  submitted: z.boolean(),
  questions: z.array(surveyQuestion),
});
export type SurveyDetail = z.infer<typeof surveyDetail>;

/** One answer: multiple choice answers comma-joined, free text up to 200 characters (cert §3, §5). */
export const surveyAnswer = z.object({ questionId: positiveId, answer: inputText.max(2000) });
export const surveySaveBody = z.object({
  releaseSurveyId: positiveId,
  /** A JSON list of {questionId, answer} (cert §3). */
  content: inputText.max(20_000),
  relationName: inputText.max(500).optional(),
  trainingType: inputText.max(10).optional(),
  certificationTypeId: positiveId.nullish(),
  relationId: positiveId,
  relationType: z.coerce.number().pipe(surveyRelationTypeSchema),
});
export type SurveySaveBody = z.infer<typeof surveySaveBody>;

export const SURVEY_TEXT_MAX = FIELD_LIMITS.surveyText;

/** The global survey info (cert §3): the survey dialog opens when showSurvey is true. */
export const surveyInfo = z.object({
  showSurvey: z.boolean(),
  surveyId: z.number().int().nullable(),
  relationId: z.number().int().nullable(),
  relationType: z.number().int().nullable(),
});
export type SurveyInfo = z.infer<typeof surveyInfo>;

import { SurveyQuestionType } from '@credo/contracts/enums-learning';
import { SURVEY_TEXT_MAX } from '@credo/contracts/survey';
import { z } from 'zod';
import { AppError } from '../../platform/app-error';
import type { SurveyQuestionRow } from './survey.repo';

const contentSchema = z
  .array(z.object({ questionId: z.coerce.number().int().positive(), answer: z.union([z.string(), z.number()]).transform(String) }))
  .max(200);

/** The options of a multiple-choice answer: comma-joined (cert §3), trimmed, empties dropped. */
export const splitMultiple = (answer: string): string[] =>
  answer
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

/**
 * Checks a save's `content` (a JSON list of {questionId, answer}) against the survey's questions
 * (cert §3, §5): every question of this survey at most once, a single choice one of its options,
 * a multiple choice options of the list comma-joined without repeats, free text at most 200
 * characters, and every required ('1') question answered. Answers 400 with the question's id.
 */
export function checkAnswers(raw: string, questions: SurveyQuestionRow[]): { questionId: number; answer: string }[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw AppError.badRequest('content must be a JSON list of {questionId, answer}');
  }
  const list = contentSchema.safeParse(parsed);
  if (!list.success) throw AppError.badRequest('content must be a JSON list of {questionId, answer}');
  const byId = new Map(questions.map((q) => [q.id, q]));
  const seen = new Set<number>();
  const out: { questionId: number; answer: string }[] = [];
  for (const { questionId, answer } of list.data) {
    const q = byId.get(questionId);
    if (!q) throw AppError.badRequest('Not a question of this survey', { questionId });
    if (seen.has(questionId)) throw AppError.badRequest('A question is answered twice', { questionId });
    seen.add(questionId);
    const text = answer.trim();
    if (text === '') continue;
    if (q.type === SurveyQuestionType.SINGLE && !q.options.includes(text)) throw AppError.badRequest('Not an option of the question', { questionId });
    if (q.type === SurveyQuestionType.MULTIPLE) {
      const picked = splitMultiple(text);
      if (new Set(picked).size !== picked.length || picked.some((p) => !q.options.includes(p)))
        throw AppError.badRequest('Not options of the question', { questionId });
      out.push({ questionId, answer: picked.join(',') });
      continue;
    }
    if (q.type === SurveyQuestionType.TEXT && [...text].length > SURVEY_TEXT_MAX) {
      throw AppError.badRequest(`A free-text answer has at most ${SURVEY_TEXT_MAX} characters`, { questionId });
    }
    out.push({ questionId, answer: text });
  }
  const missing = questions.find((q) => q.required === '1' && !out.some((a) => a.questionId === q.id));
  if (missing) throw AppError.badRequest('A required question is not answered', { questionId: missing.id });
  return out;
}

import { ExamQuestionType } from '@credo/contracts/enums-learning';
import type { QuestionHis } from '@credo/contracts/exam';

/** The learner's answer to one question, as letters ('A'…'Z'); [] is unanswered. */
export type Letters = readonly string[];
export type AnswerMap = Readonly<Record<number, Letters>>;

const LETTER = /^[A-Z]$/;

/**
 * A saved answer (checkedId) as letters: one letter for single choice and true/false, a list for
 * multiple choice, which may also arrive as its JSON serialisation ('["A","C"]', cert §5).
 */
export const parseChecked = (checked: QuestionHis['checkedId']): string[] => {
  if (checked === null) return [];
  if (Array.isArray(checked)) return checked.filter((l) => LETTER.test(l));
  const raw = checked.trim();
  if (raw.startsWith('[')) {
    try {
      const list: unknown = JSON.parse(raw);
      return Array.isArray(list) ? list.filter((l): l is string => typeof l === 'string' && LETTER.test(l)) : [];
    } catch {
      return [];
    }
  }
  return LETTER.test(raw) ? [raw] : [];
};

/** Cert §5: answered when the checked id is a non-empty value, or a non-empty list for multiple choice. */
export const isAnswered = (letters: Letters | undefined): boolean => Boolean(letters && letters.length > 0);

export const isMultiple = (questionType: number): boolean => questionType === ExamQuestionType.MULTIPLE;

/** Cert §5: multiple-choice answers are sent as a serialised list, the others as a single value ('' clears). */
export const toAnswerValue = (questionType: number, letters: Letters): string =>
  isMultiple(questionType) ? JSON.stringify([...letters].sort()) : (letters[0] ?? '');

/** The answers saved on the server when the paper was opened (a reload resumes them). */
export const initialAnswers = (questions: readonly QuestionHis[]): Record<number, Letters> =>
  Object.fromEntries(questions.map((q) => [q.questionHisRefId, parseChecked(q.checkedId)]));

/** Multiple choice toggles the letter; single choice and true/false take it. */
export const choose = (questionType: number, current: Letters, letter: string): string[] => {
  if (!isMultiple(questionType)) return [letter];
  return current.includes(letter) ? current.filter((l) => l !== letter) : [...current, letter].sort();
};

/** Numbers (1-based) of the questions not answered yet. */
export const unansweredNumbers = (questions: readonly QuestionHis[], answers: AnswerMap): number[] =>
  questions.flatMap((q, index) => (isAnswered(answers[q.questionHisRefId]) ? [] : [index + 1]));

/** The submit payload's answer list (cert §7): every question, unanswered ones as ''. */
export const toAnswerList = (questions: readonly QuestionHis[], answers: AnswerMap) =>
  questions.map((q) => ({
    questionHisId: q.questionHisRefId,
    questionType: q.questionType,
    answer: toAnswerValue(q.questionType, answers[q.questionHisRefId] ?? []),
  }));

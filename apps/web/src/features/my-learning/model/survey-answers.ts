import type { SurveyDetail } from '@credo/contracts/survey';

export type Answers = Record<number, string[] | string>;

/** The options of a question (a JSON list of values, cert §3); a malformed list reads as none. */
export const optionsOf = (option: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(option);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
};

const answered = (value: string[] | string | undefined): boolean => (Array.isArray(value) ? value.length > 0 : (value ?? '').trim() !== '');

/** Submit stays disabled while a required ('1') question is unanswered (cert §5). */
export const canSubmit = (detail: SurveyDetail, answers: Answers): boolean => detail.questions.every((q) => q.required !== '1' || answered(answers[q.id]));

/** The save's content: multiple answers comma-joined (cert §3), unanswered questions left out. */
export const contentOf = (detail: SurveyDetail, answers: Answers): { questionId: number; answer: string }[] =>
  detail.questions
    .filter((q) => answered(answers[q.id]))
    .map((q) => {
      const value = answers[q.id];
      return { questionId: q.id, answer: Array.isArray(value) ? value.join(',') : value.trim() };
    });

import { randomInt } from 'node:crypto';
import { OPTION_LETTERS } from '@credo/contracts/constants';
import { ExamQuestionType } from '@credo/contracts/enums-learning';

/** Fisher-Yates with a cryptographic source: a learner cannot predict the next paper. */
export function shuffle<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A question of an exam's bank as a paper is drawn from it (bank-cache.ts holds them). */
export type BankQuestion = { id: number; questionType: number; content: string; options: string[]; answer: string[]; analysis: string };

/**
 * Draws a paper: `count` distinct questions in random order; options shuffled too, except
 * true/false (A true, B false keeps its meaning). The shown letters are re-mapped, so the copy
 * carries its own correct letters and `optionOrder` tells which bank option each shown letter is.
 */
export function drawPaper(bank: readonly BankQuestion[], count: number) {
  return shuffle(bank)
    .slice(0, Math.min(count, bank.length))
    .map((q, sort) => {
      const order = q.questionType === ExamQuestionType.JUDGE ? q.options.map((_, i) => i) : shuffle(q.options.map((_, i) => i));
      const shownLetter = new Map(order.map((bankIndex, shown) => [OPTION_LETTERS[bankIndex], OPTION_LETTERS[shown]]));
      return {
        questionId: q.id,
        sort,
        questionType: q.questionType,
        content: q.content,
        options: order.map((i) => q.options[i]),
        optionOrder: order,
        answer: q.answer.map((l) => shownLetter.get(l as (typeof OPTION_LETTERS)[number])!).sort(),
        analysis: q.analysis,
      };
    });
}

/**
 * Normalises an answer to a sorted list of distinct letters valid for the question, or null when
 * it is malformed. Multiple choice accepts a list or its JSON serialisation; the others one letter.
 * '' / [] clear the answer (an empty list).
 */
export function normaliseAnswer(raw: string | string[] | null, questionType: number, optionCount: number): string[] | null {
  let letters: string[];
  if (raw === null || raw === '') letters = [];
  else if (Array.isArray(raw)) letters = raw;
  else if (raw.trim().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!Array.isArray(parsed) || !parsed.every((x) => typeof x === 'string')) return null;
      letters = parsed as string[];
    } catch {
      return null;
    }
  } else letters = [raw.trim()];
  const valid = new Set(OPTION_LETTERS.slice(0, optionCount) as readonly string[]);
  const upper = [...new Set(letters.map((l) => l.trim().toUpperCase()))];
  if (!upper.every((l) => valid.has(l))) return null;
  if (questionType !== ExamQuestionType.MULTIPLE && upper.length > 1) return null;
  return upper.sort();
}

/** All or nothing: a multiple-choice question counts only with exactly the correct letters. */
export const isCorrect = (userAnswer: string[] | null, answer: string[]) =>
  userAnswer !== null && userAnswer.length === answer.length && userAnswer.every((l, i) => l === answer[i]);

/** Score on the exam's scale: correct share of totalPoints, rounded (a 5-question quiz is 20 per question). */
export const scoreOf = (correct: number, questions: number, totalPoints: number) => (questions === 0 ? 0 : Math.round((correct * totalPoints) / questions));

/** The checkedId of a saved answer: a letter, a list for multiple choice, or null when unanswered. */
export function checkedIdOf(userAnswer: string[] | null, questionType: number): string | string[] | null {
  if (!userAnswer || userAnswer.length === 0) return null;
  return questionType === ExamQuestionType.MULTIPLE ? userAnswer : userAnswer[0];
}

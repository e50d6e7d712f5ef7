import { randomFillSync } from 'node:crypto';
import { OPTION_LETTERS } from '@credo/contracts/constants';
import { ExamQuestionType } from '@credo/contracts/enums-learning';

/** Fisher-Yates with a cryptographic source: a learner cannot predict the next paper. */
export function shuffle<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * A uniform integer in [0, n), n ≤ 2^32, from a pool of cryptographic random words (one system
 * call per 1,024 of them; crypto.randomInt took about a third of a draw's 27-30 µs: some 200 calls
 * a paper). Exact: a word in the incomplete last range of n is drawn again.
 */
const words = new Uint32Array(1024);
let nextWord = words.length;
function randomBelow(n: number): number {
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    if (nextWord === words.length) {
      randomFillSync(words);
      nextWord = 0;
    }
    const w = words[nextWord++];
    if (w < limit) return w % n;
  }
}

/** A question of an exam's bank as a paper is drawn from it (bank-cache.ts holds them). */
export type BankQuestion = { id: number; questionType: number; content: string; options: string[]; answer: string[]; analysis: string };

/** A question as drawn into a paper: options in the shown order, `optionOrder` the bank option of each shown letter, `answer` the shown correct letters. */
export type DrawnQuestion = {
  questionId: number;
  sort: number;
  questionType: number;
  content: string;
  options: string[];
  optionOrder: number[];
  answer: string[];
  analysis: string;
};

/**
 * A drawn paper: its questions, and the same as the JSON array the start's insert reads
 * (exam-start.repo openPaper; the keys are its record's columns), built from each bank question's
 * texts serialised once (issue 19: JSON.stringify of a whole paper was about 35 µs a start).
 */
export type DrawnPaper = { questions: DrawnQuestion[]; json: string };

/** A bank question's JSON pieces: everything but its sort and the draw's options, order and answer. */
type Pieces = { head: string; options: string[] };
const piecesOf = new WeakMap<BankQuestion, Pieces>();
function pieces(q: BankQuestion): Pieces {
  let p = piecesOf.get(q);
  if (!p) {
    p = {
      head: `{"questionId":${JSON.stringify(q.id)},"questionType":${JSON.stringify(q.questionType)},"content":${JSON.stringify(q.content)},"analysis":${JSON.stringify(q.analysis)},"sort":`,
      options: q.options.map((o) => JSON.stringify(o)),
    };
    piecesOf.set(q, p);
  }
  return p;
}

/**
 * Draws a paper: `count` distinct questions in random order; options shuffled too, except
 * true/false (A true, B false keeps its meaning). The shown letters are re-mapped, so the copy
 * carries its own correct letters and `optionOrder` tells which bank option each shown letter is.
 * The questions are the first `count` places of a Fisher-Yates shuffle of the bank (the same
 * distribution as shuffling it all and keeping the first `count`).
 */
export function drawPaper(bank: readonly BankQuestion[], count: number): DrawnPaper {
  const n = Math.min(count, bank.length);
  const pool = bank.slice();
  const questions: DrawnQuestion[] = new Array<DrawnQuestion>(n);
  let json = '[';
  for (let sort = 0; sort < n; sort++) {
    const j = sort + randomBelow(pool.length - sort);
    const q = pool[j];
    pool[j] = pool[sort];
    pool[sort] = q;
    const order = q.options.map((_, i) => i);
    if (q.questionType !== ExamQuestionType.JUDGE) {
      for (let i = order.length - 1; i > 0; i--) {
        const k = randomBelow(i + 1);
        const o = order[i];
        order[i] = order[k];
        order[k] = o;
      }
    }
    // The shown letter of a bank letter is the place of its option in the shown order.
    const answer = q.answer.map((l) => OPTION_LETTERS[order.indexOf(OPTION_LETTERS.indexOf(l as (typeof OPTION_LETTERS)[number]))]).sort();
    const p = pieces(q);
    let options = '';
    for (let i = 0; i < order.length; i++) options += (i === 0 ? '' : ',') + p.options[order[i]];
    json += `${sort === 0 ? '' : ','}${p.head}${sort},"options":[${options}],"optionOrder":[${order.join(',')}],"answer":[${answer.length === 0 ? '' : `"${answer.join('","')}"`}]}`;
    questions[sort] = {
      questionId: q.id,
      sort,
      questionType: q.questionType,
      content: q.content,
      options: order.map((i) => q.options[i]),
      optionOrder: order,
      answer,
      analysis: q.analysis,
    };
  }
  return { questions, json: `${json}]` };
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

import type { QuestionHis } from '@credo/contracts/exam';
import { describe, expect, it } from 'vitest';
import { choose, initialAnswers, isAnswered, parseChecked, toAnswerList, toAnswerValue, unansweredNumbers } from './answers';

const q = (id: number, questionType: 1 | 2 | 4, checkedId: QuestionHis['checkedId'] = null): QuestionHis => ({
  questionHisRefId: id,
  questionRefId: id,
  questionType,
  content: `Q${id}`,
  checkedId,
  paperHisRefId: 1,
  hisOptionList: [
    { optionNo: 'A', content: 'a' },
    { optionNo: 'B', content: 'b' },
    { optionNo: 'C', content: 'c' },
  ],
});

describe('answers', () => {
  it('reads saved answers: a letter, a list, or the list serialised; anything else is unanswered', () => {
    expect(parseChecked(null)).toEqual([]);
    expect(parseChecked('')).toEqual([]);
    expect(parseChecked('B')).toEqual(['B']);
    expect(parseChecked(['A', 'C'])).toEqual(['A', 'C']);
    expect(parseChecked('["A","C"]')).toEqual(['A', 'C']);
    expect(parseChecked('[]')).toEqual([]);
    expect(parseChecked('[broken')).toEqual([]);
  });

  it('counts a question answered only with a non-empty value or a non-empty list (cert §5)', () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered([])).toBe(false);
    expect(isAnswered(['A'])).toBe(true);
    const questions = [q(1, 1, 'A'), q(2, 2, []), q(3, 2, '["B"]'), q(4, 4, null), q(5, 1, '')];
    expect(unansweredNumbers(questions, initialAnswers(questions))).toEqual([2, 4, 5]);
  });

  it('toggles letters for multiple choice and replaces them for single choice and true/false', () => {
    expect(choose(2, ['A'], 'C')).toEqual(['A', 'C']);
    expect(choose(2, ['A', 'C'], 'A')).toEqual(['C']);
    expect(choose(1, ['A'], 'B')).toEqual(['B']);
    expect(choose(4, [], 'A')).toEqual(['A']);
  });

  it('sends multiple choice as a serialised list and the others as one value (cert §5)', () => {
    expect(toAnswerValue(2, ['C', 'A'])).toBe('["A","C"]');
    expect(toAnswerValue(2, [])).toBe('[]');
    expect(toAnswerValue(1, ['B'])).toBe('B');
    expect(toAnswerValue(4, [])).toBe('');
    expect(toAnswerList([q(1, 1), q(2, 2)], { 1: ['A'] })).toEqual([
      { questionHisId: 1, questionType: 1, answer: 'A' },
      { questionHisId: 2, questionType: 2, answer: '[]' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { examContent, saveAnswerResult, submitAnswerResult } from '@credo/contracts/exam';
import { envelopeSerializerCompiler, orError } from './envelope';

// The compiled serializer (decision 0035) must answer exactly what the zod serializer answered,
// byte for byte, or fail where it failed: it only changes how long an answer takes to write.
const both = (schema: z.ZodTypeAny) => {
  const route = { schema, method: 'POST', url: '/api/x', httpStatus: '200' };
  return { compiled: envelopeSerializerCompiler(route), viaZod: serializerCompiler(route as never) as (v: unknown) => string };
};
const outcome = (fn: (v: unknown) => string, value: unknown) => {
  try {
    return fn(value);
  } catch (err) {
    return `throws ${(err as Error).name}`;
  }
};

const submitted = { theoryExamScore: 80, examRecordsId: 123456, examResult: '2', passStatus: 1, progressReset: false };
const saved = { questionHisId: 3, checkedId: ['A', 'C'], countDown: 1200 };

describe('envelopeSerializerCompiler', () => {
  it.each([
    [
      'a success in the contract, keys in another order',
      { message: 'success', data: { progressReset: true, passStatus: 2, examResult: '2', examRecordsId: 9, theoryExamScore: 90 }, code: 200 },
    ],
    ['a success with keys the contract leaves out (dropped)', { code: 200, data: { ...submitted, userId: 7, secret: 'x' }, message: 'success', extra: 1 }],
    ['a success with data null', { code: 200, data: null, message: 'success' }],
    ['a success whose enum is out of range', { code: 200, data: { ...submitted, passStatus: 5 }, message: 'success' }],
    ['a success with a fraction where an integer belongs', { code: 200, data: { ...submitted, theoryExamScore: 80.5 }, message: 'success' }],
    ['a success missing a field', { code: 200, data: { theoryExamScore: 80 }, message: 'success' }],
    ['a success with a string where a boolean belongs', { code: 200, data: { ...submitted, progressReset: 'no' }, message: 'success' }],
    ['an error envelope', { code: 30001, data: null, message: 'Submitting the exam failed' }],
    ['an error envelope with context', { code: 400, data: { field: 'answerList' }, message: 'bad' }],
  ])('submit: %s answers what zod answered', (_name, value) => {
    const { compiled, viaZod } = both(orError(submitAnswerResult));
    expect(outcome(compiled, value)).toBe(outcome(viaZod, value));
  });

  it.each([
    ['a list of letters', { ...saved }],
    ['one letter', { ...saved, checkedId: 'B' }],
    ['nothing chosen', { ...saved, checkedId: null }],
    ['a number where letters belong', { ...saved, checkedId: 3 }],
  ])('save: %s answers what zod answered', (_name, data) => {
    const { compiled, viaZod } = both(orError(saveAnswerResult));
    const value = { code: 200, data, message: 'success' };
    expect(outcome(compiled, value)).toBe(outcome(viaZod, value));
  });

  it("a success answers the contract's fields only", () => {
    const { compiled } = both(orError(submitAnswerResult));
    expect(JSON.parse(compiled({ code: 200, data: { ...submitted, extra: 1 }, message: 'success' }))).toEqual({
      code: 200,
      data: submitted,
      message: 'success',
    });
  });

  it('schemas that are not an orError union, or that JSON Schema cannot express, keep the zod serializer', () => {
    const dated = orError(z.object({ at: z.date() }));
    const at = new Date('2026-11-27T12:00:00Z');
    const { compiled, viaZod } = both(dated);
    expect(compiled({ code: 200, data: { at }, message: 'success' })).toBe(viaZod({ code: 200, data: { at }, message: 'success' }));
    const plain = both(examContent.pick({ examId: true, examName: true }));
    expect(plain.compiled({ examId: 1, examName: 'x', other: 2 })).toBe(plain.viaZod({ examId: 1, examName: 'x', other: 2 }));
  });
});

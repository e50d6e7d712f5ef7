import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Ajv } from 'ajv';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { envelopeOf } from '@credo/contracts/envelope';
import { examContent } from '@credo/contracts/exam';
import { orError } from '../../platform/envelope';
import { signIn } from '../../../test/sessions';
import { courses, enrolAt, FIVE, makeExam, post, save, t, useExamApp } from './exam-test-kit';

useExamApp();

// The start's answer (a whole paper) is written by the compiled serializer (decision 0035, issue
// 19): the bytes must be the zod serializer's, and the compiled path must be the one taken.
const viaZod = serializerCompiler({ schema: orError(examContent), method: 'POST', url: '/x', httpStatus: '200' } as never) as (v: unknown) => string;
const schema = z.toJSONSchema(envelopeOf(examContent), { io: 'output', target: 'draft-07', unrepresentable: 'throw' });
delete schema.$schema;
const accepted = new Ajv({ strict: false, formats: { 'date-time': true } }).compile(schema);

describe('the start answer through the compiled serializer', () => {
  it('is byte for byte what zod wrote, for a new attempt and a resume with saved answers, and takes the compiled path', async () => {
    const course = courses[0];
    await makeExam(1, course.id, [...FIVE, { type: 1, options: ['"quoted" \\ back', 'é ü 中文', 'line\nbreak'], answer: ['A'] }]);
    const me = await signIn(t);
    await enrolAt(me, course.id, 2);
    const started = await post(me, 'exam/getContent', { relationType: 1, relationId: course.id });
    expect(started.statusCode, started.body).toBe(200);
    const paper = started.json().data as z.infer<typeof examContent>;
    expect(started.body).toBe(viaZod(started.json()));
    expect(accepted(started.json()), JSON.stringify(accepted.errors)).toBe(true);

    const multiple = paper.questionHisList.find((q) => q.questionType === 2)!;
    const single = paper.questionHisList.find((q) => q.questionType === 1)!;
    expect((await save(me, paper.paperHisRefId, multiple.questionHisRefId, ['A', 'B'])).json().code).toBe(200);
    expect((await save(me, paper.paperHisRefId, single.questionHisRefId, 'A')).json().code).toBe(200);
    const resumed = await post(me, 'exam/getContent', { relationType: 1, relationId: course.id });
    expect(resumed.json().data.questionHisList.map((q: { checkedId: unknown }) => q.checkedId)).toContainEqual(['A', 'B']);
    expect(resumed.body).toBe(viaZod(resumed.json()));
    expect(accepted(resumed.json()), JSON.stringify(accepted.errors)).toBe(true);
  });

  it('answers a refusal (not qualified) as before', async () => {
    const course = courses[1];
    await makeExam(1, course.id, FIVE);
    const me = await signIn(t);
    const refused = await post(me, 'exam/getContent', { relationType: 1, relationId: course.id });
    expect(refused.json().code).toBe(30002);
    expect(refused.body).toBe(viaZod(refused.json()));
  });
});

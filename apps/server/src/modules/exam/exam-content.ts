// The start's answer (POST exam/getContent): the paper as the learner sees it. Shared by the start's
// two paths (exam.service.ts getContent and exam-start-known.ts) and the resume.
import type { ExamContent } from '@credo/contracts/exam';
import type { ExamRow, PaperQuestionRow, PaperRow } from './exam.repo';
import { checkedIdOf } from './paper';

export const yn = (b: boolean) => (b ? '1' : '0') as '0' | '1';
const countDownOf = (paper: Pick<PaperRow, 'deadlineAt'>, now: Date) => Math.max(0, Math.ceil((paper.deadlineAt.getTime() - now.getTime()) / 1000));

export type HisQuestion = ExamContent['questionHisList'][number];
type ShownQuestion = Pick<PaperQuestionRow, 'questionId' | 'questionType' | 'content' | 'options'>;

/** A question of the paper as the start answers it: `id` its row in the paper, `userAnswer` the saved letters. */
export const hisQuestionOf = (paperId: number, id: number, q: ShownQuestion, userAnswer: string[] | null): HisQuestion => ({
  questionHisRefId: id,
  questionRefId: q.questionId,
  questionType: q.questionType as 1 | 2 | 4,
  content: q.content,
  hisOptionList: q.options.map((content, i) => ({ optionNo: String.fromCharCode(65 + i), content })),
  checkedId: checkedIdOf(userAnswer, q.questionType),
  paperHisRefId: paperId,
});

export function contentOf(exam: ExamRow, paper: Pick<PaperRow, 'id' | 'deadlineAt'>, questionHisList: HisQuestion[], now: Date): ExamContent {
  return {
    examId: exam.id,
    examName: exam.name,
    examType: exam.examType,
    relationType: exam.relationType,
    relationId: exam.relationId,
    paperHisRefId: paper.id,
    countDown: countDownOf(paper, now),
    deadline: paper.deadlineAt.toISOString(),
    questionHisList,
    viewAnswerDetails: yn(exam.viewAnswerDetails),
    viewAnswer: yn(exam.viewAnswer),
    viewPaperAnalusis: yn(exam.viewPaperAnalusis),
  };
}

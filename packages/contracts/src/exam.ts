import { z } from 'zod';
import { inputText, positiveId } from './fields';
import { EXAM_RESULT_PASS_CODE } from './constants';
import { passStatusSchema } from './enums';
import { examQuestionTypeSchema, exerciseProcessSchema } from './enums-learning';

/**
 * Exams, quizzes and exercises (certification document §3 "Exam info/Exam result/Exam entry/Exercise
 * result", §4 "Exam flow", §7 "Exams and quizzes"):
 * POST /api/certification/exam/entry, /getContent, /saveAnswer (ours), /submitAnswer, /getExamResult,
 * /getExamAnswerDetails; GET /api/certification/exam/cacheCurrentCreditBeforeExam;
 * POST /api/certification/skillLearn/getExerciseResult, /getExamId, /getExamResult.
 */

/** 0 theory exam (certification), 1 quiz (course), 2 topic, 3 non-certification (cert §9). */
const relationTypeParam = z.coerce.number().int().min(0).max(3);
/** Yes '1', no '0' (cert §9). */
const yesNo = z.enum(['0', '1']);

/** Seconds after the deadline during which answers and submits still count (network slack). */
export const EXAM_TIME = { graceSeconds: 5 } as const;
/** Exam result codes: '2' pass (cert §4), '1' fail. */
export const ExamResultCode = { FAIL: '1', PASS: EXAM_RESULT_PASS_CODE } as const;

/** An exam, quiz or exercise is found by what it belongs to. */
export const examRelation = z.object({
  relationId: positiveId,
  relationType: relationTypeParam,
  /** 1 exam (default), 2 exercise. */
  examType: z.coerce.number().int().min(1).max(2).optional(),
  courseType: z.coerce.number().int().min(0).max(1).optional(),
});

/**
 * Why a learner may not start an attempt (the not-qualified dialog, cert §4). The web shows the
 * translated text of the code (`exam.reasons.<code>`, with `reasonParams`); `reason` is the same
 * in English, for API clients.
 */
export const NOT_QUALIFIED_CODES = [
  'noExam',
  'notEnrolled',
  'learningNotEnded',
  'exerciseNotFinished',
  'alreadyPassed',
  'noAttemptsLeft',
  'creditsMissing',
  'vendorWindowPassed',
  /** Theory exam: no approved enrolment in the certification (decision 0010). */
  'notEnrolledInCertification',
  /** Theory exam, classroom learning type: no enrolled seat in a classroom that has ended (decision 0011). */
  'trainingNotFinished',
] as const;
const notQualifiedCodeSchema = z.enum(NOT_QUALIFIED_CODES);
export type NotQualifiedCode = z.infer<typeof notQualifiedCodeSchema>;

/** Exam entry (cert §3): entryStatus '1' allowed, otherwise '0' with the reason shown in the not-qualified dialog. */
export const examEntry = z.object({
  entryStatus: yesNo,
  reason: z.string().nullable(),
  reasonCode: notQualifiedCodeSchema.nullable(),
  /** Numbers the reason's text names (required and earned credits, window days). */
  reasonParams: z.record(z.string(), z.number()).nullable(),
  examId: z.number().int().nullable(),
  examNums: z.number().int(),
  maxExamNums: z.number().int().nullable(),
  /** An attempt is open: getContent resumes it. */
  inProgress: z.boolean(),
  /** What the start screen tells before the learner starts an attempt (no attempt opens without a click; issue 14). */
  exam: z
    .object({
      examName: z.string(),
      questionCount: z.number().int(),
      durationSeconds: z.number().int(),
      totalPoints: z.number().int(),
      passScore: z.number().int(),
    })
    .nullable(),
});
export type ExamEntry = z.infer<typeof examEntry>;

/**
 * A learner's answer: one letter for single choice and true/false, a list of letters for multiple
 * choice, sent as an array or as its JSON serialisation ('["A","C"]'); '' or [] clears it.
 */
const answerValue = z.union([inputText.max(200), z.array(inputText.max(1)).max(26)]);

const hisOption = z.object({ optionNo: z.string(), content: z.string() });
const questionHis = z.object({
  /** Id of this question in this paper (used by saveAnswer and submitAnswer as questionHisId). */
  questionHisRefId: z.number().int(),
  questionRefId: z.number().int(),
  questionType: examQuestionTypeSchema,
  content: z.string(),
  hisOptionList: z.array(hisOption),
  /** The saved answer: a letter, a list of letters for multiple choice, or null. */
  checkedId: z.union([z.string(), z.array(z.string())]).nullable(),
  paperHisRefId: z.number().int(),
});
export type QuestionHis = z.infer<typeof questionHis>;

/** Exam info (cert §3): the frozen paper of the open attempt, its saved answers and the server's countdown. */
export const examContent = z.object({
  examId: z.number().int(),
  examName: z.string(),
  examType: z.number().int(),
  relationType: z.number().int(),
  relationId: z.number().int(),
  paperHisRefId: z.number().int(),
  /** Seconds left, from the server clock. */
  countDown: z.number().int(),
  deadline: z.iso.datetime({ offset: true }),
  questionHisList: z.array(questionHis),
  viewAnswerDetails: yesNo,
  viewAnswer: yesNo,
  viewPaperAnalusis: yesNo,
});
export type ExamContent = z.infer<typeof examContent>;

export const saveAnswerBody = z.object({
  paperHisRefId: positiveId,
  questionHisId: positiveId,
  answer: answerValue,
});
export const saveAnswerResult = z.object({ questionHisId: z.number().int(), checkedId: questionHis.shape.checkedId, countDown: z.number().int() });
export type SaveAnswerResult = z.infer<typeof saveAnswerResult>;

/** Submit payload (cert §7). Any score the client sends is not part of the contract and is ignored. */
export const submitAnswerBody = z.object({
  examRefId: positiveId,
  paperHisRefId: positiveId,
  answerList: z
    .array(
      z.object({
        questionHisId: positiveId,
        questionType: z.coerce.number().int().optional(),
        answer: answerValue.nullable(),
      }),
    )
    .max(500)
    .default([]),
  releaseId: positiveId.optional(),
  relationType: relationTypeParam.optional(),
});
export type SubmitAnswerBody = z.input<typeof submitAnswerBody>;

export const submitAnswerResult = z.object({
  theoryExamScore: z.number().int(),
  examRecordsId: z.number().int(),
  /** '2' pass, '1' fail. */
  examResult: z.string(),
  passStatus: passStatusSchema,
  /** A failed theory exam used the last attempt: progress was reset and the learner must re-enrol. */
  progressReset: z.boolean(),
});
export type SubmitAnswerResult = z.infer<typeof submitAnswerResult>;

/**
 * getExamResult: the relation plus, optionally, the attempt to show (the submit's examRecordsId),
 * so the result and its analysis always belong to the same attempt; without it the latest one.
 */
export const examResultQuery = examRelation.extend({ examRecordsId: positiveId.optional() });

/** Exam result (cert §3) of one submitted attempt (examRecordsId): the one asked for, else the latest. */
export const examResult = z.object({
  examId: z.number().int().nullable(),
  ifStatusChecked: yesNo,
  examNums: z.number().int(),
  maxExamNums: z.number().int().nullable(),
  /** 0 fail, 1 pass, 2 not participated. */
  passStatus: passStatusSchema,
  examRecordsId: z.number().int().nullable(),
  theoryExamScore: z.number().int().nullable(),
  examResult: z.string().nullable(),
  isNeedReminder: yesNo,
  inProgress: z.boolean(),
  viewAnswerDetails: yesNo,
  viewAnswer: yesNo,
  viewPaperAnalusis: yesNo,
  /** When the shown attempt was submitted, and its number among the learner's attempts at this exam (1 = first). */
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
  attemptNumber: z.number().int().nullable(),
  /** Some attempt of the current cycle passed, though the shown (later) one may have failed: a quiz's course stays complete. */
  passedBefore: z.boolean(),
});
export type ExamResult = z.infer<typeof examResult>;

export const examRecordQuery = z.object({ examRecordsId: positiveId });

/** One wrongly answered question of a submitted paper (cert §3 questionHisCheckList). */
const questionHisCheck = z.object({
  questionHisRefId: z.number().int(),
  questionType: examQuestionTypeSchema,
  content: z.string(),
  hisOptionList: z.array(hisOption),
  /** Correct letters, shown only with viewAnswer. */
  answer: z.array(z.string()).nullable(),
  userAnswer: z.array(z.string()),
  answerPass: yesNo,
  /** Shown only with viewAnswer and viewPaperAnalusis. */
  analysis: z.string().nullable(),
});
export const examAnswerDetails = z.object({
  examRecordsId: z.number().int(),
  theoryExamScore: z.number().int(),
  examResult: z.string(),
  questionHisCheckList: z.array(questionHisCheck),
  viewAnswerDetails: yesNo,
  viewAnswer: yesNo,
  viewPaperAnalusis: yesNo,
});
export type ExamAnswerDetails = z.infer<typeof examAnswerDetails>;

export const creditQuery = z.object({ certificationId: positiveId });
/** The learner's credits towards a certification before its exam (cert §9). */
export const creditBeforeExam = z.object({
  certificationId: z.number().int(),
  earned: z.number().int(),
  required: z.number().int(),
  /** When the earned credits first reached the requirement, or null. */
  reachedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Vendor programme: the last moment the exam may be taken (30 days after reachedAt). */
  examWindowEndsAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CreditBeforeExam = z.infer<typeof creditBeforeExam>;

/** Exercise result (cert §3). */
export const exerciseResult = z.object({ examId: z.number().int().nullable(), exerciseProcess: exerciseProcessSchema });
export type ExerciseResult = z.infer<typeof exerciseResult>;
export const examIdResult = z.object({ examId: z.number().int().nullable() });

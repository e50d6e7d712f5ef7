import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { QUIZ, THEORY_EXAM } from '@credo/contracts/constants';
import { certifications, examQuestions, exams, releaseCourses } from '../../db/schema/index';
import { inChunks, type Tx } from '../insert';
import { DEMO_BANK as BANK } from './exam-bank';
import { LANG } from './languages';

const QUIZ_BANK_SIZE = 8;
/** Quiz courses: three courses of the main site in English (not the first one, which the learning tests watch without a quiz). */
const QUIZ_COURSES = 3;
const THEORY_QUESTIONS = 10;

/**
 * A theory exam for every certification (relation type 0: 10 of 16 questions, one hour, pass 80,
 * two attempts) and a quiz for a few English courses of the main site (relation type 1: 5 of 8
 * questions, 20 points each, pass 60), whose has_quiz is then set. Question texts are English.
 */
export async function insertExams(tx: Tx) {
  const certs = await tx.select({ id: certifications.id, siteId: certifications.siteId, name: certifications.name }).from(certifications);
  const quizCourses = await tx.select({ id: releaseCourses.id, siteId: releaseCourses.siteId, name: releaseCourses.name }).from(releaseCourses)
    .where(and(eq(releaseCourses.siteId, 1), eq(releaseCourses.languageId, LANG.en), eq(releaseCourses.courseType, 0),
      gt(releaseCourses.credits, 0), isNotNull(releaseCourses.certificationId),
      sql`(select count(*) from chapters ch where ch.release_course_id = ${releaseCourses.id} and ch.video_id is not null) >= 2`))
    .orderBy(asc(releaseCourses.id)).offset(1).limit(QUIZ_COURSES);

  const examRows = [
    ...certs.map((c) => ({
      siteId: c.siteId, relationType: 0, relationId: c.id, examType: 1, name: `${c.name}: theory exam`, questionCount: THEORY_QUESTIONS,
      durationSeconds: THEORY_EXAM.durationSeconds, totalPoints: THEORY_EXAM.totalPoints, passScore: THEORY_EXAM.passScore,
      maxExamNums: THEORY_EXAM.maxExamNums, viewAnswerDetails: true, viewAnswer: false, viewPaperAnalusis: false,
    })),
    ...quizCourses.map((c) => ({
      siteId: c.siteId, relationType: 1, relationId: c.id, examType: 1, name: `${c.name}: quiz`,
      questionCount: QUIZ.totalPoints / QUIZ.pointsPerQuestion, durationSeconds: 1800, totalPoints: QUIZ.totalPoints, passScore: QUIZ.passScore,
      maxExamNums: null, viewAnswerDetails: true, viewAnswer: true, viewPaperAnalusis: true,
    })),
  ];
  const inserted = await inChunks(examRows, 1000, (b) => tx.insert(exams).values(b).returning({ id: exams.id, relationType: exams.relationType }));
  const questionRows = inserted.flatMap((e) => (e.relationType === 0 ? BANK : BANK.slice(0, QUIZ_BANK_SIZE)).map((q, sort) => ({
    examId: e.id, questionType: q.type, content: q.content, options: q.options, answer: q.answer, analysis: q.analysis, sort,
  })));
  await inChunks(questionRows, 1000, (b) => tx.insert(examQuestions).values(b).then(() => undefined));
  if (quizCourses.length) await tx.update(releaseCourses).set({ hasQuiz: true }).where(inArray(releaseCourses.id, quizCourses.map((c) => c.id)));
}

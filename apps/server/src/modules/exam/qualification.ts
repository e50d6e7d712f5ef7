import { VENDOR_EXAM_WINDOW_DAYS } from '@credo/contracts/constants';
import { ExamType, LearningProcess, RegistrationStatus, RelationType } from '@credo/contracts/enums-learning';
import { LearningType } from '@credo/contracts/enums';
import { ExamResultCode, type NotQualifiedCode } from '@credo/contracts/exam';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { trainingFactsOf } from '../classroom/index';
import { creditsTowards, findEnrolment } from '../enrolment/index';
import { courseRegistrationOf } from '../learning/index';
import { findCertification, findCourse, findExam, findPapers, type ExamRow } from './exam.repo';

/**
 * What an exam belongs to, on the request's site: the certification of a theory exam, the release
 * course of a quiz, topic or exercise. Another site's or an unpublished one is not found.
 */
export async function relationOf(db: Db, siteId: number, userId: number, relationType: number, relationId: number, now: Date) {
  if (relationType === RelationType.THEORY_EXAM) {
    const cert = await findCertification(db, siteId, relationId, now);
    if (!cert) throw AppError.notFound();
    return { cert, course: null };
  }
  if (relationType === RelationType.QUIZ || relationType === RelationType.TOPIC) {
    const found = await findCourse(db, siteId, relationId, now);
    if (!found) throw AppError.notFound();
    return courseRelationOf(db, userId, found);
  }
  return { cert: null, course: null };
}
export type Relation = Awaited<ReturnType<typeof relationOf>>;

/** A course relation: the published course as read, with the learner's registration in it (learning's face). */
export async function courseRelationOf(db: Db, userId: number, found: NonNullable<Awaited<ReturnType<typeof findCourse>>>) {
  const registration = await courseRegistrationOf(db, userId, found.id);
  const course = { ...found, registrationStatus: registration?.status ?? null, learningProcess: registration?.learningProcess ?? null };
  return { cert: null, course };
}

export type NotQualified = { code: NotQualifiedCode; params: Record<string, number> | null; text: string };

const englishPlural = new Intl.PluralRules('en');
/** '1 credit', '9 credits': the English fallback texts (the web translates by code with its own plurals). */
const count = (n: number, one: string, other: string) => `${n} ${englishPlural.select(n) === 'one' ? one : other}`;

const reason = (code: NotQualifiedCode, text: string, params: Record<string, number> | null = null): NotQualified => ({ code, params, text });

/** The not-qualified answer when the item has no exam at all. */
export const NO_EXAM = reason('noExam', 'There is no exam for this item.');

/**
 * Why the learner may not start a new attempt now, or null (cert §4 "Exam flow", §9): a quiz or
 * topic exam needs the course past the learning stage and any exercise finished; an exercise an
 * audited enrolment; a theory exam an approved enrolment in the certification (decision 0010), the
 * certification's credits (vendor: within 30 days of reaching them; a classroom learner a finished training instead),
 * fewer attempts than maxExamNums and no pass yet. The code is what the web translates.
 */
export async function notQualifiedReason(
  db: Db,
  userId: number,
  exam: ExamRow,
  relation: Relation,
  now: Date,
  /** The relation's exercise as the caller already read it (the start reads it with the exam), else read here. */
  known?: { exerciseId: number | null },
): Promise<NotQualified | null> {
  const { cert, course } = relation;
  if (course) {
    if (course.registrationStatus !== RegistrationStatus.AUDITED) return reason('notEnrolled', 'Enrol in the course first.');
    if (exam.examType === ExamType.EXERCISE) return null;
    if ((course.learningProcess ?? 0) < LearningProcess.LEARNING_ENDED) return reason('learningNotEnded', 'Watch every chapter of the course before its quiz.');
    const exerciseId = known ? known.exerciseId : ((await findExam(db, exam.siteId, exam.relationType, exam.relationId, ExamType.EXERCISE))?.id ?? null);
    if (exerciseId !== null && !(await findPapers(db, userId, exerciseId)).some((p) => p.submittedAt !== null)) {
      return reason('exerciseNotFinished', 'Finish the course exercise first.');
    }
    return null;
  }
  if (cert) {
    const enrolment = await findEnrolment(db, userId, cert.id);
    if (enrolment?.state !== 'approved') return reason('notEnrolledInCertification', 'Enrol in the certification first.');
    const papers = await findPapers(db, userId, exam.id);
    if (papers.some((p) => p.result === ExamResultCode.PASS)) return reason('alreadyPassed', 'You have already passed this exam.');
    const used = papers.filter((p) => p.submittedAt !== null).length;
    if (exam.maxExamNums !== null && used >= exam.maxExamNums) return reason('noAttemptsLeft', 'No attempts left: enrol again to retake the exam.');
    const credits = await creditsTowards(db, userId, cert);
    // A classroom learner qualifies by a training that took place (decision 0011); credits
    // reached before switching to classroom still count.
    if (enrolment.learningType === LearningType.CLASSROOM && credits.reachedAt === null) {
      const training = await trainingFactsOf(db, userId, cert.id, enrolment.cycleStartedAt, now);
      return training.finished ? null : reason('trainingNotFinished', 'Finish your classroom training first: the theory exam opens once it has taken place.');
    }
    if (credits.reachedAt === null) {
      return reason('creditsMissing', `You need ${count(credits.required, 'credit', 'credits')} before the exam (you have ${credits.earned}).`, {
        required: credits.required,
        earned: credits.earned,
      });
    }
    if (credits.windowEndsAt && now > credits.windowEndsAt) {
      return reason(
        'vendorWindowPassed',
        `Vendor exams must be taken within ${count(VENDOR_EXAM_WINDOW_DAYS, 'day', 'days')} after the credits were reached.`,
        { days: VENDOR_EXAM_WINDOW_DAYS },
      );
    }
    return null;
  }
  return null;
}

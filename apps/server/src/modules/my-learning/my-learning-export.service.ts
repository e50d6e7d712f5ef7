import { EXPORT_FORMAT } from '@credo/contracts/my-learning';
import type { Db } from '../../db/client';
import { certificateExportOf } from '../certificate/index';
import { learnerOrdersOf } from '../checkout/index';
import { classroomSeatsOfLearner } from '../classroom/index';
import { enrolmentsOfLearner } from '../enrolment/index';
import { examExportOf } from '../exam/index';
import { learningExportOf } from '../learning/index';
import { practicalPlacesOfLearner } from '../practical-exam/index';
import { surveyAnswersOfLearner } from '../survey/index';
import { profileExportOf } from '../user/index';

/**
 * Everything the academy holds about the learner (issue 18, "Your data"), each part asked of its
 * owning module with the caller's id only: profile, certification enrolments, course
 * registrations and progress, credits, exam attempts with the answers given, classroom seats and
 * waitlist places, practical-exam places, certificate applications and certificates, orders and
 * survey answers. Dates are ISO 8601 (JSON.stringify of Date).
 */
export async function learnerExport(db: Db, userId: number, now = new Date()) {
  const [profile, enrolments, learning, examAttempts, classrooms, practicalExams, certificates, orders, surveyAnswers] = await Promise.all([
    profileExportOf(db, userId),
    enrolmentsOfLearner(db, userId),
    learningExportOf(db, userId),
    examExportOf(db, userId),
    classroomSeatsOfLearner(db, userId),
    practicalPlacesOfLearner(db, userId),
    certificateExportOf(db, userId),
    learnerOrdersOf(db, userId),
    surveyAnswersOfLearner(db, userId),
  ]);
  return {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    profile,
    enrolments,
    ...learning,
    examAttempts,
    classroomSeats: classrooms.seats,
    classroomWaitlist: classrooms.waitlist,
    practicalExamPlaces: practicalExams,
    certificateApplications: certificates.applications,
    certificates: certificates.certificates,
    orders,
    surveyAnswers,
  };
}

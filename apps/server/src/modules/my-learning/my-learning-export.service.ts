import { EXPORT_FORMAT } from '@credo/contracts/my-learning';
import type { Db } from '../../db/client';
import { certificateExportOf } from '../certificate/index';
import { learnerOrdersOf, learnerPaymentRecordsOf } from '../checkout/index';
import { classroomExportOf, classroomSeatsOfLearner } from '../classroom/index';
import { enrolmentsOfLearner } from '../enrolment/index';
import { examExportOf } from '../exam/index';
import { invitationUsesOf } from '../invitation/index';
import { learningExportOf } from '../learning/index';
import { getPreferences } from '../notification/index';
import { practicalPlacesOfLearner } from '../practical-exam/index';
import { surveyAnswersOfLearner } from '../survey/index';
import { profileExportOf } from '../user/index';

/**
 * Everything the academy holds about the learner (issue 18, "Your data"), each part asked of its
 * owning module with the caller's id only: profile, certification enrolments, course
 * registrations and progress, credits, exam attempts with the answers given, classroom seats and
 * waitlist places, classroom ratings, training suggestions, practical-exam places, certificate
 * applications and certificates, orders, payment proofs and invoices, invitation codes used,
 * e-mail preferences and survey answers. Dates are ISO 8601 (JSON.stringify of Date).
 */
export async function learnerExport(db: Db, userId: number, now = new Date()) {
  const [
    profile,
    enrolments,
    learning,
    examAttempts,
    classrooms,
    practicalExams,
    certificates,
    orders,
    surveyAnswers,
    classroomExtras,
    payments,
    invitationUses,
    notificationPreferences,
  ] = await Promise.all([
    profileExportOf(db, userId),
    enrolmentsOfLearner(db, userId),
    learningExportOf(db, userId),
    examExportOf(db, userId),
    classroomSeatsOfLearner(db, userId),
    practicalPlacesOfLearner(db, userId),
    certificateExportOf(db, userId),
    learnerOrdersOf(db, userId),
    surveyAnswersOfLearner(db, userId),
    classroomExportOf(db, userId),
    learnerPaymentRecordsOf(db, userId),
    invitationUsesOf(db, userId),
    getPreferences(db, userId),
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
    ...classroomExtras,
    practicalExamPlaces: practicalExams,
    certificateApplications: certificates.applications,
    certificates: certificates.certificates,
    orders,
    ...payments,
    invitationUses,
    notificationPreferences,
    surveyAnswers,
  };
}

import { eq } from 'drizzle-orm';
import { SurveyRelationType, type SurveyDetail, type SurveyDetailBody, type SurveyInfo, type SurveySaveBody } from '@credo/contracts/survey';
import type { Db } from '../../db/client';
import { releaseCourses } from '../../db/schema/index';
import { AppError } from '../../platform/app-error';
import { attendedClassroomOf, classroomSeatsOfLearner } from '../classroom/index';
import { courseRegistrationOf, learningOfLearner } from '../learning/index';
import { checkAnswers } from './survey-answers';
import { answeredSurveyIds, findSurvey, hasAnswered, insertAnswer, questionsOf, surveysAbout, type SurveyRow } from './survey.repo';

/** Learning process 2 (learning ended) or later: the course is completed (cert doc §4). */
const COURSE_COMPLETED = 2;

type Relation = { name: string };

/**
 * What the survey is about, as this learner took part in it: a release course they completed or
 * a classroom they attended (a seat in a session that has ended, not marked absent). A survey of
 * another relation, or a relation the learner did not take part in, is refused (403): another
 * learner's course or classroom ids give nothing away.
 */
async function relationOfLearner(db: Db, userId: number, survey: SurveyRow, body: { relationId: number; relationType: number }, now: Date): Promise<Relation> {
  if (survey.relationType !== body.relationType || survey.relationId !== body.relationId) throw AppError.notFound('No such survey');
  if (survey.relationType === SurveyRelationType.COURSE) {
    const reg = await courseRegistrationOf(db, userId, survey.relationId);
    if (!reg || reg.learningProcess < COURSE_COMPLETED) throw new AppError(403, null, 'The survey opens once you have completed the course.', 403);
    const [course] = await db.select({ name: releaseCourses.name }).from(releaseCourses).where(eq(releaseCourses.id, survey.relationId)).limit(1);
    return { name: course?.name ?? '' };
  }
  const seat = await attendedClassroomOf(db, userId, survey.relationId, now);
  if (!seat) throw new AppError(403, null, 'The survey opens once you have attended the classroom.', 403);
  return { name: seat.title };
}

const trainingTypeOf = (survey: SurveyRow) => (survey.relationType === SurveyRelationType.CLASSROOM ? '0' : '2');

/** POST /user/survey/detail (cert §7): the survey with its questions, for a learner who took part. */
export async function surveyDetail(db: Db, userId: number, body: SurveyDetailBody, now = new Date()): Promise<SurveyDetail> {
  const survey = await findSurvey(db, body.releaseSurveyId);
  if (!survey) throw AppError.notFound('No such survey');
  const relation = await relationOfLearner(db, userId, survey, body, now);
  const [questions, submitted] = await Promise.all([questionsOf(db, survey.id), hasAnswered(db, survey.id, userId)]);
  return {
    id: survey.id,
    surveyName: survey.surveyName,
    description: survey.description,
    relationName: relation.name,
    trainingType: trainingTypeOf(survey),
    certificationTypeId: survey.certificationTypeId,
    relationId: survey.relationId,
    relationType: survey.relationType,
    config: JSON.stringify(survey.config),
    popUp: survey.popUp === '1' ? '1' : '0',
    submitted,
    questions: questions.map((q) => ({
      id: q.id,
      content: q.content,
      type: q.type as 0 | 1 | 2,
      required: q.required === '1' ? '1' : '0',
      option: JSON.stringify(q.options),
    })),
  };
}

/**
 * POST /user/survey/save (cert §3, §5): the answers checked against the questions, stored once
 * per learner and survey (the unique index decides two racing saves; the second answers 10002).
 * The relation's name and training type are the server's, not the client's.
 */
export async function saveSurvey(db: Db, userId: number, body: SurveySaveBody, now = new Date()): Promise<true> {
  const survey = await findSurvey(db, body.releaseSurveyId);
  if (!survey) throw AppError.notFound('No such survey');
  const relation = await relationOfLearner(db, userId, survey, body, now);
  const answers = checkAnswers(body.content, await questionsOf(db, survey.id));
  const stored = await insertAnswer(db, {
    surveyId: survey.id,
    userId,
    relationType: survey.relationType,
    relationId: survey.relationId,
    relationName: relation.name,
    trainingType: trainingTypeOf(survey),
    certificationTypeId: survey.certificationTypeId,
    content: answers,
  });
  if (!stored) throw new AppError(10002, null, 'You have already answered this survey.');
  return true;
}

const NO_SURVEY: SurveyInfo = { showSurvey: false, surveyId: null, relationId: null, relationType: null };

/**
 * The survey info (cert §3) My Learning loads: the first pop-up survey the learner owes, about a
 * course they completed or a classroom they attended, not answered yet.
 */
export async function pendingSurvey(db: Db, userId: number, now = new Date()): Promise<SurveyInfo> {
  const [learning, classrooms, answered] = await Promise.all([
    learningOfLearner(db, userId),
    classroomSeatsOfLearner(db, userId),
    answeredSurveyIds(db, userId),
  ]);
  const courseIds = learning.registrations.filter((r) => r.learningProcess >= COURSE_COMPLETED).map((r) => r.relationId);
  const classroomIds = classrooms.seats.filter((s) => s.status === 3 && s.attendance !== 2 && s.endAt.getTime() <= now.getTime()).map((s) => s.classroomId);
  const [forCourses, forClassrooms] = await Promise.all([
    surveysAbout(db, SurveyRelationType.COURSE, courseIds),
    surveysAbout(db, SurveyRelationType.CLASSROOM, classroomIds),
  ]);
  const owed = [...forClassrooms, ...forCourses].find((s) => s.popUp === '1' && !answered.has(s.id));
  return owed ? { showSurvey: true, surveyId: owed.id, relationId: owed.relationId, relationType: owed.relationType } : NO_SURVEY;
}

export { answersOfLearner as surveyAnswersOfLearner } from './survey.repo';

import { z } from 'zod';
import type { ValueOf } from './enums';

/**
 * Course, learning, exam and classroom enumerations
 * (commerce-and-catalogue.md §4 and §9 = "commerce doc"; certification-and-learning.md §3, §9
 * = "cert doc").
 */

/** Registration status of a course (commerce doc §4). */
export const RegistrationStatus = {
  NOT_ENROLLED: 0,
  NOT_AUDITED: 1,
  AUDITED: 2,
} as const;
export type RegistrationStatusValue = ValueOf<typeof RegistrationStatus>;
export const registrationStatusSchema = z.enum(RegistrationStatus);

/** Learning process of a course (commerce doc §4). */
export const LearningProcess = {
  NOT_STARTED: 0,
  LEARNING: 1,
  LEARNING_ENDED: 2,
  SUCCESS: 3,
  FAIL: 4,
} as const;
export type LearningProcessValue = ValueOf<typeof LearningProcess>;
export const learningProcessSchema = z.enum(LearningProcess);

/** Exercise process (commerce doc §4). The exam stays disabled until the exercise is finished. */
export const ExerciseProcess = {
  PENDING: 0,
  LEARNING: 1,
  FINISHED: 2,
} as const;
export type ExerciseProcessValue = ValueOf<typeof ExerciseProcess>;
export const exerciseProcessSchema = z.enum(ExerciseProcess);

/** Learning status groups: which action a learning status leads to (commerce doc §4). */
export const LEARNING_STATUS_GROUPS = {
  continue: [0, 1],
  startExam: [2, 3],
  apply: [4, 5],
  passed: [6],
} as const satisfies Record<string, readonly number[]>;
export type LearningStatusGroup = keyof typeof LEARNING_STATUS_GROUPS;
export const learningStatusGroupSchema = z.enum(['continue', 'startExam', 'apply', 'passed']);

/** Group of a learning status, or undefined for a value outside the table. */
export const learningStatusGroupOf = (status: number): LearningStatusGroup | undefined =>
  (Object.keys(LEARNING_STATUS_GROUPS) as LearningStatusGroup[]).find((group) => (LEARNING_STATUS_GROUPS[group] as readonly number[]).includes(status));

/** Notification status of a course (commerce doc §4); unsubscribing sends 2. */
export const NotificationStatus = {
  NOT_SUBSCRIBED: 0,
  SUBSCRIBED: 1,
  CANCELLED: 2,
} as const;
export type NotificationStatusValue = ValueOf<typeof NotificationStatus>;
export const notificationStatusSchema = z.enum(NotificationStatus);

/** Course type (commerce doc §4; courseType query of /course/detail/{id}). */
export const CourseType = {
  COURSE: 0,
  VIDEO: 1,
} as const;
export type CourseTypeValue = ValueOf<typeof CourseType>;
export const courseTypeSchema = z.enum(CourseType);

/** Video type filter of the video list (commerce doc §9). */
export const VideoType = {
  ALL: 0,
  TOPIC: 1,
  COURSE: 2,
  WEBINAR: 3,
} as const;
export type VideoTypeValue = ValueOf<typeof VideoType>;
export const videoTypeSchema = z.enum(VideoType);

/** Course requirement (commerce doc §9, cert doc §3). */
export const Requirement = {
  ELECTIVE: 0,
  COMPULSORY: 1,
} as const;
export type RequirementValue = ValueOf<typeof Requirement>;
export const requirementSchema = z.enum(Requirement);

/** Exam question types (cert doc §9): single 1, multiple 2, judge (true/false) 4. */
export const ExamQuestionType = {
  SINGLE: 1,
  MULTIPLE: 2,
  JUDGE: 4,
} as const;
export type ExamQuestionTypeValue = ValueOf<typeof ExamQuestionType>;
export const examQuestionTypeSchema = z.enum(ExamQuestionType);

/** Survey question types (cert doc §3, §9). Not used yet: surveys (issue 18). */
export const SurveyQuestionType = {
  SINGLE: 0,
  MULTIPLE: 1,
  TEXT: 2,
} as const;
export type SurveyQuestionTypeValue = ValueOf<typeof SurveyQuestionType>;
export const surveyQuestionTypeSchema = z.enum(SurveyQuestionType);

/** Exam types (cert doc §9). */
export const ExamType = {
  EXAM: 1,
  EXERCISE: 2,
} as const;
export type ExamTypeValue = ValueOf<typeof ExamType>;
export const examTypeSchema = z.enum(ExamType);

/** Relation types of exams, quizzes and surveys (cert doc §9). */
export const RelationType = {
  THEORY_EXAM: 0,
  QUIZ: 1,
  TOPIC: 2,
  NON_CERTIFICATION: 3,
} as const;
export type RelationTypeValue = ValueOf<typeof RelationType>;
export const relationTypeSchema = z.enum(RelationType);

/** Classroom kinds (cert doc §9). */
export const ClassroomKind = {
  ONSITE: 0,
  ONLINE: 1,
} as const;
export type ClassroomKindValue = ValueOf<typeof ClassroomKind>;
export const classroomKindSchema = z.enum(ClassroomKind);

/** Non-certification event types (cert doc §9). Not used yet: workshops and seminars (issue 17). */
export const EventType = {
  SEMINAR: 0,
  WORKSHOP: 1,
  WEBINAR: 2,
} as const;
export type EventTypeValue = ValueOf<typeof EventType>;
export const eventTypeSchema = z.enum(EventType);

/** Training suggestion trainingType (cert doc §3): '0' classroom, '2' otherwise. Not used yet: the suggestion pop-up (issue 17). */
export const TrainingSuggestionType = {
  CLASSROOM: '0',
  OTHER: '2',
} as const;
export type TrainingSuggestionTypeValue = ValueOf<typeof TrainingSuggestionType>;
export const trainingSuggestionTypeSchema = z.enum(TrainingSuggestionType);

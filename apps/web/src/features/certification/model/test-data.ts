import type { CertificationLearnerDetail, CertificationPublicDetail } from '@credo/contracts/certification-journey';
import type { ClassroomSeatRow, PracticalExamEntry } from '@credo/contracts/training';
import { DAY_MS, HOUR_MS } from '@credo/contracts/durations';

/** A certification as the public detail answers it (tests only). */
export const testCertification = (overrides: Partial<CertificationPublicDetail> = {}): CertificationPublicDetail => ({
  id: 11,
  name: 'Certified Security Associate',
  description: 'Cameras, recorders and networks: the foundations of video security.',
  coverUrl: null,
  kind: 0,
  kindType: 1,
  kindName: 'General Security',
  level: 1,
  versionLabel: 'V2.0',
  languageId: 1,
  practicalExam: '0',
  platform: '1',
  enrolmentMode: 'open',
  defaultLearningType: 0,
  requiredCredits: 12,
  theoryExam: { examId: 5, durationSeconds: 3600, passScore: 80, maxExamNums: 2 },
  courseList: [
    {
      id: 7,
      courseName: 'Video Surveillance Fundamentals',
      description: '',
      coverUrl: null,
      courseType: 0,
      requirement: 1,
      credits: 8,
      chapterCount: 3,
      durationSeconds: 1800,
      learningProcess: null,
      earnedCredits: 0,
    },
    {
      id: 8,
      courseName: 'Network Basics',
      description: '',
      coverUrl: null,
      courseType: 0,
      requirement: 0,
      credits: 4,
      chapterCount: 2,
      durationSeconds: 1200,
      learningProcess: null,
      earnedCredits: 0,
    },
  ],
  classroomList: [],
  practicalExamList: [],
  prerequisites: [],
  ...overrides,
});

/** The learner's part of the detail (tests only): a visitor's unless overridden. */
export const testLearner = (overrides: Partial<CertificationLearnerDetail> = {}): CertificationLearnerDetail => ({
  id: 11,
  currentStatus: 0,
  childStatus: 0,
  processDetail: ['0', '0', '0', '0', '0', '0', '0'],
  learningType: 0,
  enrolment: null,
  certificationCreditDTO: { status: 0, credits: 0, requiredCredits: 12, reachedAt: null, examWindowEndsAt: null },
  userCourseUpdateDTO: null,
  theoryExam: { examNums: 0, maxExamNums: 2, passed: false, theoryExamScore: null },
  application: null,
  certificate: null,
  missingPrerequisites: [],
  practicalPlace: null,
  ...overrides,
});

export const approvedEnrolment = {
  id: 31,
  state: 'approved' as const,
  via: 'direct' as const,
  emailNotificationStatus: 1 as const,
  decisionReason: null,
  createdAt: '2026-01-10T10:00:00.000Z',
};

const inDays = (days: number, hours = 0) => new Date(Date.now() + days * DAY_MS + hours * HOUR_MS).toISOString();

/** A classroom of the certification with the learner's seat (tests only): open, no seat. */
export const testClassroom = (overrides: Partial<ClassroomSeatRow> = {}): ClassroomSeatRow => ({
  id: 51,
  title: 'Video Security Bootcamp',
  kind: 0,
  startAt: inDays(10),
  endAt: inDays(10, 7),
  city: 'Warsaw',
  countryCode: 'PL',
  trainerName: 'Anna Kowalska',
  seats: 12,
  seatsLeft: 5,
  userStatus: 1,
  registrationId: null,
  cancellable: false,
  enrollable: true,
  ...overrides,
});

/** A practical-exam session (tests only): open, free, no place. */
export const testPracticalExam = (overrides: Partial<PracticalExamEntry> = {}): PracticalExamEntry => ({
  id: 61,
  practicalExamId: 61,
  practicalExamName: 'Hands-on exam Warsaw',
  certificationId: 11,
  isCharge: '0',
  regionId: null,
  city: 'Warsaw',
  countryCode: 'PL',
  address: 'ul. Prosta 20',
  startAt: inDays(14),
  endAt: inDays(14, 6),
  seats: 8,
  seatsLeft: 3,
  userPracticalExamStatus: 0,
  practicalExamApproveId: null,
  approval: null,
  allergies: '',
  dietaryRequirements: '',
  recordLink: '',
  linkPasswd: '',
  cancellable: false,
  enrollable: true,
  ...overrides,
});

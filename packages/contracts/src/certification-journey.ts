import { z } from 'zod';
import { positiveId } from './fields';
import { certificationChildStatusSchema, certificationStatusSchema, learningTypeSchema } from './enums';
import { certificationKindSchema } from './enums-site';
import { classroomKindSchema, learningProcessSchema, notificationStatusSchema } from './enums-learning';

/**
 * The certification detail page and enrolment (cert §2, §3, §4, §7; issue 7; decision 0010):
 * GET /api/certification/release/certification/detail {id}   public part (cached)
 * GET /api/certification/certificationRelease/queryDetail {id, timestamp}   the learner's part
 * GET /api/certification/release/course/list {certificationId}
 * GET /api/certification/release/certification/list {kind}
 * POST /api/user/certificationRegistration/enrol {certificationId, emailNotificationStatus}  (ours)
 * POST /api/certification/certificationRelease/switchLearningType {id, learningType}
 * POST /api/user/certificationApply/clickUserCourseUpdate {id, viewExamTips?, viewUpdate?}
 */

const yesNo = z.enum(['0', '1']);

/** How learners enrol in a certification: approved at once, after staff review, or with a code. */
export const ENROLMENT_MODES = ['open', 'review', 'invitation'] as const;
export const enrolmentModeSchema = z.enum(ENROLMENT_MODES);
export type EnrolmentMode = z.infer<typeof enrolmentModeSchema>;

export const certificationIdQuery = z.object({ id: positiveId });
export const certificationLearnerQuery = z.object({
  id: positiveId,
  /** The spec sends a timestamp (cache buster); ignored by the server. */
  timestamp: z.coerce.number().optional(),
});
export const courseListByCertificationQuery = z.object({ certificationId: positiveId });
export const certificationListQuery = z.object({ kind: z.coerce.number().int().min(0).max(1) });

/** An item of the prerequisite list (code 10026 and the detail's prerequisites). */
export const prerequisiteCertification = z.object({
  certificationReleaseId: z.number().int(),
  certificationName: z.string(),
  versionLabel: z.string(),
});
export type PrerequisiteCertificationItem = z.infer<typeof prerequisiteCertification>;

/** A course of the certification (cert §3 "Course item"), with the learner's progress when signed in. */
export const certificationCourseItem = z.object({
  id: z.number().int(),
  courseName: z.string(),
  description: z.string(),
  coverUrl: z.string().nullable(),
  /** 0 course, 1 video. */
  courseType: z.number().int(),
  /** 1 compulsory, 0 elective. */
  requirement: z.number().int(),
  credits: z.number().int(),
  chapterCount: z.number().int(),
  durationSeconds: z.number().int(),
  /** The learner's learning process; null for visitors and courses not enrolled. */
  learningProcess: learningProcessSchema.nullable(),
  /** Credits this course has granted the learner (0 until completed). */
  earnedCredits: z.number().int(),
});
export type CertificationCourseItem = z.infer<typeof certificationCourseItem>;

/** The public part of /certification/detail/{id}: the same for every visitor (cached). */
export const certificationPublicDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  coverUrl: z.string().nullable(),
  kind: certificationKindSchema,
  /** The programme (certification type) id and its display name in the certification's language. */
  kindType: z.number().int(),
  kindName: z.string(),
  /** 1 associate, 2 professional, 3 expert. */
  level: z.number().int(),
  versionLabel: z.string(),
  languageId: z.number().int(),
  /** '1' has a practical exam (cert §3). */
  practicalExam: yesNo,
  /** The platform flag (cert §4: 0 removes one wizard step). */
  platform: yesNo,
  enrolmentMode: enrolmentModeSchema,
  /** 0 course, 1 classroom. */
  defaultLearningType: learningTypeSchema,
  /** Credits needed before the theory exam in self-paced learning (cert §9: 12 general, 9 vendor). */
  requiredCredits: z.number().int(),
  /** The theory exam (relation type 0), when the certification has one. */
  theoryExam: z
    .object({ examId: z.number().int(), durationSeconds: z.number().int(), passScore: z.number().int(), maxExamNums: z.number().int().nullable() })
    .nullable(),
  courseList: z.array(certificationCourseItem),
  /**
   * The certification's upcoming classrooms and practical-exam sessions on this site (decision
   * 0011), the same for everyone; seats and the learner's place come from getOfCertification.
   */
  classroomList: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      kind: classroomKindSchema,
      startAt: z.string(),
      endAt: z.string(),
      city: z.string().nullable(),
      countryCode: z.string().nullable(),
    }),
  ),
  practicalExamList: z.array(
    z.object({
      id: z.number().int(),
      practicalExamName: z.string(),
      isCharge: z.enum(['0', '1']),
      regionId: z.number().int().nullable(),
      startAt: z.string(),
      endAt: z.string(),
      city: z.string().nullable(),
      countryCode: z.string().nullable(),
    }),
  ),
  /** Certifications that must be held first (lower levels, cert §1). */
  prerequisites: z.array(prerequisiteCertification),
});
export type CertificationPublicDetail = z.infer<typeof certificationPublicDetail>;

/** The learner's certificate of this certification, when one was issued. */
export const learnerCertificate = z.object({
  id: z.number().int(),
  number: z.string(),
  state: z.enum(['valid', 'aboutToExpire', 'expired', 'renewed', 'revoked']),
  issuedAt: z.string(),
  expiresAt: z.string(),
  /** '1' opens the congratulation reminder dialog (cert §4). */
  remindStatus: yesNo,
  /** Renewal may be asked (about to expire or expired, not yet renewed). */
  renewable: z.boolean(),
});
export type LearnerCertificate = z.infer<typeof learnerCertificate>;

/**
 * The learner's part of the detail (cert §3): status, wizard flags, credits, hints' inputs. For a
 * visitor: status 0, childStatus 0, every flag '0'.
 */
export const certificationLearnerDetail = z.object({
  id: z.number().int(),
  currentStatus: certificationStatusSchema,
  childStatus: certificationChildStatusSchema,
  /** One yes/no flag per step of STEP_KEYS (all seven; the page removes the practical ones). */
  processDetail: z.array(yesNo).length(7),
  /** The learner's learning type (the certification's default before enrolment). */
  learningType: learningTypeSchema,
  enrolment: z
    .object({
      id: z.number().int(),
      state: z.enum(['pending', 'approved', 'rejected', 'reset']),
      via: z.enum(['direct', 'invitation']),
      emailNotificationStatus: notificationStatusSchema,
      decisionReason: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  certificationCreditDTO: z.object({
    status: certificationStatusSchema,
    credits: z.number().int(),
    requiredCredits: z.number().int(),
    /** When the credits reached the requirement; null before. */
    reachedAt: z.string().nullable(),
    /** Vendor programme: the theory exam must be taken before this (30 days after the credits). */
    examWindowEndsAt: z.string().nullable(),
  }),
  userCourseUpdateDTO: z.object({ id: z.number().int(), viewExamTips: yesNo, viewUpdate: yesNo }).nullable(),
  theoryExam: z.object({
    /** Attempts used in the current cycle and the maximum (2). */
    examNums: z.number().int(),
    maxExamNums: z.number().int(),
    passed: z.boolean(),
    /** The passing (or else the latest) score of the current cycle; kept across a learning-type switch. */
    theoryExamScore: z.number().int().nullable(),
  }),
  application: z
    .object({
      id: z.number().int(),
      state: z.enum(['pending', 'approved', 'rejected']),
      createdAt: z.string(),
      decisionReason: z.string().nullable(),
    })
    .nullable(),
  certificate: learnerCertificate.nullable(),
  /** Prerequisites the learner does not hold yet (empty when enrolment is open to them). */
  missingPrerequisites: z.array(prerequisiteCertification),
  /**
   * The learner's latest practical-exam place of the cycle (decision 0011), which the status card's
   * hint and button follow (issue 14): booked (the session is ahead), awaiting the result, failed, passed.
   */
  practicalPlace: z
    .object({
      state: z.enum(['booked', 'awaitingResult', 'failed', 'passed']),
      practicalExamId: z.number().int(),
      name: z.string(),
      startAt: z.string(),
      endAt: z.string(),
      city: z.string().nullable(),
      address: z.string().nullable(),
    })
    .nullable(),
});
export type CertificationLearnerDetail = z.infer<typeof certificationLearnerDetail>;

/** A certification of a programme (hub overview cards). */
export const certificationListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  coverUrl: z.string().nullable(),
  kind: certificationKindSchema,
  kindName: z.string(),
  level: z.number().int(),
  versionLabel: z.string(),
  practicalExam: yesNo,
  courseCount: z.number().int(),
  requiredCredits: z.number().int(),
  enrolmentMode: enrolmentModeSchema,
});
export type CertificationListItem = z.infer<typeof certificationListItem>;

export const certificationEnrolBody = z.object({
  certificationId: positiveId,
  emailNotificationStatus: z.coerce.number().int().min(0).max(2).default(0),
});
export type CertificationEnrolBody = z.input<typeof certificationEnrolBody>;

export const switchLearningTypeBody = z.object({
  id: positiveId,
  learningType: z.coerce.number().int().min(0).max(1),
});
export type SwitchLearningTypeBody = z.input<typeof switchLearningTypeBody>;

/** Marks the exam tips or the course-update notice of an enrolment as seen. */
export const clickUserCourseUpdateBody = z.object({
  /** userCourseUpdateDTO.id (the enrolment). */
  id: positiveId,
  viewExamTips: yesNo.optional(),
  viewUpdate: yesNo.optional(),
});
export type ClickUserCourseUpdateBody = z.input<typeof clickUserCourseUpdateBody>;

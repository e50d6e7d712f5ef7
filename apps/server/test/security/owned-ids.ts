/**
 * Whose row an id parameter points at, read from the parameter's name. Only what a name cannot
 * tell is listed by operation (a bare `id`). An id parameter of a signed-in call that none of
 * these lists knows is reported by unclassifiedIdParams, so the matrix fails until it is classified.
 */
import type { Operation } from './operations';

/** Ids of rows that belong to one user: another user's call with one must fail outright. */
const OWNED = [
  'userId',
  'examRecordsId',
  'paperHisRefId',
  'questionHisId',
  'certificateId',
  'number',
  'practicalExamApproveId',
  'applicationId',
  'enrolmentId',
  'merchantTransactionId',
  // An order's number (save/voucher names it `id`); the victim has no order, so checkout's own tests cover it (404).
  'seqNo',
];
/**
 * Ids of public things the victim has rows on (her course, certification, classroom, session), and
 * list filters (an audit-log target): the caller may act on their own rows there and get an empty list, never hers.
 */
const SHARED = [
  'targetId',
  'certificationId',
  'relationId',
  'targetRelationId',
  'releaseCourseId',
  'courseId',
  'classroomId',
  // The classroom a seat moves to (reschedule).
  'newClassroomId',
  'practicalExamId',
  'examRefId',
  'releaseSurveyId',
];
/** Reference data and codes anyone may name; no user owns them. */
const NOT_OWNED = [
  'siteId',
  'languageId',
  'languagePackId',
  'certificationTypeId',
  'certificationSubtypeId',
  'productLineId',
  'videoTypeId',
  'regionId',
  'parentId',
  'courseContentId',
  'releaseCourseContentId',
  'releaseId',
  'code',
  'invitationCode',
  'appId',
  'currencyTypeId',
  // A Smart Try campaign and its products and distributors: public campaign content (issue 21 item 3).
  'campaignId',
  'productId',
  'distributorId',
];
/**
 * Ids that only staff calls take: a learner gets 403 whatever the id, and staff of another tenant
 * get 404 like a missing row (`rowOfTenant`; the module's own tests show both).
 */
const STAFF_BOUND = ['trainerApplicationId'];
/** A bare `id` names a different table per operation. */
const ID_OF_OPERATION: Record<string, string> = {
  'GET /api/user/getUserById': 'userId',
  'POST /api/user/update': 'userId',
  'POST /api/certification/certificationRelease/switchLearningType': 'certificationId',
  'POST /api/user/certificationApply/clickUserCourseUpdate': 'certificationId',
  'GET /api/certification/release/course/power/check': 'courseId',
  'POST /api/user/pay/registration/save/voucher': 'seqNo',
  'GET /api/staff/trainer-application/detail': 'trainerApplicationId',
  'GET /api/staff/trainer-application/cv': 'trainerApplicationId',
  'POST /api/staff/trainer-application/decide': 'trainerApplicationId',
};

const isIdLike = (name: string) => /^(id|number|code)$|Id$/.test(name);
const keyOf = (op: Operation, name: string) => (name === 'id' ? ID_OF_OPERATION[op.key] : name);

/** Id parameters of an operation that no list above classifies. */
export function unclassifiedIdParams(op: Operation): string[] {
  return op.params
    .filter((p) => isIdLike(p.name))
    .map((p) => keyOf(op, p.name) ?? p.name)
    .filter((k) => ![...OWNED, ...SHARED, ...NOT_OWNED, ...STAFF_BOUND].includes(k))
    .map((k) => `${op.key} ${k}`);
}

/**
 * The arguments that point an operation at the victim's rows, which of them are hers alone
 * (`strict`: a success is a hole), and whether the operation takes any victim id at all.
 */
export function victimArgs(op: Operation, ids: Record<string, number | string>) {
  const args: Record<string, unknown> = {};
  let strict: string | undefined;
  for (const p of op.params) {
    const key = keyOf(op, p.name);
    if (!key || !(key in ids) || !(OWNED.includes(key) || SHARED.includes(key))) continue;
    args[p.name] = ids[key];
    if (OWNED.includes(key)) strict ??= key;
  }
  return { args, strict, any: Object.keys(args).length > 0 };
}

import type {
  CheckInResult,
  ClassroomRescheduleResult,
  ExamRecordResult,
  PracticalExamCardPage,
  PracticalRescheduleResult,
  PracticalTask,
  QrDetail,
} from '@credo/contracts/practical-training';
import type { RescheduleAnswer } from '@credo/contracts/checkout-bank';
import type { MyOrders } from '@credo/contracts/my-learning';
import type { ClassroomSeatList, PracticalExamEntry, PracticalExamList } from '@credo/contracts/training';
import { api, type ApiResult } from '@/shared/api/api-client';

/**
 * The calls of the practical-exam, reschedule and check-in pages (cert §7, issue 17 items 6-8).
 * Reads the pages render states for are silent (the page shows its own state); the actions let
 * the client's Tips dialog say a refusal, except the check-in, whose page says it in place.
 */

export const listPracticalExamCards = (pageNum: number, pageSize: number): Promise<ApiResult<PracticalExamCardPage>> =>
  api.post<PracticalExamCardPage>('/certification/practicalExam/listPracticalExamCard', { pageNum, pageSize }, { silent: true });

export const getPracticalExam = (id: number): Promise<ApiResult<PracticalExamEntry>> =>
  api.get<PracticalExamEntry>('/certification/practicalExam/getById', { id }, { silent: true });

export const getPracticalTask = (certificationId: number): Promise<ApiResult<PracticalTask>> =>
  api.get<PracticalTask>('/certification/practicalExam/task', { certificationId }, { silent: true });

export const saveExamRecord = (body: { practicalExamApproveId: number; recordLink: string; linkPasswd: string }): Promise<ApiResult<ExamRecordResult>> =>
  api.post<ExamRecordResult>('/user/practicalExamApprove/saveExamRecord', body);

export const practicalSessionsOf = (certificationId: number): Promise<ApiResult<PracticalExamList>> =>
  api.post<PracticalExamList>('/certification/practicalExam/getOfCertification', { certificationId }, { silent: true });

export const classroomsOf = (certificationId: number): Promise<ApiResult<ClassroomSeatList>> =>
  api.post<ClassroomSeatList>('/certification/classroom/getOfCertification', { certificationId }, { silent: true });

export const rescheduleClassroom = (classroomId: number, newClassroomId: number): Promise<ApiResult<ClassroomRescheduleResult>> =>
  api.post<ClassroomRescheduleResult>('/user/registration/reschedule', { classroomId, newClassroomId });

export const reschedulePracticalExam = (practicalExamApproveId: number, practicalExamId: number): Promise<ApiResult<PracticalRescheduleResult>> =>
  api.post<PracticalRescheduleResult>('/user/practicalExamApprove/reschedule', { practicalExamApproveId, practicalExamId });

/** The learner's own orders (My Learning's list): a paid seat is one with a paid order (state 2) for its session. */
export const myOrders = (): Promise<ApiResult<MyOrders>> => api.get<MyOrders>('/user/myLearning/orders', undefined, { silent: true });

/** A paid seat moves with its order through checkout (decision 0017): same training, same price. */
export const reschedulePaidSeat = (body: {
  seqNo: string;
  relationType: 1 | 2;
  relationId: number;
  targetRelationId: number;
}): Promise<ApiResult<RescheduleAnswer>> => api.post<RescheduleAnswer>('/user/pay/registration/reschedule', body);

export const getQrDetail = (classroomId: number): Promise<ApiResult<QrDetail>> =>
  api.get<QrDetail>('/certification/classroom/qr/detail', { classroomId }, { silent: true });

export const checkIn = (code: string): Promise<ApiResult<CheckInResult>> => api.get<CheckInResult>('/user/registration/qr/checkIn', { code }, { silent: true });

/** The multipart upload of a recording (field `video`), sent by antd's Upload so its progress shows. */
export const recordUploadUrl = (siteId: number, languageId: number, practicalExamApproveId: number): string =>
  `/api/user/practicalExamApprove/uploadRecord?${new URLSearchParams({ siteId: String(siteId), languageId: String(languageId), practicalExamApproveId: String(practicalExamApproveId) })}`;

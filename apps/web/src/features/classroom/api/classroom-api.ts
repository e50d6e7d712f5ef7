import type { CalendarFeedInfo, ClassroomDetail, ClassroomPage, ClassroomRegions, WaitlistResult } from '@credo/contracts/classroom-booking';
import type { ClassroomSeatResult } from '@credo/contracts/training';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/**
 * The instructor-led calls (issue 17; packages/contracts classroom-booking): lists, calendar,
 * filter options, detail, seats, waitlist, evaluation and the calendar feed. Reads are silent (the
 * page shows its own error state); seat changes show the spec's Tips dialog with the code's text.
 */

type Filters = Record<string, unknown>;

export const useSessionPage = (
  scope: { kind?: number; events?: boolean; eventType?: number },
  filters: Filters,
  pageNum: number,
  pageSize: number,
  enabled = true,
) => {
  const { siteInfo, languageId } = useSite();
  const path = scope.events ? '/certification/classroom/getNonCertificationList' : '/certification/classroomAndPracticalExam/page';
  const body = scope.events ? { eventType: scope.eventType, pageNum, pageSize } : { ...filters, kind: scope.kind, pageNum, pageSize };
  return useQuery({
    queryKey: ['classroomPage', siteInfo.siteId, languageId, path, body],
    queryFn: async ({ signal }) => orThrow(await api.post<ClassroomPage>(path, body, { silent: true, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
};

export const useSchedule = (kind: number | undefined, filters: Filters, window: { from: string; to: string } | null) => {
  const { siteInfo, languageId } = useSite();
  const body = { ...filters, kind, ...window };
  return useQuery({
    queryKey: ['classroomSchedule', siteInfo.siteId, languageId, body],
    queryFn: async ({ signal }) =>
      orThrow(await api.post<ClassroomPage>('/certification/classroomAndPracticalExam/scheduleList', body, { silent: true, signal })),
    placeholderData: keepPreviousData,
    enabled: window !== null,
  });
};

export const useRegions = (events = false) => {
  const { siteInfo, languageId } = useSite();
  return useQuery({
    queryKey: ['classroomRegions', siteInfo.siteId, languageId, events],
    queryFn: async ({ signal }) =>
      orThrow(await api.get<ClassroomRegions>('/certification/certificationRelease/queryRegion', { events: events ? 1 : 0 }, { silent: true, signal })),
    staleTime: 5 * 60_000,
  });
};

export const detailKey = (siteId: number, id: number) => ['classroomDetail', siteId, id] as const;

export const useClassroomDetail = (id: number | null) => {
  const { siteInfo } = useSite();
  return useQuery({
    queryKey: detailKey(siteInfo.siteId, id ?? 0),
    queryFn: async ({ signal }) => orThrow(await api.get<ClassroomDetail>('/certification/classroom/detail', { id: id! }, { silent: true, signal })),
    enabled: id !== null,
  });
};

export type SeatAction = 'enroll' | 'cancel' | 'join' | 'leave';

const seatPath = (action: SeatAction, event: boolean): string => {
  if (action === 'join') return '/user/registration/waitlist/join';
  if (action === 'leave') return '/user/registration/waitlist/leave';
  if (event) return `/user/registration/nonCertificatedClassroom/${action}`;
  return action === 'enroll' ? '/user/registration/enrollClassroom' : '/user/registration/cancelClassroom';
};

/** Enrol, cancel, join or leave the waitlist; the detail and every list are read again after. */
export const useSeatAction = (classroomId: number, event: boolean) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: SeatAction) =>
      orThrow(await api.post<ClassroomSeatResult | WaitlistResult>(seatPath(action, event), { classroomId, emailNotificationStatus: 1 })),
    onSettled: () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('classroom') }),
  });
};

export const useEvaluate = (classroomId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (v: { score: number; comment: string }) => orThrow(await api.post<number>('/certification/evaluate/classroom', { classroomId, ...v })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['classroomDetail'] }),
  });
};

export const renewFeed = async (): Promise<CalendarFeedInfo> => orThrow(await api.post<CalendarFeedInfo>('/user/calendar/feed/renew', {}));
export const revokeFeed = async (): Promise<CalendarFeedInfo> => orThrow(await api.post<CalendarFeedInfo>('/user/calendar/feed/revoke', {}));

/** The .ics download of a booked session (same origin: the session cookie goes along). */
export const icsUrl = (classroomId: number, siteId: number) => `/api/user/registration/calendar.ics?siteId=${siteId}&classroomId=${classroomId}`;

import type { MyCredits, MyExams, MyLearningCertificates, MyOrders, MyTraining } from '@credo/contracts/my-learning';
import type { SurveyDetail, SurveyInfo } from '@credo/contracts/survey';
import { useQuery } from '@tanstack/react-query';
import { api, orThrow } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

/** My Learning's calls (issue 18): each answers the signed-in learner's own rows only. */
const P = '/user/myLearning';
const fetchTab =
  <T>(path: string) =>
  async (signal?: AbortSignal): Promise<T> =>
    orThrow(await api.get<T>(`${P}/${path}`, undefined, { silent: true, signal }));

export const fetchCredits = fetchTab<MyCredits>('credits');
export const fetchExams = fetchTab<MyExams>('exams');
export const fetchTraining = fetchTab<MyTraining>('training');
export const fetchOrders = fetchTab<MyOrders>('orders');
export const fetchCertificates = fetchTab<MyLearningCertificates>('certificates');

const useTabQuery = <T>(name: string, fetcher: (signal?: AbortSignal) => Promise<T>, enabled = true) => {
  const { siteInfo, languageId } = useSite();
  return useQuery({ queryKey: ['myLearning', name, siteInfo.siteId, languageId], queryFn: ({ signal }) => fetcher(signal), enabled, retry: false });
};

export const useCredits = () => useTabQuery('credits', fetchCredits);
export const useExams = () => useTabQuery('exams', fetchExams);
export const useTraining = () => useTabQuery('training', fetchTraining);
export const useOrders = () => useTabQuery('orders', fetchOrders);
export const useCertificates = () => useTabQuery('certificates', fetchCertificates);

/** The export file's address: a plain download (attachment), the browser saves it. */
export const EXPORT_URL = `/api${P}/export`;

/** POST /user/certificationApply/updateWindowRemindStatus {certificateId}: the reminder is closed for good. */
export const closeReminder = (certificateId: number) => api.post<null>('/user/certificationApply/updateWindowRemindStatus', { certificateId });

/** POST /user/certificationApply/renew {certificateId}: starts the renewal cycle. */
export const renewCertificate = async (certificateId: number) =>
  orThrow(await api.post<{ certificationId: number; enrolmentId: number }>('/user/certificationApply/renew', { certificateId }));

/** The survey info (cert §3) of the first survey the learner owes; none on failure. */
export const fetchPendingSurvey = async (signal?: AbortSignal): Promise<SurveyInfo | null> => {
  const res = await api.get<SurveyInfo>('/user/survey/pending', undefined, { silent: true, signal });
  return res.ok ? res.data : null;
};

export const fetchSurveyDetail = async (info: { surveyId: number; relationId: number; relationType: number }): Promise<SurveyDetail | null> => {
  const res = await api.post<SurveyDetail>(
    '/user/survey/detail',
    { releaseSurveyId: info.surveyId, relationId: info.relationId, relationType: info.relationType },
    { silent: true },
  );
  return res.ok ? res.data : null;
};

/** POST /user/survey/save: true on success; a failed save is swallowed silently (cert §7). */
export const saveSurvey = async (detail: SurveyDetail, answers: { questionId: number; answer: string }[]): Promise<boolean> => {
  const res = await api.post<true>(
    '/user/survey/save',
    {
      releaseSurveyId: detail.id,
      content: JSON.stringify(answers),
      relationName: detail.relationName,
      trainingType: detail.trainingType,
      certificationTypeId: detail.certificationTypeId,
      relationId: detail.relationId,
      relationType: detail.relationType,
    },
    { silent: true },
  );
  return res.ok;
};

/** E-mail preferences by kind (the notification module's calls, issue 20). */
export type NotificationPreferences = { reminders: boolean; surveys: boolean; campaigns: boolean; timeZone: string | null };
export const fetchPreferences = async (signal?: AbortSignal): Promise<NotificationPreferences> =>
  orThrow(await api.get<NotificationPreferences>('/user/notification/preferences', undefined, { silent: true, signal }));
export const updatePreferences = async (patch: Partial<NotificationPreferences>): Promise<NotificationPreferences> =>
  orThrow(await api.post<NotificationPreferences>('/user/notification/preferences', patch));

/** POST /user/updateLanguageId {languageId}: the learner's stored language. */
export const updateLanguage = async (languageId: number) => orThrow(await api.post<true>('/user/updateLanguageId', { languageId }));

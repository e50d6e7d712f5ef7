import type { z } from 'zod';
import type { trainerApplicationContext, trainerApplicationSubmitted, validateCodeImage } from '@credo/contracts/trainer-application';
import { TRAINER_CV_FIELD, TRAINER_FORM_FIELD, type TrainerApplicationForm } from '@credo/contracts/trainer-application';
import { useQuery } from '@tanstack/react-query';
import { api, orThrow, type ApiResult } from '@/shared/api/api-client';
import { useSite } from '@/shared/site/site-context';

export type ValidateCode = z.infer<typeof validateCodeImage>;
export type ApplicationContext = z.infer<typeof trainerApplicationContext>;
export type ApplicationSubmitted = z.infer<typeof trainerApplicationSubmitted>;

/** A fresh verification image (single use: a new one after every attempt). */
export const getValidateCode = async (): Promise<ValidateCode> =>
  orThrow(await api.get<ValidateCode>('/certification/validateCode/getValidateCode', undefined, { silent: true }));

export const useApplicationContext = (signedIn: boolean) => {
  const { siteInfo } = useSite();
  return useQuery({
    queryKey: ['trainerApplicationContext', siteInfo.siteId],
    queryFn: async () => orThrow(await api.get<ApplicationContext>('/certification/trainer/application/context', undefined, { silent: true })),
    enabled: signedIn,
  });
};

/**
 * The form as JSON and the CV in one multipart request. Exempt from the generic Tips dialog (cert
 * §7: the join call is one of three): the page shows each refusal beside its field.
 */
export const submitApplication = (form: TrainerApplicationForm, cv: File): Promise<ApiResult<ApplicationSubmitted>> => {
  const body = new FormData();
  body.append(TRAINER_FORM_FIELD, JSON.stringify(form));
  body.append(TRAINER_CV_FIELD, cv, cv.name);
  return api.post<ApplicationSubmitted>('/certification/trainer/application/submit', body, { exemptFromTips: true, timeoutMs: 60_000 });
};

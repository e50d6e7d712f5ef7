import type { CertificationLearnerDetail } from '@credo/contracts/certification-journey';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSite } from '@/shared/site/site-context';
import { useVariantPath } from '@/shared/site/use-mobile-variant';
import { toast } from '@/shared/ui/toast';
import { applyForCertificate } from '../api/apply-certificate';
import { clickUserCourseUpdate } from '../api/click-user-course-update';
import { certificationCoursesKey } from '../api/query-course-list';
import { learnerDetailKey } from '../api/query-learner-detail';
import { myCertificatesKey } from '../api/query-my-certificates';
import { renewCertificate } from '../api/renew-certificate';
import { switchLearningType } from '../api/switch-learning-type';
import { updateRemindStatus } from '../api/update-remind-status';

/**
 * The learner's actions on the certification page (cert §4, §7): each one refetches the
 * learner's detail (and the course progress) afterwards, so the status, wizard and hints on
 * screen are always the server's.
 */
export const useJourney = (id: number, userId: number | null) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const variantPath = useVariantPath();
  const { siteInfo, languageId } = useSite();
  const learnerKey = learnerDetailKey(siteInfo.siteId, languageId, id, userId);
  const coursesKey = certificationCoursesKey(siteInfo.siteId, languageId, id, userId);
  const certificatesKey = myCertificatesKey(siteInfo.siteId, languageId, userId);
  const [busy, setBusy] = useState<'apply' | 'renew' | 'switch' | null>(null);
  const inFlight = useRef(false);

  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: learnerKey });
    void client.invalidateQueries({ queryKey: coursesKey });
    // The certificates' states and the medals change with a renewal or an issued certificate.
    void client.invalidateQueries({ queryKey: certificatesKey });
  }, [certificatesKey, client, coursesKey, learnerKey]);

  const patch = useCallback(
    (update: (learner: CertificationLearnerDetail) => CertificationLearnerDetail) =>
      client.setQueryData<CertificationLearnerDetail>(learnerKey, (old) => (old ? update(old) : old)),
    [client, learnerKey],
  );

  const replaceLearner = useCallback((learner: CertificationLearnerDetail) => client.setQueryData(learnerKey, learner), [client, learnerKey]);

  /** One action at a time: a second click while one is in flight does nothing. */
  const run = useCallback(async (kind: 'apply' | 'renew' | 'switch', action: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(kind);
    try {
      await action();
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  }, []);

  const apply = () =>
    run('apply', async () => {
      // 20036 (last application still pending) is told by the shared Tips dialog.
      const result = await applyForCertificate(id);
      if (result.ok) toast.success(t('certification.actions.applySuccess'));
      refresh();
    });

  const renew = (certificateId: number) =>
    run('renew', async () => {
      const result = await renewCertificate(certificateId);
      if (result.ok) {
        toast.success(t('certification.certificate.renewSuccess'));
        // The renewal runs in this site's current version of the certification, maybe another release.
        if (result.data.certificationId !== id) navigate(variantPath(`/certification/detail/${result.data.certificationId}`));
      }
      refresh();
    });

  /** The answer replaces the learner's detail (cert §4 "Learning type"). */
  const switchTo = (learningType: number) =>
    run('switch', async () => {
      const result = await switchLearningType({ id, learningType });
      if (result.ok) {
        replaceLearner(result.data);
        toast.success(t('certification.learningType.success'));
      }
      refresh();
    });

  const dismissExamTips = (enrolmentId: number) => {
    patch((learner) => ({
      ...learner,
      userCourseUpdateDTO: learner.userCourseUpdateDTO ? { ...learner.userCourseUpdateDTO, viewExamTips: '1' } : null,
    }));
    void clickUserCourseUpdate({ id: enrolmentId, viewExamTips: '1' }).then(refresh);
  };

  const closeCongratulation = (certificateId: number) => {
    patch((learner) => ({
      ...learner,
      certificate: learner.certificate ? { ...learner.certificate, remindStatus: '0' } : null,
    }));
    void updateRemindStatus(certificateId).then(refresh);
  };

  return { learnerKey, refresh, replaceLearner, apply, renew, switchTo, dismissExamTips, closeCongratulation, busy };
};

import type { ApplyResult, RenewResult } from '@credo/contracts/certificate';
import { CertificationStatus } from '@credo/contracts/enums';
import { ErrorCode } from '@credo/contracts/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { renewableCertificateOf, submitApplication } from '../certificate/index';
import { findEnrolment } from '../enrolment/index';
import { findSiteCertificationOfGroup, siteHasTypeOf } from './certification-journey.repo';
import { getLearnerJourney, renewEnrolment, type JourneyCtx } from './certification-journey.service';

/**
 * The journey's last steps (cert §4, §7; decision 0010): applying for the certificate and renewing
 * it. The certification decides from the learner's journey; the certificate module records the
 * application and answers for the certificate (issue 15: calls go down only).
 */

/**
 * Applying: only at status 4 (apply). At 5 (an application pending) or when the partial unique
 * index refuses a second pending row (racing clicks): 20036. Any other status has no code in the
 * spec: 501, whose dialog shows our message (cert §8), and nothing is written.
 */
export async function applyForCertificate(db: Db, ctx: JourneyCtx, userId: number, certificationId: number, now = new Date()): Promise<ApplyResult> {
  const journey = await getLearnerJourney(db, ctx, userId, certificationId, now);
  if (journey.status === CertificationStatus.FINISH) throw new AppError(ErrorCode.APPLICATION_PENDING);
  if (journey.status !== CertificationStatus.APPLY || !journey.enrolment) {
    throw new AppError(
      ErrorCode.OTHER_ERROR,
      { currentStatus: journey.status },
      journey.status === CertificationStatus.APPROVED
        ? 'You already hold this certificate.'
        : 'You cannot apply for this certificate yet: pass the theory exam (and the practical exam, if any) first.',
    );
  }
  const { id } = await submitApplication(db, { userId, certificationId: journey.certification.id, enrolmentId: journey.enrolment.id });
  return { applicationId: id, state: 'pending' };
}

/**
 * Renewal: the learner's own certificate (else 404), about to expire or expired and neither
 * renewed nor revoked (else 501 with the reason). The new cycle runs in this site's
 * certification of the same group, in the request's language when the site has it, else in
 * another of its languages; none on the site: 20038, or 20039 when the site has no certification
 * of that programme at all. Repeating the call while the renewal cycle runs changes nothing
 * (a second reset would throw away exam attempts of the renewal).
 */
export async function renewCertificate(db: Db, ctx: JourneyCtx, userId: number, certificateId: number, now = new Date()): Promise<RenewResult> {
  return db.transaction(async (tx) => {
    const certificate = await renewableCertificateOf(tx, userId, certificateId, now);
    const target = await findSiteCertificationOfGroup(tx, ctx.siteId, ctx.languageId, certificate.groupKey);
    if (!target) {
      throw new AppError(
        (await siteHasTypeOf(tx, ctx.siteId, certificate.certificationId)) ? ErrorCode.RENEW_NO_MATCHING_CERTIFICATION : ErrorCode.RENEW_TYPE_NOT_IN_COUNTRY,
      );
    }
    const running = await findEnrolment(tx, userId, target.id, true);
    if (running && running.state === 'approved' && running.cycleStartedAt > certificate.issuedAt) {
      return { certificationId: target.id, enrolmentId: running.id };
    }
    const { enrolmentId } = await renewEnrolment(tx, userId, target.id, now);
    return { certificationId: target.id, enrolmentId };
  });
}

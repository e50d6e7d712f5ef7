import type { Db } from '../../db/client';
import { holdersOfValidCertificateType } from '../certificate/index';
import { enrolledAmong } from '../enrolment/index';
import type { AudiencePort, CampaignAudience } from '../notification/index';
import { learnerIdsOfSite } from '../user/index';

/**
 * A campaign's audience, a page at a time (the notification module walks it in batches; it sits
 * below the certificate module, so the filter is composed here): the site's learners after the
 * cursor, kept when they hold a valid certificate of the type or are enrolled in the certification.
 */
export const campaignAudience: AudiencePort = async (db: Db, a: CampaignAudience, afterUserId, limit) => {
  const scanned = await learnerIdsOfSite(db, { tenantId: a.tenantId, siteId: a.siteId }, afterUserId, limit);
  if (scanned.length === 0) return { lastScanned: null, userIds: [] };
  const lastScanned = scanned[scanned.length - 1];
  if (a.certificationTypeId) {
    const holders = await holdersOfValidCertificateType(db, a.tenantId, scanned, a.certificationTypeId);
    return { lastScanned, userIds: scanned.filter((id) => holders.has(id)) };
  }
  if (a.certificationId) {
    const enrolled = await enrolledAmong(db, scanned, a.certificationId);
    return { lastScanned, userIds: scanned.filter((id) => enrolled.has(id)) };
  }
  return { lastScanned, userIds: scanned };
};

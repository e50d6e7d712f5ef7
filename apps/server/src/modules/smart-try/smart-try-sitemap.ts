import type { Db } from '../../db/client';
import { findSitesWithRunningCampaign } from './smart-try.repo';

/** The sites (of these) where a campaign runs now: their /smart-try page goes in the sitemap. */
export const smartTrySitesForSitemap = (db: Db, siteIds: number[], now = new Date()): Promise<number[]> => findSitesWithRunningCampaign(db, siteIds, now);

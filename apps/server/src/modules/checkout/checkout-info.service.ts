import type { BankTransferInfo } from '@credo/contracts/checkout';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { findBankAccounts, findRegion } from './checkout.repo';

/**
 * getBankTransferInfo (commerce §3 "Bank account info", cert §3): looked up by regionId, with its
 * regionCode; one account per currency (EUR, PLN …), the region's own before the site's. A region
 * of another site is as unknown as a wrong id (HTTP 404).
 */
export async function getBankTransferInfo(db: Db, siteId: number, regionId: number): Promise<BankTransferInfo> {
  const region = await findRegion(db, siteId, regionId);
  if (!region) throw AppError.notFound('No such region on this site');
  return { regionId: region.id, regionCode: region.code, accounts: await findBankAccounts(db, siteId, region.id) };
}

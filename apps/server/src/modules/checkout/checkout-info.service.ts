import type { BankTransferInfo } from '@credo/contracts/checkout';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { findBankAccounts, findRegionOfTenant } from './checkout.repo';

/**
 * getBankTransferInfo (commerce §3 "Bank account info", cert §3): looked up by regionId, with its
 * regionCode; one account per currency, the region's own before the tenant's fallback (decision
 * 0017 "Bank accounts"). A region of any site of the tenant answers (an order placed on the main
 * site may be paid from the EU site); another tenant's region is as unknown as a wrong id (404).
 */
export async function getBankTransferInfo(db: Db, tenantId: number, regionId: number): Promise<BankTransferInfo> {
  const region = await findRegionOfTenant(db, tenantId, regionId);
  if (!region) throw AppError.notFound('No such region');
  return { regionId: region.id, regionCode: region.code, accounts: await findBankAccounts(db, tenantId, region.id) };
}

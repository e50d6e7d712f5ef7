import { invoiceSellers, seedRuns } from '../../db/schema/index';
import type { Tx } from '../insert';
import { TENANT } from './tenants';

export const INVOICE_SELLERS_SEED = 'demo-invoice-sellers';

/** The legal entity each brand invoices as (fictitious demo companies with well-formed EU VAT ids). */
export const SELLERS = [
  { tenantId: TENANT.main, name: 'Credo Academy B.V.', address: 'Stationsplein 45\n3013 AK Rotterdam', countryCode: 'NL', vatId: 'NL859048467B01', email: 'billing@credo-security.example' },
  { tenantId: TENANT.micro, name: 'Credo Thermal Ltd', address: '20 Station Road\nCambridge CB1 2JD', countryCode: 'GB', vatId: 'GB123456789', email: 'billing@thermal.credo-security.example' },
  { tenantId: TENANT.robot, name: 'Credo Robotics GmbH', address: 'Friedrichstraße 68\n10117 Berlin', countryCode: 'DE', vatId: 'DE811569869', email: 'billing@robotics.credo-security.example' },
  { tenantId: TENANT.neutral, name: 'Security Practitioner Academy Ltd', address: '1 Long Lane\nLondon EC1A 9HF', countryCode: 'GB', vatId: 'GB987654321', email: 'billing@spa.example' },
];

/** Seller details per tenant for invoices (issue 16); its own seed_runs row, so an older database gets them on the next start. */
export async function seedInvoiceSellersOnce(tx: Tx): Promise<boolean> {
  const claimed = await tx.insert(seedRuns).values({ name: INVOICE_SELLERS_SEED }).onConflictDoNothing().returning({ name: seedRuns.name });
  if (claimed.length === 0) return false;
  await tx.insert(invoiceSellers).values(SELLERS).onConflictDoNothing();
  return true;
}

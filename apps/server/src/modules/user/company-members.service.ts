import type { Db } from '../../db/client';
import { findCompanyMembers } from './company-members.repo';

/** A member of a company as the company certificate search may show them (decision 0018). */
export type CompanyMember = { id: number; shownName: string };

/**
 * "Ada L.": the first name and the initial of the last name, so a colleague or client recognises
 * the person while a stranger with the VAT number learns no full name. A profile with only one
 * name (or only the provider's display name) gives that name's initials.
 */
export function shortNameOf(firstName: string | null, lastName: string | null, name: string | null): string {
  const first = firstName?.trim();
  const last = lastName?.trim();
  if (first && last) return `${first} ${[...last][0]!.toUpperCase()}.`;
  const words = (first || last || name?.trim() || '').split(/\s+/).filter(Boolean);
  return words.map((w) => `${[...w][0]!.toUpperCase()}.`).join(' ');
}

/**
 * The site's people who gave this VAT number as their company's (cert §3 user info vatNumber), with
 * the name the company search shows. Their ids stay on the server: the caller asks the certificate
 * module with them and never answers them.
 */
export async function companyMembersOf(db: Db, where: { tenantId: number; siteId: number }, vatNumber: string): Promise<CompanyMember[]> {
  const rows = await findCompanyMembers(db, where, vatNumber);
  return rows.map((r) => ({ id: r.id, shownName: shortNameOf(r.firstName, r.lastName, r.name) }));
}

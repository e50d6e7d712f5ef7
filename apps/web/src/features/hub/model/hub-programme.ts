import { kindNameSlug, VENDOR_HUB_PREFIXES, type CertificationTypeInfo } from '@credo/contracts/certification';
import type { CertificationListItem } from '@credo/contracts/certification-journey';
import { CertificationKind, type CertificationKindValue } from '@credo/contracts/enums-site';

/** A router path without its /mobile segment: the twin follows the rules of its desktop page. */
const specPath = (pathname: string): string => pathname.replace(/^\/mobile(?=\/|$)/, '') || '/';

/**
 * The kind a vendor-tenant hub path fixes (cert §2): /general-security-certification/… is the
 * general programme, /hikvision-security-certification/… the vendor one; null for other paths.
 */
export const fixedHubKind = (pathname: string): CertificationKindValue | null => {
  const path = specPath(pathname);
  for (const kind of [CertificationKind.GENERAL, CertificationKind.VENDOR] as const) {
    if (path === VENDOR_HUB_PREFIXES[kind] || path.startsWith(`${VENDOR_HUB_PREFIXES[kind]}/`)) return kind;
  }
  return null;
};

export type HubProgramme =
  /** The tenant's programmes are still loading (only /overview/{kind-name} waits for them). */
  | { state: 'pending' }
  /** No programme of the tenant has this kind name: the not-found page. */
  | { state: 'notFound' }
  /** `programme` is null when a fixed hub's programme is not in the (failed or empty) type list. */
  | { state: 'found'; kind: CertificationKindValue; programme: CertificationTypeInfo | null };

/**
 * Which programme a hub overview shows (cert §2): the fixed prefix's kind on the vendor tenant's
 * hubs, else the programme whose kind name, lower-cased with spaces turned into dashes, is the
 * path's {kind-name} (compared case-insensitively, as a typed or shared link may differ in case).
 */
export const resolveHubProgramme = (pathname: string, slug: string | undefined, types: readonly CertificationTypeInfo[] | undefined): HubProgramme => {
  const fixed = fixedHubKind(pathname);
  if (fixed !== null) return { state: 'found', kind: fixed, programme: types?.find((type) => type.kind === fixed) ?? null };
  if (!types) return { state: 'pending' };
  const wanted = kindNameSlug(slug ?? '');
  const programme = wanted ? types.find((type) => kindNameSlug(type.name) === wanted) : undefined;
  return programme ? { state: 'found', kind: programme.kind, programme } : { state: 'notFound' };
};

/** The path cards in level order (associate, professional, expert), the newest version first within a level. */
export const sortByLevel = (items: readonly CertificationListItem[]): CertificationListItem[] =>
  [...items].sort((a, b) => a.level - b.level || b.versionLabel.localeCompare(a.versionLabel, undefined, { numeric: true }) || a.id - b.id);

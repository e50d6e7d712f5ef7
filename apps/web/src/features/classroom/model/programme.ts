import { kindNameSlug, VENDOR_HUB_PREFIXES, type CertificationTypeInfo } from '@credo/contracts/certification';
import { CertificationKind } from '@credo/contracts/enums-site';

/** A router path without its /mobile segment. */
const specPath = (pathname: string): string => pathname.replace(/^\/mobile(?=\/|$)/, '') || '/';

export type ListProgramme = { state: 'pending' } | { state: 'notFound' } | { state: 'found'; kind: number; title: string | null };

/**
 * Which programme an instructor-led list shows (cert §2): the vendor tenant's hub prefixes fix the
 * kind; /classroom/{type} takes a kind number (0, 1) or the programme's kind name, lower-cased with
 * dashes (compared case-insensitively); an unknown name is not found.
 */
export const resolveListProgramme = (pathname: string, type: string | undefined, types: readonly CertificationTypeInfo[] | undefined): ListProgramme => {
  const path = specPath(pathname);
  for (const kind of [CertificationKind.GENERAL, CertificationKind.VENDOR] as const) {
    if (path.startsWith(`${VENDOR_HUB_PREFIXES[kind]}/`)) return { state: 'found', kind, title: types?.find((x) => x.kind === kind)?.title ?? null };
  }
  if (type === '0' || type === '1') return { state: 'found', kind: Number(type), title: types?.find((x) => x.kind === Number(type))?.title ?? null };
  if (!types) return { state: 'pending' };
  const wanted = kindNameSlug(decodeURIComponent(type ?? ''));
  const found = types.find((x) => kindNameSlug(x.name) === wanted);
  return found ? { state: 'found', kind: found.kind, title: found.title } : { state: 'notFound' };
};

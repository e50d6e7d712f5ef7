import { createStore } from '@/shared/lib/create-store';

/** An item of the 10026 error context (commerce §8: certificationReleaseId, certificationName, versionLabel). */
export type PrerequisiteCertification = {
  certificationReleaseId: number;
  certificationName: string;
  versionLabel: string;
};

/** The prerequisites of a 10026 answer's `data.prerequisiteCertificationList`; malformed items are left out. */
export const prerequisitesFrom = (data: unknown): PrerequisiteCertification[] => {
  const list = (data as { prerequisiteCertificationList?: unknown } | null)?.prerequisiteCertificationList;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): PrerequisiteCertification[] => {
    const { certificationReleaseId: id, certificationName: name, versionLabel } = (item ?? {}) as Record<string, unknown>;
    if (typeof id !== 'number' || !Number.isInteger(id) || typeof name !== 'string' || !name.trim()) return [];
    return [{ certificationReleaseId: id, certificationName: name, versionLabel: typeof versionLabel === 'string' ? versionLabel : '' }];
  });
};

/**
 * The prerequisite certification modal (cert §2, §8 code 10026): null when closed. The api client
 * opens it for every 10026 answer; the caller still gets the failure (to close its enrol dialog).
 */
const store = createStore<PrerequisiteCertification[] | null>(null);

export const openPrerequisites = (items: PrerequisiteCertification[]): void => store.set(items);
export const closePrerequisites = (): void => store.set(null);
export const usePrerequisites = store.useValue;

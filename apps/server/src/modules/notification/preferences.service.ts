import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { isValidZone } from './mail-formatters';
import type { OptionalCategory } from './events';
import { selectPreferences, upsertPreferences, type Preferences } from './notification.repo';
import { checkUnsubscribeToken } from './unsubscribe-token';

export type { Preferences };
export type PreferencesPatch = Partial<Record<OptionalCategory, boolean>> & { timeZone?: string | null };

/** The learner's optional kinds (reminders, surveys, campaigns: on unless turned off) and time zone. */
export function getPreferences(db: Db, userId: number): Promise<Preferences> {
  return selectPreferences(db, userId);
}

/** Changes only the given fields; an unknown time zone is bad input. */
export async function updatePreferences(db: Db, userId: number, patch: PreferencesPatch): Promise<Preferences> {
  if (patch.timeZone && !isValidZone(patch.timeZone)) throw AppError.badRequest('Unknown time zone');
  const clean: Partial<Preferences> = {};
  for (const k of ['reminders', 'surveys', 'campaigns'] as const) if (typeof patch[k] === 'boolean') clean[k] = patch[k];
  if (patch.timeZone !== undefined) clean.timeZone = patch.timeZone || null;
  if (Object.keys(clean).length === 0) return selectPreferences(db, userId);
  return upsertPreferences(db, userId, clean);
}

/** The one-click link: turns off one kind for the user the signed token names, and nothing else. */
export async function unsubscribeByToken(db: Db, userId: number, category: string, token: string): Promise<OptionalCategory | null> {
  if (!Number.isSafeInteger(userId) || userId <= 0 || !(await checkUnsubscribeToken(db, userId, category, token))) return null;
  await upsertPreferences(db, userId, { [category]: false });
  return category as OptionalCategory;
}

import { gmtOffsetMinutes, suggestionTimeProblem, type SaveSuggestionBody } from '@credo/contracts/classroom-booking';
import type { Db } from '../../db/client';
import { trainingSuggestions } from '../../db/schema/index';
import { AppError } from '../../platform/app-error';

/**
 * POST saveUserSuggestion (cert §3, §5, §7): a signed-in learner's wish for a training. The
 * picker's rules are checked again here in the learner's zone, since a client can send anything:
 * both ends after today, no disabled hour, minute or second (55, 56); the topic up to 100
 * characters (the body schema). Answers 1 (cert §7: success when data equals 1).
 */
export async function saveSuggestion(
  db: Db,
  siteId: number,
  userId: number,
  body: { trainingType: number; preferredBeginTiming: number; preferredEndTiming: number; timezone: string; content: string },
  now = new Date(),
): Promise<1> {
  const offset = gmtOffsetMinutes(body.timezone)!;
  for (const [field, ms] of [
    ['preferredBeginTiming', body.preferredBeginTiming],
    ['preferredEndTiming', body.preferredEndTiming],
  ] as const) {
    const problem = suggestionTimeProblem(ms, offset, now.getTime());
    if (problem === 'notAfterToday') throw AppError.badRequest(`${field} must be after today`);
    if (problem === 'disabledTime') throw AppError.badRequest(`${field} falls on a time the picker does not offer`);
  }
  await db.insert(trainingSuggestions).values({
    userId,
    siteId,
    trainingType: body.trainingType,
    preferredBeginAt: new Date(body.preferredBeginTiming),
    preferredEndAt: new Date(body.preferredEndTiming),
    timezone: body.timezone,
    content: body.content,
    createdAt: now,
  });
  return 1;
}

export type { SaveSuggestionBody };

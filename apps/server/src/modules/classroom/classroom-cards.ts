import type { ClassroomCard } from '@credo/contracts/classroom-booking';
import { ClassroomUserState, type ClassroomUserStateValue } from '@credo/contracts/enums';
import type { EventTypeValue } from '@credo/contracts/enums-learning';
import type { Db } from '../../db/client';
import { heldByOpenOrders } from '../../platform/seat-holds';
import { learnerStateIn, type SessionRow } from './classroom-list.repo';

/**
 * Classroom sessions as list cards (issue 17): seats left (seats − held seats − seats held by open
 * checkout orders, the rule placeOrder applies), the price of paid sessions, and the learner's
 * state (cert §4) with their waitlist place.
 */

/** "120.00 EUR" from integer minor units (no float touches the amount). */
export function displayPrice(minor: number | null, currency: string | null, minorUnits: number | null): string | null {
  if (minor === null || currency === null) return null;
  const units = minorUnits ?? 2;
  const whole = Math.trunc(minor / 10 ** units);
  const frac = String(minor % 10 ** units).padStart(units, '0');
  return units > 0 ? `${whole}.${frac} ${currency}` : `${whole} ${currency}`;
}

/** Cards for rows: one query for the learner's seats and places, one for open-order holds. */
export async function toCards(db: Db, rows: SessionRow[], userId: number | null, now: Date): Promise<ClassroomCard[]> {
  const ids = rows.map((r) => r.id);
  const holds = await heldByOpenOrders(db, 1, ids);
  const mine = userId === null ? null : await learnerStateIn(db, userId, ids);
  return rows.map((r) => {
    const seat = mine?.seats.get(r.id);
    const userStatus = (userId === null ? ClassroomUserState.NOT_LOGGED_IN : (seat?.status ?? ClassroomUserState.UNENROLLED)) as ClassroomUserStateValue;
    return {
      id: r.id,
      sessionType: 'classroom' as const,
      title: r.title,
      kind: (r.kind === 1 ? 1 : 0) as 0 | 1,
      eventType: r.eventType as EventTypeValue | null,
      trainingType: r.trainingType,
      certificationId: r.certificationId,
      certificationName: r.certificationName,
      startAt: r.startAt.toISOString(),
      endAt: r.endAt.toISOString(),
      timeZone: r.timeZone,
      city: r.city,
      countryCode: r.countryCode,
      sessionLanguageId: r.sessionLanguageId,
      sessionLanguageName: r.sessionLanguageName,
      trainerName: r.trainerName,
      seats: r.seats,
      seatsLeft: Math.max(0, r.seats - r.held - (holds.get(r.id) ?? 0)),
      paid: r.priceMinor !== null,
      price: displayPrice(r.priceMinor, r.currency, r.minorUnits),
      userStatus,
      waitlistPosition: mine?.waiting.get(r.id) ?? null,
      ended: r.endAt <= now,
    };
  });
}

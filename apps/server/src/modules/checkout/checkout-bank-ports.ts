import type { Db } from '../../db/client';

/**
 * What the bank-transfer, reconciliation and reschedule calls need from outside checkout's floor
 * (issue 15): the seats as their owners keep them, and the staff module's audit writer. The
 * composition root (src/checkout-wiring.ts) hands them in, as it hands the seat desks.
 */

/** A seat as its owner keeps it: an active classroom registration or practical-exam place. */
export type ActiveSeat = { seatId: number; userId: number; sessionId: number };

/** Where a promotion's seat and mail are written (the request's tenant, site and language). */
export type LedgerCtx = { tenantId: number; siteId: number; languageId: number };

export type SeatLedger = {
  /** Active seats (holding a place) of these sessions. */
  activeSeats(db: Db, sessionIds: readonly number[]): Promise<ActiveSeat[]>;
  /**
   * Frees a paid seat moved elsewhere (reschedule), in the caller's transaction, which holds the
   * session's row lock; the owner hands the freed seat on as its own cancel does (a classroom's
   * waitlist, issue 17). False when it no longer holds a place.
   */
  releaseSeat(tx: Db, ctx: LedgerCtx, seatId: number, userId: number, now: Date): Promise<boolean>;
  /** Of these seats, those cancelled by their learner's account deletion (decision 0017 "Reconciliation"). */
  releasedByAccountDeletion(db: Db, seatIds: readonly number[]): Promise<Set<number>>;
};

/** Relation type 1 classroom, 2 practical exam. */
export type SeatLedgers = Record<1 | 2, SeatLedger>;

/** The staff module's audit entry, written in the caller's transaction. */
export type AuditWriter = (
  tx: Db,
  entry: { actorUserId: number; action: string; targetType: 'order'; targetId: number; detail: Record<string, unknown> },
) => Promise<void>;

export type BankPorts = { ledgers: SeatLedgers; audit: AuditWriter };

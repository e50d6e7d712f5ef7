import type { FastifyInstance } from 'fastify';
import { checkoutPlugin, salesOfSessions, seatsHeldByOrders } from './modules/checkout/index';
import { classroomSeatDesk, classroomSeatLedger } from './modules/classroom/index';
import { practicalExamSeatDesk, practicalExamSeatLedger } from './modules/practical-exam/index';
import { writeStaffAudit } from './modules/staff/staff.service';
import { setOrderHoldCounter } from './platform/seat-holds';
import { setSeatOrderReader } from './platform/seat-orders';

/**
 * Composition root of checkout (issue 15 floors: checkout stands beside classroom and practical
 * exam, so it imports neither; this file hands it their seat desks, as app.ts wires the session resolver).
 */
export const registerCheckout = (app: FastifyInstance) => {
  // The other way round: the seat lists of classroom and practical exam subtract open orders' holds.
  setOrderHoldCounter(seatsHeldByOrders);
  // And the learner's order of each paid session, so the Classroom and Exam tabs show Pay or its state.
  setSeatOrderReader(salesOfSessions);
  return checkoutPlugin(app, {
    desks: { 1: classroomSeatDesk, 2: practicalExamSeatDesk },
    // Reconciliation and reschedule read and move seats; staff decisions on proofs are audited by staff's writer.
    bank: { ledgers: { 1: classroomSeatLedger, 2: practicalExamSeatLedger }, audit: writeStaffAudit },
  });
};

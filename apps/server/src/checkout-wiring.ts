import type { FastifyInstance } from 'fastify';
import { checkoutPlugin } from './modules/checkout/index';
import { classroomSeatDesk, classroomSeatLedger } from './modules/classroom/index';
import { practicalExamSeatDesk, practicalExamSeatLedger } from './modules/practical-exam/index';
import { writeStaffAudit } from './modules/staff/staff.service';

/**
 * Composition root of checkout (issue 15 floors: checkout stands beside classroom and practical
 * exam, so it imports neither; this file hands it their seat desks, as app.ts wires the session resolver).
 */
export const registerCheckout = (app: FastifyInstance) =>
  checkoutPlugin(app, {
    desks: { 1: classroomSeatDesk, 2: practicalExamSeatDesk },
    // Reconciliation and reschedule read and move seats; staff decisions on proofs are audited by staff's writer.
    bank: { ledgers: { 1: classroomSeatLedger, 2: practicalExamSeatLedger }, audit: writeStaffAudit },
  });

import type { FastifyInstance } from 'fastify';
import { checkoutPlugin } from './modules/checkout/index';
import { classroomSeatDesk } from './modules/classroom/index';
import { practicalExamSeatDesk } from './modules/practical-exam/index';

/**
 * Composition root of checkout (issue 15 floors: checkout stands beside classroom and practical
 * exam, so it imports neither; this file hands it their seat desks, as app.ts wires the session resolver).
 */
export const registerCheckout = (app: FastifyInstance) => checkoutPlugin(app, { desks: { 1: classroomSeatDesk, 2: practicalExamSeatDesk } });

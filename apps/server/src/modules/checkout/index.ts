// The checkout module's face (issue 15, decision 0017): what the composition root and other modules may call.
export { checkoutPlugin } from './checkout.plugin';
export { expireOverdueOrders } from './checkout-payment.service';
export { sweepAbandonedProofs } from './checkout-proof-sweep';
export { seatsHeldByOrders } from './checkout-holds.service';
export { CHECKOUT_API_DOC } from './checkout-api-doc';
export { salesOfSessions } from './checkout-seat-orders';
export { cancelOpenOrdersOfDeletedAccount } from './checkout-account-release';
export type { SaleSession, SeatDesk, SeatDesks } from './checkout-ports';
export { learnerOrdersOf, learnerPaymentRecordsOf, type LearnerOrderRow } from './checkout-learner-orders';

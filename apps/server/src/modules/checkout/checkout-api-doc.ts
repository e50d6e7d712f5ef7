/**
 * The checkout tag's description in /api/docs (OpenAPI): the payment flow, the sandbox and how to
 * switch to Stripe, for whoever integrates or runs the academy (decision 0017 has the reasons).
 */
export const CHECKOUT_API_DOC = [
  'Paid classrooms (relationType 1) and paid practical exams (relationType 2), commerce §4–§9.',
  '',
  "**Flow (card, BLIK, Klarna):** `verify` → `getPayOrderInfo` (amounts computed by the server) → `placeOrder` with payType 0 answers the provider's `paymentUrl` " +
    "(one open order per learner and session; it holds the seat for 30 minutes) → the payer approves on the provider's page and comes back to " +
    "`/payment?relationId=&relationType=` → the page polls `getPaymentStatus`. Only the provider's signed webhook (`POST /api/pay/webhook/{provider}`) " +
    'marks the order paid, and the seat is enrolled in the same transaction. `cancelOrder`, the 30-minute timeout, switching method and a newer order ' +
    "expire the provider's checkout session, so it can no longer be paid; a payment that arrives anyway is recorded and flagged `late-payment` for staff, never lost.",
  '',
  "**Bank transfer (payType 1):** instructions from `getBankTransferInfo` (per region and currency: the region's own account, else the brand's in that currency), " +
    'the proof through `image/upload` and `save/voucher` (within 23 hours of the upload), staff confirm (mailed as order paid) or reject (the reason is mailed); 3 calendar days. ' +
    "The provider sends the payer back to the brand's own host (a configured host of the tenant, else PUBLIC_URL).",
  '',
  '**Providers:** the built-in **sandbox** (default, `PAYMENT_SANDBOX=true`, refused on a production address others can reach) has its own hosted page ' +
    '(`/api/sandbox-pay/checkout`: Approve, Decline, Abandon; BLIK code 000000 declines) and sends signed webhooks (`sandbox-signature: t=…,v1=HMAC-SHA256`) ' +
    'from a durable outbox with retries. **Stripe** is used when `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET` are set: Checkout Sessions ' +
    "(card + BLIK in PLN, card + Klarna in EUR/USD), webhooks at `/api/pay/webhook/stripe` verified from `stripe-signature` with the endpoint's secret " +
    '(events checkout.session.completed, async_payment_succeeded, async_payment_failed, expired; others are stored and ignored).',
  '',
  'Paid training is non-refundable: a paid seat is not cancelled by the free cancel calls (501).',
].join('\n');

import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import type { SandboxProvider, SandboxSession, SandboxSessionState } from './sandbox-provider';
import { queueSandboxEvent } from './sandbox-outbox';

/**
 * The sandbox provider's hosted checkout page (it stands in for the provider's own site, so it is
 * plain HTML outside the web app): the amount, a method (card, BLIK with a 6-digit code, Klarna)
 * and Approve, Decline or Abandon. Approve and Decline queue the signed webhook; every button then
 * sends the browser back to the site, which learns the result from the webhook only.
 */

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (s: SandboxSession) => `${(s.amountMinor / 100).toFixed(2)} ${s.currencyCode}`;
const LABEL = { card: 'Card', blik: 'BLIK', klarna: 'Klarna' } as const;
/** The BLIK code the sandbox declines, like a bank app refusing (any other 6 digits approve). */
export const SANDBOX_BLIK_DECLINE = '000000';

function page(reply: FastifyReply, status: number, signed: string, s: SandboxSession, error?: string) {
  const methods = s.methods.map((m, i) => `<label><input type="radio" name="method" value="${m}"${i === 0 ? ' checked' : ''}> ${LABEL[m]}</label>`).join(' ');
  const blik = s.methods.includes('blik')
    ? '<p><label>BLIK code <input name="blikCode" inputmode="numeric" pattern="[0-9]{6}" maxlength="6" autocomplete="off"></label></p>'
    : '';
  // same-origin, not the site-wide no-referrer: under no-referrer a browser's form post carries
  // `Origin: null`, and a signed-in payer's Approve was refused as cross-site (403) by the session's CSRF check.
  return reply.status(status).header('Referrer-Policy', 'same-origin').type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox checkout</title></head>
<body><main>
<h1>Sandbox checkout</h1>
<p>Test payments only: no money moves.</p>
<p><strong id="amount">${esc(money(s))}</strong> — ${esc(s.description)} (order ${esc(s.seqNo)})</p>
${error ? `<p role="alert" id="error">${esc(error)}</p>` : ''}
<form method="post" action="/api/sandbox-pay/checkout">
<input type="hidden" name="session" value="${esc(signed)}">
<fieldset><legend>Method</legend>${methods}</fieldset>
${blik}
<button name="action" value="approve">Approve</button>
<button name="action" value="decline">Decline</button>
<button name="action" value="abandon" formnovalidate>Abandon</button>
</form></main></body></html>`);
}

const ENDED: Record<Exclude<SandboxSessionState, 'open'>, [number, string]> = {
  completed: [409, 'This payment is already complete. You can close this page.'],
  expired: [410, 'This checkout session has expired or was cancelled by the shop. Nothing was charged.'],
};

/** A session that can no longer take a payment: a short page with the way back to the site. */
function ended(reply: FastifyReply, s: SandboxSession, state: Exclude<SandboxSessionState, 'open'>) {
  const [status, text] = ENDED[state];
  return reply.status(status).type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox checkout</title></head>
<body><main>
<h1>Sandbox checkout</h1>
<p role="alert" id="error">${esc(text)}</p>
<p><a href="${esc(s.returnUrl)}">Back to the shop</a></p>
</main></body></html>`);
}

export async function sandboxPayRoutes(app: FastifyInstance, opts: { provider: SandboxProvider; kick: () => void }) {
  await app.register(fastifyFormbody);
  const { provider } = opts;

  app.get('/sandbox-pay/checkout', { schema: { hide: true } }, async (req, reply) => {
    const signed = String((req.query as { session?: string }).session ?? '');
    const s = await provider.readSession(signed);
    if (!s) return reply.status(404).type('text/plain').send('Unknown checkout session');
    const state = await provider.stateOf(app.db, s);
    return state === 'open' ? page(reply, 200, signed, s) : ended(reply, s, state);
  });

  app.post('/sandbox-pay/checkout', { schema: { hide: true } }, async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, string | undefined>;
    const signed = String(body.session ?? '');
    const s = await provider.readSession(signed);
    if (!s) return reply.status(404).type('text/plain').send('Unknown checkout session');
    const method = (s.methods as string[]).includes(body.method ?? '') ? body.method! : s.methods[0];
    const action = body.action;
    if (action === 'abandon') return reply.redirect(s.returnUrl, 303);
    if (action !== 'approve' && action !== 'decline') return page(reply, 400, signed, s, 'Choose Approve, Decline or Abandon.');
    let approved = action === 'approve';
    if (method === 'blik') {
      if (!/^\d{6}$/.test(body.blikCode ?? '')) return page(reply, 400, signed, s, 'Enter the 6-digit BLIK code from your bank app.');
      if (body.blikCode === SANDBOX_BLIK_DECLINE) approved = false;
    }
    const data = { merchantTransactionId: s.m, amountMinor: s.amountMinor, currencyCode: s.currencyCode };
    // Approve completes the session and queues its webhook together; an expired or voided session
    // (cancel, timeout, a newer order) takes no payment. A decline leaves it open for another try.
    const refused = await app.db.transaction(async (t): Promise<Exclude<SandboxSessionState, 'open'> | null> => {
      const tx = t as unknown as Db;
      if (!approved) {
        const state = await provider.stateOf(tx, s);
        if (state !== 'open') return state;
        await queueSandboxEvent(tx, 'payment.failed', data);
        return null;
      }
      const done = await provider.complete(tx, s);
      if (done === 'expired') return 'expired';
      if (done === 'already-completed') return 'completed';
      await queueSandboxEvent(tx, 'payment.succeeded', data);
      return null;
    });
    if (refused) return ended(reply, s, refused);
    opts.kick();
    return reply.redirect(s.returnUrl, 303);
  });
}

import { z } from 'zod';
import { inputText } from '@credo/contracts/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OutboxMail } from '../../platform/mail';
import { devMailEnabled, mailLinks } from '../../platform/mail-console';
import { latestMailTo, listOutbox } from '../../platform/mail-outbox';
import { NOT_RENDERED, renderMessagePage } from './dev-mail-message';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** The text body with its links made clickable (everything else escaped). */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s"'<>]+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${esc(part)}">${esc(part)}</a>` : esc(part)))
    .join('');
}

function renderMail(m: OutboxMail): string {
  const status = m.sentAt ? `sent ${m.sentAt.toISOString()}` : m.lastError ? `not sent (${m.attempts} attempts: ${m.lastError})` : 'in the outbox';
  const open = `<a href="/dev/mail/message/${m.id}">HTML, text, languages, attempts</a>`;
  return `<article>
  <header><strong>${esc(m.subject ?? NOT_RENDERED)}</strong><span>to ${esc(m.to)} · ${esc(m.createdAt.toISOString())} · ${esc(status)} · ${open}</span></header>
  <pre>${linkify(m.text ?? '')}</pre>
</article>`;
}

function renderPage(mails: OutboxMail[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · Credo</title>
<style>
body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f1f5f9;color:#0f172a}
main{max-width:860px;margin:0 auto;padding:24px 16px}
h1{font-size:22px;margin:0 0 4px}p.note{color:#475569;margin:0 0 20px}
article{background:#fff;border:1px solid #e2e8f0;border-radius:10px;margin:0 0 14px;overflow:hidden}
article header{display:flex;flex-wrap:wrap;gap:4px 12px;justify-content:space-between;padding:12px 16px;border-bottom:1px solid #e2e8f0;background:#f8fafc}
article header span{color:#64748b;font-size:13px}
pre{margin:0;padding:14px 16px;white-space:pre-wrap;word-break:break-word;font:14px/1.55 ui-monospace,SFMono-Regular,Menlo,monospace}
a{color:#1d4ed8}
</style></head>
<body><main>
<h1>Outbox</h1>
<p class="note">Mails the server sent, newest first (${mails.length}). Without SMTP_URL they are only kept here.</p>
${mails.length ? mails.map(renderMail).join('\n') : '<p>No mail yet.</p>'}
</main></body></html>`;
}

const latestAnswer = z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string().nullable(), links: z.array(z.string()) });

/**
 * 127.0.0.0/8 and ::1, also IPv4-mapped. `ip` is req.ip, which honours TRUST_PROXY: behind a
 * trusted proxy the forwarded client address counts, not the proxy's own loopback address.
 */
export function isLoopback(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || ip === '::1';
}

/**
 * The outbox for people (GET /dev/mail) and for end-to-end tests (GET /dev/mail/latest?to=).
 * It shows every tenant's mail, reset links included, so it is registered only when
 * devMailEnabled() (development, test, or DEV_MAIL=true) and then answers loopback clients
 * only: anyone else gets the same 404 as an unknown path.
 */
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!devMailEnabled(app.config)) return;
  app.addHook('onRequest', async (req, reply) => {
    if (isLoopback(req.ip)) return;
    reply.callNotFound();
    return reply;
  });

  app.get('/dev/mail', { schema: { hide: true } }, async (_req, reply) => {
    const mails = await listOutbox(app.db);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderPage(mails));
  });

  app.get(
    '/dev/mail/message/:id',
    {
      schema: {
        hide: true,
        params: z.object({
          id: z.coerce
            .number()
            .int()
            .positive()
            .max(2 ** 31 - 1),
        }),
        querystring: z.object({ lang: z.string().max(8).optional() }),
      },
    },
    async (req, reply) => {
      const page = await renderMessagePage(app.db, req.params.id, req.query.lang);
      if (!page) return reply.callNotFound();
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    },
  );

  app.get(
    '/dev/mail/latest',
    {
      schema: {
        tags: ['platform'],
        summary: 'Newest outbox mail to an address (development and tests)',
        querystring: z.object({ to: inputText.min(3).max(254) }),
        response: { 200: latestAnswer, 404: z.object({ code: z.literal(404), data: z.null(), message: z.string() }) },
      },
    },
    async (req, reply) => {
      const mail = await latestMailTo(app.db, req.query.to);
      reply.header('cache-control', 'no-store');
      if (!mail) return reply.status(404).send({ code: 404 as const, data: null, message: `No mail to ${req.query.to}` });
      return { to: mail.to, subject: mail.subject ?? NOT_RENDERED, text: mail.text ?? '', html: mail.html, links: mailLinks(mail) };
    },
  );
};

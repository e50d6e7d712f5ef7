import { PACK_LANGUAGES } from '@credo/i18n';
import type { Db } from '../../db/client';
import { attemptsOfMail, findOutboxMail, rerenderMail } from '../../platform/mail-outbox';

/** A queued notification whose render failed (the outbox's readers render the others; decision 0033). */
export const NOT_RENDERED = '(not rendered yet)';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/**
 * One outbox message for a person to check (issue 20): its HTML part as a mail client shows it (a
 * sandboxed iframe: no script, no navigation), its text part, its headers and attachments, every
 * delivery attempt with its outcome, and links to the same message in each language (rendered again
 * from its stored event). Undefined for an unknown id.
 */
export async function renderMessagePage(db: Db, id: number, lang?: string): Promise<string | undefined> {
  const mail = await findOutboxMail(db, id);
  if (!mail) return undefined;
  const found = lang && lang !== mail.language ? ((await rerenderMail(db, mail, lang)) ?? mail) : mail;
  const shown = { subject: found.subject ?? NOT_RENDERED, text: found.text ?? '', html: found.html };
  const attempts = await attemptsOfMail(db, mail.id);
  const current = lang ?? mail.language ?? 'en';
  const langs = mail.payload
    ? `<nav>${PACK_LANGUAGES.map((l) => (l === current ? `<strong>${l}</strong>` : `<a href="?lang=${l}">${l}</a>`)).join(' · ')}</nav>`
    : '';
  const rows = attempts.length
    ? attempts
        .map(
          (a, i) =>
            `<tr><td>${i + 1}</td><td>${esc(a.startedAt.toISOString())}</td><td>${esc(a.finishedAt?.toISOString() ?? '—')}</td><td>${esc(a.outcome ?? 'in flight')}</td><td>${esc(a.error ?? '')}</td></tr>`,
        )
        .join('')
    : '<tr><td colspan="5">No attempt yet (without SMTP_URL mail stays here).</td></tr>';
  const headers = Object.entries({ 'Message-ID': mail.messageId ?? '', ...(mail.headers ?? {}) })
    .map(([k, v]) => `<div><b>${esc(k)}:</b> ${esc(v)}</div>`)
    .join('');
  const files = (mail.attachments ?? []).map((a) => `<li>${esc(a.filename)} (${esc(a.contentType)})</li>`).join('');
  const html = shown.html ?? `<pre>${esc(shown.text)}</pre>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(shown.subject)} · Outbox</title>
<style>
body{font:14px/1.5 system-ui,sans-serif;margin:0;background:#f1f5f9;color:#0f172a}main{max-width:980px;margin:0 auto;padding:20px 16px}
h1{font-size:20px;margin:4px 0}section{background:#fff;border:1px solid #e2e8f0;border-radius:10px;margin:12px 0;padding:12px 16px}
iframe{width:100%;height:720px;border:1px solid #e2e8f0;border-radius:6px;background:#fff}pre{white-space:pre-wrap;word-break:break-word;font:13px/1.5 ui-monospace,monospace;margin:0}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e2e8f0;padding:4px 6px;text-align:left;vertical-align:top}nav{margin:6px 0}a{color:#1d4ed8}
</style></head><body><main>
<p><a href="/dev/mail">← Outbox</a></p>
<h1>${esc(shown.subject)}</h1>
<div>to ${esc(mail.to)} · ${esc(mail.kind ?? 'mail')} · queued ${esc(mail.createdAt.toISOString())} · ${mail.sentAt ? `sent ${esc(mail.sentAt.toISOString())}` : 'not sent'}</div>
${langs}
<section><h2>HTML</h2><iframe sandbox title="HTML part" srcdoc="${esc(html)}"></iframe></section>
<section><h2>Text</h2><pre>${esc(shown.text)}</pre></section>
<section><h2>Headers and attachments</h2>${headers}${files ? `<ul>${files}</ul>` : ''}</section>
<section><h2>Delivery attempts</h2><table><tr><th>#</th><th>started</th><th>finished</th><th>outcome</th><th>error</th></tr>${rows}</table></section>
</main></body></html>`;
}

import type { Translate, Messages } from '../idp-texts';
import { html } from './html';
import type { Theme } from './theme';

export type MailCtx = { t: Translate; dir: 'ltr' | 'rtl'; lang: string; site: string; theme: Theme };
export type Mail = { subject: string; text: string; html: string };

type MailParts = { subject: keyof Messages; intro: keyof Messages; button: keyof Messages; footer: keyof Messages };

function build(ctx: MailCtx, parts: MailParts, name: string, link: string): Mail {
  const { t, site } = ctx;
  const hello = t('mailHello', { name: name || site });
  const intro = t(parts.intro, { site });
  const footer = t(parts.footer, { site });
  const signature = t('mailSignature', { site });
  const text = [hello, '', intro, link, '', footer, '', signature, ''].join('\n');
  const body = html`<!doctype html>
<html lang="${ctx.lang}" dir="${ctx.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:24px 12px;background:#f1f5f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:520px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px">
<tr><td style="padding:28px 28px 8px;font-size:18px;font-weight:700;color:${ctx.theme.primary}">${site}</td></tr>
<tr><td style="padding:8px 28px;font-size:16px;line-height:1.55">
<p style="margin:0 0 14px">${hello}</p>
<p style="margin:0 0 22px">${intro}</p>
<p style="margin:0 0 22px"><a href="${link}" style="display:inline-block;background:${ctx.theme.primary};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:8px">${t(parts.button)}</a></p>
<p style="margin:0 0 18px;font-size:13px;color:#475569;word-break:break-all"><a href="${link}" style="color:${ctx.theme.primary}">${link}</a></p>
<p style="margin:0 0 18px;font-size:14px;color:#475569">${footer}</p>
<p style="margin:0 0 24px">${signature}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { subject: t(parts.subject, { site }), text, html: body.value };
}

export const verificationMail = (ctx: MailCtx, name: string, link: string) =>
  build(ctx, { subject: 'mailVerifySubject', intro: 'mailVerifyText', button: 'mailVerifyButton', footer: 'mailVerifyFooter' }, name, link);

export const resetMail = (ctx: MailCtx, name: string, link: string) =>
  build(ctx, { subject: 'mailResetSubject', intro: 'mailResetText', button: 'mailResetButton', footer: 'mailResetFooter' }, name, link);

/** Sent instead of a second account when someone signs up with a known address (no enumeration on the page). */
export const alreadyRegisteredMail = (ctx: MailCtx, name: string, resetLink: string) =>
  build(ctx, { subject: 'mailExistsSubject', intro: 'mailExistsText', button: 'mailExistsButton', footer: 'mailResetFooter' }, name, resetLink);

import mjml2html from 'mjml';
import type { MailContent } from './content';
import type { Translate } from './mail-texts';

/** The tenant's look and the site's address: every link of a mail starts with `origin`. */
export type Brand = {
  siteName: string;
  /** A PNG (mail clients show no SVG) with its size in CSS px, so the layout holds before images load. */
  logo: { url: string; width: number; height: number } | null;
  colour: string;
  privacyUrl: string;
  origin: string;
};
export type Footer = { why: string; unsubscribe?: { label: string; url: string } };

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** Blank lines part paragraphs, a single line break stays one (a campaign's body is written as plain text). */
const paragraphs = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<mj-text>${esc(p).replace(/\n/g, '<br />')}</mj-text>`)
    .join('\n      ');

/**
 * One template, two parts: the HTML is MJML compiled to the table markup mail clients need
 * (decision 0021), the text part is written from the same content. Right-to-left languages set
 * dir="rtl" on the document, so the layout mirrors.
 */
export async function renderMail(c: MailContent, o: { lang: string; rtl: boolean; name: string; brand: Brand; footer: Footer; t: Translate }) {
  const { brand, t, footer } = o;
  const greeting = o.name ? t('greeting', { name: o.name }) : t('greetingAnonymous');
  const action = c.action && { label: c.action.label, url: `${brand.origin}${c.action.path}` };
  const align = o.rtl ? 'right' : 'left';
  const facts = c.facts.length
    ? `<mj-table css-class="facts" padding="8px 25px">${c.facts
        .map(
          ([k, v]) =>
            `<tr><td style="padding:6px 0;color:#64748b;width:40%;text-align:${align}">${esc(k)}</td><td style="padding:6px 0;font-weight:600;text-align:${align}">${esc(v)}</td></tr>`,
        )
        .join('')}</mj-table>`
    : '';
  const source = `<mjml lang="${esc(o.lang)}" dir="${o.rtl ? 'rtl' : 'ltr'}">
  <mj-head>
    <mj-title>${esc(c.subject)}</mj-title>
    <mj-attributes><mj-all font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Tahoma, Arial, sans-serif" /><mj-text font-size="15px" line-height="1.6" color="#0f172a" align="${align}" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f1f5f9">
    <mj-section background-color="${esc(brand.colour)}" padding="16px 0"><mj-column>
      ${
        brand.logo
          ? `<mj-image src="${esc(brand.logo.url)}" alt="${esc(brand.siteName)}" width="${brand.logo.width}px" height="${brand.logo.height}px" align="${align}" href="${esc(brand.origin)}/" />`
          : `<mj-text font-size="20px" font-weight="700" color="#ffffff">${esc(brand.siteName)}</mj-text>`
      }
    </mj-column></mj-section>
    <mj-section background-color="#ffffff" padding="24px 0 8px"><mj-column>
      <mj-text font-size="20px" font-weight="700">${esc(c.subject)}</mj-text>
      <mj-text>${esc(greeting)}</mj-text>
      ${paragraphs(c.body)}
      ${facts}
      ${action ? `<mj-button background-color="${esc(brand.colour)}" color="#ffffff" border-radius="6px" align="${align}" href="${esc(action.url)}">${esc(action.label)}</mj-button>` : ''}
      <mj-text>${esc(t('signature', { site: brand.siteName }))}</mj-text>
    </mj-column></mj-section>
    <mj-section padding="12px 0"><mj-column>
      <mj-text font-size="12px" color="#64748b">${esc(footer.why)}<br /><a href="${esc(brand.privacyUrl)}" style="color:#64748b">${esc(t('privacy'))}</a>${
        footer.unsubscribe ? ` · <a href="${esc(footer.unsubscribe.url)}" style="color:#64748b">${esc(footer.unsubscribe.label)}</a>` : ''
      }</mj-text>
    </mj-column></mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict' });
  if (errors.length) throw new Error(`mail template: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  const text = [
    greeting,
    '',
    c.body,
    ...(c.facts.length ? ['', ...c.facts.map(([k, v]) => `${k}: ${v}`)] : []),
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    t('signature', { site: brand.siteName }),
    '',
    '--',
    footer.why,
    `${t('privacy')}: ${brand.privacyUrl}`,
    ...(footer.unsubscribe ? [`${footer.unsubscribe.label}: ${footer.unsubscribe.url}`] : []),
  ].join('\n');
  return { subject: c.subject, html, text };
}

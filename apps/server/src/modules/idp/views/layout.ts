import { html, trusted, type SafeHtml } from './html';
import type { PageCtx } from './theme';

export const ASSET_SCRIPT = '/idp/assets/idp.js';

function styles(ctx: PageCtx): string {
  const { primary, primaryHover, soft, ring } = ctx.theme;
  return `:root{--brand:${primary};--brand-hover:${primaryHover};--brand-soft:${soft};--ring:${ring};--text:#0f172a;--muted:#475569;--line:#cbd5e1;--danger:#b91c1c}
*{box-sizing:border-box}
[hidden]{display:none!important}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Arabic",Tahoma,sans-serif;color:var(--text);background:linear-gradient(180deg,var(--brand-soft) 0,#f8fafc 340px,#f8fafc 100%)}
a{color:var(--brand);text-underline-offset:2px}
a:hover{color:var(--brand-hover)}
.shell{display:flex;flex-direction:column;align-items:center;min-height:100vh;padding:48px 16px 32px}
.brand{display:inline-flex;margin-bottom:28px}
.brand img{display:block;height:40px;width:auto;max-width:80vw}
.card{width:100%;max-width:440px;background:#fff;border:1px solid #e2e8f0;border-radius:16px;box-shadow:0 1px 2px rgba(15,23,42,.04),0 12px 32px -12px rgba(15,23,42,.18);padding:36px 36px 32px}
h1{font-size:24px;line-height:1.25;margin:0 0 6px;letter-spacing:-.01em}
.subtitle{margin:0 0 24px;color:var(--muted)}
.card>h1+form,.card>h1+.alert{margin-top:22px}
.detail{margin:-8px 0 20px;font-size:13px;color:#64748b;word-break:break-word}
.body-text{margin:0 0 20px;color:#334155}
form{margin:0}
.field{margin:0 0 18px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:0 14px}
label{display:block;font-weight:600;font-size:14px;margin:0 0 6px}
.label-row{display:flex;justify-content:space-between;align-items:baseline;gap:12px}
.label-row a{font-size:14px;font-weight:500}
input[type=email],input[type=password],input[type=text]{width:100%;height:46px;padding:0 14px;font:inherit;color:inherit;background:#fff;border:1px solid var(--line);border-radius:10px;transition:border-color .15s,box-shadow .15s}
input:focus{outline:none;border-color:var(--brand);box-shadow:0 0 0 4px var(--ring)}
input[aria-invalid=true]{border-color:var(--danger)}
input[aria-invalid=true]:focus{box-shadow:0 0 0 4px rgba(185,28,28,.2)}
.error-text{color:var(--danger);font-size:14px;margin:6px 0 0}
.hint{color:var(--muted);font-size:13px;margin:6px 0 0}
.meter{display:flex;align-items:center;gap:10px;margin:8px 0 0;font-size:13px;color:var(--muted)}
.meter-bar{flex:1;height:6px;border-radius:3px;background:#e2e8f0;overflow:hidden}
.meter-bar span{display:block;height:100%;width:0;border-radius:3px;background:#dc2626;transition:width .2s,background-color .2s}
.btn{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:48px;padding:10px 18px;border:1px solid transparent;border-radius:10px;font:inherit;font-weight:600;cursor:pointer;text-decoration:none;text-align:center}
.btn-primary{background:var(--brand);color:#fff}
.btn-primary:hover{background:var(--brand-hover);color:#fff}
.btn-primary:focus-visible,.btn-secondary:focus-visible{outline:none;box-shadow:0 0 0 4px var(--ring)}
.btn-secondary{background:#fff;color:var(--text);border-color:var(--line)}
.btn-secondary:hover{background:#f1f5f9;color:var(--text)}
.btn[disabled]{opacity:.7;cursor:progress}
.actions{display:grid;gap:12px;margin-top:8px}
.alert{border-radius:10px;padding:12px 14px;margin:0 0 20px;font-size:15px;border:1px solid}
.alert-error{background:#fef2f2;border-color:#fecaca;color:#991b1b}
.alert-info{background:var(--brand-soft);border-color:var(--ring);color:var(--text)}
.alert-success{background:#f0fdf4;border-color:#bbf7d0;color:#166534}
.alert form{margin-top:10px}
.alert .btn{min-height:40px;width:auto}
.alt{margin:24px 0 0;padding-top:20px;border-top:1px solid #e2e8f0;text-align:center;color:var(--muted);font-size:15px}
.alt a{font-weight:600}
.back{display:block;margin-top:16px;font-size:14px;text-align:center}
.label-row a,.back{text-decoration:none}
.label-row a:hover,.back:hover{text-decoration:underline}
.foot{margin-top:28px;color:#64748b;font-size:13px;text-align:center;display:flex;flex-wrap:wrap;gap:6px 14px;justify-content:center}
.foot a{color:#64748b}
.icon{display:flex;align-items:center;justify-content:center;width:56px;height:56px;border-radius:50%;background:var(--brand-soft);color:var(--brand);margin:0 0 18px}
.visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
[dir=rtl] input[type=email]{direction:ltr;text-align:right}
@media (max-width:480px){.shell{padding:28px 12px 24px}.brand{margin-bottom:20px}.brand img{height:34px}.card{padding:26px 20px 24px;border-radius:14px}h1{font-size:22px}.row{grid-template-columns:1fr}}`;
}

const ICONS = {
  mail: '<svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3 7 9 6 9-6"/></svg>',
  check:
    '<svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M5 12.5l4.5 4.5L19 7.5"/></svg>',
  clock:
    '<svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/></svg>',
  alert:
    '<svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M12 3 2 20h20L12 3z"/><path d="M12 10v4M12 17.5v.5"/></svg>',
  door: '<svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M9 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h3"/><path d="M15 17l5-5-5-5M20 12H9"/></svg>',
} as const;
export type IconName = keyof typeof ICONS;

export type LayoutOptions = { title: string; subtitle?: string; body: SafeHtml; icon?: IconName };

/** The page around every form: tenant logo, centered card, footer; no inline script (CSP script-src 'self'). */
export function layout(ctx: PageCtx, opts: LayoutOptions): string {
  const { t, tenant } = ctx;
  return html`<!doctype html>
<html lang="${ctx.lang}" dir="${ctx.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="strict-origin-when-cross-origin">
<title>${opts.title} · ${tenant.name}</title>
<link rel="icon" href="${tenant.faviconUrl}">
<style>${trusted(styles(ctx))}</style>
</head>
<body>
<main class="shell">
<a class="brand" href="${ctx.siteUrl}"><img src="${tenant.logoUrl}" alt="${tenant.name}" width="271" height="48"></a>
<section class="card" aria-labelledby="page-title">
${opts.icon ? html`<div class="icon">${trusted(ICONS[opts.icon])}</div>` : ''}
<h1 id="page-title">${opts.title}</h1>
${opts.subtitle ? html`<p class="subtitle">${opts.subtitle}</p>` : ''}
${opts.body}
</section>
<footer class="foot"><span>${t('secured', { site: tenant.name })}</span><a href="${tenant.privacyPolicyUrl}" rel="noopener">${t('privacy')}</a></footer>
</main>
<script src="${ASSET_SCRIPT}" defer></script>
</body>
</html>`.value;
}

import type { Messages } from '../idp-texts';
import { html, trusted, type SafeHtml } from './html';
import type { PageCtx } from './theme';

export type FieldOptions = {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  /** Ignored for passwords: they are never echoed back. */
  value?: string;
  error?: string;
  autocomplete: string;
  maxlength: number;
  hint?: string;
  /** Shows the strength meter under a new-password field. */
  strength?: boolean;
  /** A link beside the label ("Forgot password?"). */
  aside?: SafeHtml;
  autofocus?: boolean;
};

/** A labelled input with its inline error (aria-invalid, aria-describedby) and optional hint. */
export function field(ctx: PageCtx, o: FieldOptions): SafeHtml {
  const id = `f-${o.name}`;
  const describedBy = [o.error ? `${id}-error` : '', o.hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  const value = o.type === 'password' ? '' : (o.value ?? '');
  const flags = trusted(['required', o.autofocus ? 'autofocus' : ''].filter(Boolean).join(' '));
  return html`<div class="field">
<div class="label-row"><label for="${id}">${o.label}</label>${o.aside ?? ''}</div>
<input id="${id}" name="${o.name}" type="${o.type}" value="${value}" autocomplete="${o.autocomplete}" maxlength="${o.maxlength}" ${flags}${o.type === 'email' ? trusted(' inputmode="email" spellcheck="false" autocapitalize="none"') : ''} aria-invalid="${o.error ? 'true' : 'false'}"${describedBy ? html` aria-describedby="${describedBy}"` : ''}${o.strength ? html` data-strength="${id}-meter"` : ''}>
${o.error ? html`<p class="error-text" id="${id}-error">${o.error}</p>` : ''}
${o.hint ? html`<p class="hint" id="${id}-hint">${o.hint}</p>` : ''}
${o.strength ? meter(ctx, id) : ''}
</div>`;
}

function meter(ctx: PageCtx, id: string): SafeHtml {
  return html`<div class="meter" id="${id}-meter" data-prefix="${ctx.t('strength')}" data-labels="${ctx.t('strengthLevels')}" aria-live="polite" hidden><div class="meter-bar"><span></span></div><span class="meter-label"></span></div>`;
}

export const csrfInput = (token: string) => html`<input type="hidden" name="_csrf" value="${token}">`;

export const alert = (kind: 'error' | 'info' | 'success', content: SafeHtml | string) =>
  html`<div class="alert alert-${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${content}</div>`;

export const submit = (label: string, id?: string) =>
  html`<div class="actions"><button class="btn btn-primary" type="submit"${id ? html` id="${id}"` : ''}>${label}</button></div>`;

/** Field errors keyed by field name, already translated. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Translates an error key, or answers undefined. */
export const errorText = (ctx: PageCtx, key: keyof Messages | undefined, vars?: Record<string, string | number>) => (key ? ctx.t(key, vars) : undefined);

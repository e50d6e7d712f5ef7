import { PASSWORD_MAX } from '../password';
import { alert, csrfInput, field, submit, type FieldErrors } from './forms';
import { html, trusted, type SafeHtml } from './html';
import { layout, type IconName } from './layout';
import type { PageCtx } from './theme';
import { FIELD_LIMITS } from '@credo/contracts/constants';

/** The profile's limit (FIELD_LIMITS, section 5): a name the profile would refuse is refused at sign-up too (issue 14). */
export const NAME_MAX = Math.min(FIELD_LIMITS.firstName, FIELD_LIMITS.lastName);
export const EMAIL_MAX = 254;

export type SignInView = {
  action: string;
  csrf: string;
  email?: string;
  error?: string;
  notice?: string;
  /** Right password, unverified address: offer to send the link again. */
  unverified?: { email: string; action: string; token: string };
  links: { signUp: string; forgot: string; cancel: string };
};

export function signInPage(ctx: PageCtx, v: SignInView): string {
  const { t } = ctx;
  const body = html`
${v.notice ? alert('success', v.notice) : ''}
${v.error ? alert('error', v.error) : ''}
${
  v.unverified
    ? alert(
        'info',
        html`${t('verifyFirst', { email: v.unverified.email })}
<form method="post" action="${v.unverified.action}" data-once>${csrfInput(v.csrf)}<input type="hidden" name="account" value="${v.unverified.token}"><button class="btn btn-secondary" type="submit">${t('resendButton')}</button></form>`,
      )
    : ''
}
<form method="post" action="${v.action}" novalidate data-once>
${csrfInput(v.csrf)}
${field(ctx, { name: 'email', label: t('email'), type: 'email', value: v.email, autocomplete: 'username', maxlength: EMAIL_MAX, autofocus: !v.email })}
${field(ctx, { name: 'password', label: t('password'), type: 'password', autocomplete: 'current-password', maxlength: PASSWORD_MAX, autofocus: !!v.email, aside: html`<a href="${v.links.forgot}">${t('forgotLink')}</a>` })}
${submit(t('signInButton'))}
</form>
<p class="alt">${t('noAccount')} <a href="${v.links.signUp}">${t('createAccountLink')}</a></p>
<a class="back" href="${v.links.cancel}">${t('backToSite', { site: ctx.tenant.name })}</a>`;
  return layout(ctx, { title: t('signInTitle'), subtitle: t('signInSubtitle', { site: ctx.tenant.name }), body });
}

export type SignUpField = 'firstName' | 'lastName' | 'email' | 'password' | 'confirm';
export type SignUpView = {
  action: string;
  csrf: string;
  values: { firstName?: string; lastName?: string; email?: string };
  errors: FieldErrors<SignUpField>;
  formError?: string;
  links: { signIn: string };
};

export function signUpPage(ctx: PageCtx, v: SignUpView): string {
  const { t } = ctx;
  const e = v.errors;
  const first = (['firstName', 'lastName', 'email', 'password', 'confirm'] as const).find((k) => e[k]) ?? 'firstName';
  const body = html`
${v.formError ? alert('error', v.formError) : ''}
<form method="post" action="${v.action}" novalidate data-once>
${csrfInput(v.csrf)}
<div class="row">
${field(ctx, { name: 'firstName', label: t('firstName'), type: 'text', value: v.values.firstName, error: e.firstName, autocomplete: 'given-name', maxlength: NAME_MAX, autofocus: first === 'firstName' })}
${field(ctx, { name: 'lastName', label: t('lastName'), type: 'text', value: v.values.lastName, error: e.lastName, autocomplete: 'family-name', maxlength: NAME_MAX, autofocus: first === 'lastName' })}
</div>
${field(ctx, { name: 'email', label: t('email'), type: 'email', value: v.values.email, error: e.email, autocomplete: 'email', maxlength: EMAIL_MAX, autofocus: first === 'email' })}
${field(ctx, { name: 'password', label: t('password'), type: 'password', error: e.password, autocomplete: 'new-password', maxlength: PASSWORD_MAX, hint: t('passwordHint'), strength: true, autofocus: first === 'password' })}
${field(ctx, { name: 'confirm', label: t('confirmPassword'), type: 'password', error: e.confirm, autocomplete: 'new-password', maxlength: PASSWORD_MAX, autofocus: first === 'confirm' })}
${submit(t('signUpButton'))}
</form>
<p class="alt">${t('haveAccount')} <a href="${v.links.signIn}">${t('signInLink')}</a></p>`;
  return layout(ctx, { title: t('signUpTitle'), subtitle: t('signUpSubtitle', { site: ctx.tenant.name }), body });
}

export type ForgotView = { action: string; csrf: string; email?: string; error?: string; formError?: string; links: { signIn: string } };

export function forgotPage(ctx: PageCtx, v: ForgotView): string {
  const { t } = ctx;
  const body = html`
${v.formError ? alert('error', v.formError) : ''}
<form method="post" action="${v.action}" novalidate data-once>
${csrfInput(v.csrf)}
${field(ctx, { name: 'email', label: t('email'), type: 'email', value: v.email, error: v.error, autocomplete: 'username', maxlength: EMAIL_MAX, autofocus: true })}
${submit(t('forgotButton'))}
</form>
<p class="alt"><a href="${v.links.signIn}">${t('backToSignIn')}</a></p>`;
  return layout(ctx, { title: t('forgotTitle'), subtitle: t('forgotIntro'), body });
}

export type ResetView = { action: string; csrf: string; token: string; errors: FieldErrors<'password' | 'confirm'>; formError?: string };

export function resetPage(ctx: PageCtx, v: ResetView): string {
  const { t } = ctx;
  const body = html`
${v.formError ? alert('error', v.formError) : ''}
<form method="post" action="${v.action}" novalidate data-once>
${csrfInput(v.csrf)}
<input type="hidden" name="token" value="${v.token}">
${field(ctx, { name: 'password', label: t('newPassword'), type: 'password', error: v.errors.password, autocomplete: 'new-password', maxlength: PASSWORD_MAX, hint: t('passwordHint'), strength: true, autofocus: !v.errors.confirm })}
${field(ctx, { name: 'confirm', label: t('confirmPassword'), type: 'password', error: v.errors.confirm, autocomplete: 'new-password', maxlength: PASSWORD_MAX, autofocus: !!v.errors.confirm })}
${submit(t('resetButton'))}
</form>`;
  return layout(ctx, { title: t('resetTitle'), body });
}

export type Action = { href: string; label: string; primary?: boolean };
export type MessageView = { title: string; body: string; icon?: IconName; actions?: Action[]; extra?: SafeHtml; detail?: string };

/** A card with an icon, a message and buttons: check your mail, verified, expired link, too many attempts … */
export function messagePage(ctx: PageCtx, v: MessageView): string {
  const actions = v.actions ?? [];
  const body = html`<p class="body-text">${v.body}</p>
${v.detail ? html`<p class="detail">${v.detail}</p>` : ''}
${v.extra ?? ''}
${actions.length ? html`<div class="actions">${actions.map((a) => html`<a class="btn ${a.primary === false ? 'btn-secondary' : 'btn-primary'}" href="${a.href}">${a.label}</a>`)}</div>` : ''}`;
  return layout(ctx, { title: v.title, body, icon: v.icon });
}

/** RP-initiated logout: the provider's own form (xsrf) with our buttons; `auto` submits "yes" by script. */
export function logoutPage(ctx: PageCtx, providerForm: string, auto: boolean): string {
  const { t } = ctx;
  const body = html`${trusted(providerForm)}
<p class="body-text"${auto ? html` data-autosubmit="logout-yes"` : ''}>${auto ? t('signingOut') : t('logoutQuestion', { site: ctx.tenant.name })}</p>
<div class="actions">
<button class="btn btn-primary" id="logout-yes" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${t('logoutYes')}</button>
<button class="btn btn-secondary" type="submit" form="op.logoutForm">${t('logoutNo')}</button>
</div>`;
  return layout(ctx, { title: t('logoutTitle'), body, icon: 'door' });
}

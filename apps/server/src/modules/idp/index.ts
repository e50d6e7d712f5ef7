// The identity provider's face (issue 15): what other modules may call. Services and types only.
export { deleteAccount, embeddedClient } from './idp.service';
export { html, layout, messagePage, sitePages, type PageCtx, type SitePages } from './site-pages.service';

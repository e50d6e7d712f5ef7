/** The English start pack the web bundles, served by @credo/i18n's Vite plugin (packages/i18n/src/vite.ts). */
declare module 'virtual:credo-source-catalogue' {
  const catalogue: import('@credo/i18n').Catalogue;
  export default catalogue;
}

/** Loaders of the English page namespaces (PAGE_NAMESPACES), one lazy chunk each, from the same plugin. */
declare module 'virtual:credo-source-namespaces' {
  const loaders: Record<import('@credo/i18n').PageNamespace, () => Promise<{ default: import('@credo/i18n').Catalogue }>>;
  export default loaders;
}
